// Rows for the statement-count test and benchmark (statement-counts.test.ts,
// bench/growth/statement-counts.ts): each list grows to a given size with rows that point at
// different people, tasks and batches, so a per-row query would show up as more statements.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { providerText } from '../../graphql/provider-text';
import { ROLE } from '../../domain/roles';
import type { Database } from '../../provider/src/db/client';
import { auditLog, chatMessages, chatRoomMembers, chatRooms, cloudBatches, cloudFiles, cloudUsers, customers, notifications, tasks, users } from '../../provider/src/db/schema';
import {
  AuditActorsDocument,
  AuditLogDocument,
  ChatRoomListDocument,
  CloudMyBatchesDocument,
  GetNotificationByUserIdDocument,
  StaffPageDocument,
  TasksDocument,
  UsersDocument,
} from '../../graphql/generated/operations.generated';
import { countStatements } from './statement-count';
import { DEMO, type Json, type TestProvider } from './harness';

export type GrowthList = 'notifications' | 'cloud batches' | 'board' | 'chat rooms' | 'audit log' | 'audit actors' | 'staff page' | 'users';
export const GROWTH_LISTS: GrowthList[] = ['notifications', 'cloud batches', 'board', 'chat rooms', 'audit log', 'audit actors', 'staff page', 'users'];

type Grown = { adminId: number; cloudUserId: number; staffIds: number[] };

/** The app's own documents (graphql/operations), so the count is what the screens really ask. */
const doc = (operation: { name: string }) => providerText(operation);

export async function growthContext(p: TestProvider) {
  const [admin] = await p.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.admin.email));
  const [cloud] = await p.db.select({ id: cloudUsers.id }).from(cloudUsers).where(eq(cloudUsers.account, DEMO.cloud.account));
  const adminToken = await p.login(DEMO.admin.email, DEMO.admin.password);
  return { adminToken, cloudToken: await p.cloudLogin(DEMO.cloud.account), grown: { adminId: admin!.id, cloudUserId: cloud!.id, staffIds: [] } as Grown };
}

/** Adds `count` more rows to every list: staff, tasks, notifications, batches with files, rooms, audit entries. */
export async function growLists(db: Database, grown: Grown, count: number) {
  const tag = randomBytes(4).toString('hex');
  const staff = await db
    .insert(users)
    .values(Array.from({ length: count }, (_, i) => ({ email: `nv-${tag}-${i}@tm.local`, passwordHash: 'x', firstName: `Thợ ${i}`, lastName: 'Nguyễn', roleId: ROLE.editor, active: true })))
    .returning({ id: users.id });
  grown.staffIds.push(...staff.map((s) => s.id));
  const customerRows = await db
    .insert(customers)
    .values(Array.from({ length: Math.min(count, 20) }, (_, i) => ({ name: `Khách ${tag} ${i}` })))
    .returning({ id: customers.id });
  const taskRows = await db
    .insert(tasks)
    .values(
      staff.map((person, i) => ({
        taskName: `Việc ${tag} ${i}`,
        productName: `Sản phẩm ${i}`,
        productCode: `SP-${tag}-${i}`,
        editorId: person.id,
        qaId: staff[(i + 1) % staff.length]!.id,
        adminId: grown.adminId,
        customerId: customerRows[i % customerRows.length]!.id,
        status: (i % 7) + 1,
        position: i,
      })),
    )
    .returning({ id: tasks.id });
  await db.insert(notifications).values(taskRows.map((task, i) => ({ userId: grown.adminId, taskId: task.id, content: `Thông báo ${i}` })));
  const batches = await db
    .insert(cloudBatches)
    .values(Array.from({ length: count }, (_, i) => ({ cloudUserId: grown.cloudUserId, name: `Lô ${tag} ${i}`, taskId: taskRows[i]!.id })))
    .returning({ id: cloudBatches.id });
  await db.insert(cloudFiles).values(
    batches.flatMap((batch, i) =>
      Array.from({ length: 3 }, (_, f) => ({
        batchId: batch.id,
        cloudUserId: grown.cloudUserId,
        uploadId: `${tag}-${i}-${f}`,
        name: `anh-${f}.jpg`,
        size: 1000 + f,
        completedAt: new Date(),
      })),
    ),
  );
  const rooms = await db
    .insert(chatRooms)
    .values(staff.map(() => ({ type: 'Private' as const, createdBy: grown.adminId })))
    .returning({ id: chatRooms.id });
  await db.insert(chatRoomMembers).values(rooms.flatMap((room, i) => [{ roomId: room.id, userId: grown.adminId, isAdmin: true }, { roomId: room.id, userId: staff[i]!.id }]));
  await db.insert(chatMessages).values(rooms.map((room, i) => ({ roomId: room.id, postedBy: staff[i]!.id, content: `Chào anh ${i}` })));
  await db.insert(auditLog).values(staff.map((person, i) => ({ actorId: person.id, entityType: 'user', entityId: person.id, action: 'update', summary: `Sửa ${i}` })));
}

/** Runs one list as its screen does and returns its statements and how many rows it answered. */
export async function measureList(p: TestProvider, list: GrowthList, ctx: Awaited<ReturnType<typeof growthContext>>): Promise<{ statements: number; rows: number }> {
  const { adminToken, cloudToken, grown } = ctx;
  const asks: Record<GrowthList, () => Promise<{ query: string; variables: Record<string, unknown>; token: string; rows: (data: Json) => number }>> = {
    notifications: async () => ({ query: doc(GetNotificationByUserIdDocument), variables: { id: grown.adminId, limit: 100 }, token: adminToken, rows: (d) => d.get_notification_by_user_id.length }),
    'cloud batches': async () => ({ query: doc(CloudMyBatchesDocument), variables: { limit: 50 }, token: cloudToken, rows: (d) => d.cloud_my_batches.items.length }),
    board: async () => ({ query: doc(TasksDocument), variables: {}, token: adminToken, rows: (d) => d.task_board.cards.length }),
    'chat rooms': async () => ({ query: doc(ChatRoomListDocument), variables: { input: { userId: grown.adminId, args: { last: 99 } } }, token: adminToken, rows: (d) => d.chat_room_list.edges.length }),
    'audit log': async () => ({ query: doc(AuditLogDocument), variables: { input: { page_size: 100 } }, token: adminToken, rows: (d) => d.audit_log.items.length }),
    'audit actors': async () => ({ query: doc(AuditActorsDocument), variables: {}, token: adminToken, rows: (d) => d.audit_actors.length }),
    'staff page': async () => ({ query: doc(StaffPageDocument), variables: { input: { page_size: 100 } }, token: adminToken, rows: (d) => d.staff_page.items.length }),
    users: async () => ({ query: doc(UsersDocument), variables: { input: {} }, token: adminToken, rows: (d) => d.users.length }),
  };
  const ask = await asks[list]();
  const { statements, result } = await countStatements(p, () => p.gql(ask.query, ask.variables, { token: ask.token }));
  if (result.errors) throw new Error(`${list}: ${JSON.stringify(result.errors)}`);
  return { statements, rows: ask.rows(result.data) };
}
