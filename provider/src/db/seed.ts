import { count, eq, sql } from 'drizzle-orm';
import { statusLabel, TASK_STATUS, type TaskStatusName } from '../../../domain/task-status';
import { hashPassword } from '../auth/passwords';
import type { Database } from './client';
import { chatMessages, chatRoomMembers, chatRooms, cloudUsers, customers, notifications, productGroups, roles, taskHistory, tasks, users } from './schema';
import { DEMO_CLOUD_USERS, DEMO_CUSTOMERS, DEMO_PRODUCT_GROUPS, DEMO_STAFF, ROLE_NAMES } from './seed-data';
import { personName } from '../../../domain/person-name';

/** The role rows are data every database needs, demo or not. */
export async function ensureRoles(db: Database) {
  await db
    .insert(roles)
    .values(Object.entries(ROLE_NAMES).map(([id, roleName]) => ({ id: Number(id), roleName })))
    .onConflictDoNothing();
}

export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

const DAY = 24 * 3600 * 1000;

/** Seeds the demo studio into an empty database, in one transaction. */
export async function seedDemo(db: Database) {
  await ensureRoles(db);
  const staffHashes = await Promise.all(DEMO_STAFF.map((u) => hashPassword(u.password)));
  const cloudHashes = await Promise.all(DEMO_CLOUD_USERS.map((u) => hashPassword(u.password)));

  await db.transaction(async (tx) => {
    const staff = await tx
      .insert(users)
      .values(DEMO_STAFF.map((u, i) => ({ email: u.email, passwordHash: staffHashes[i]!, firstName: u.firstName, lastName: u.lastName, roleId: u.roleId, active: u.active })))
      .returning({ id: users.id, email: users.email });
    const idOf = (email: string) => staff.find((u) => u.email === email)!.id;
    const admin = idOf('admin@tm.local');
    const qa = idOf('qa@tm.local');
    const editor = idOf('editor@tm.local');
    const editor2 = idOf('editor2@tm.local');

    const customerRows = await tx.insert(customers).values([...DEMO_CUSTOMERS]).returning({ id: customers.id });
    await tx
      .insert(cloudUsers)
      .values(DEMO_CLOUD_USERS.map((u, i) => ({ account: u.account, passwordHash: cloudHashes[i]!, firstName: u.firstName, lastName: u.lastName, customerId: customerRows[0]!.id })));
    const groups = await tx.insert(productGroups).values([...DEMO_PRODUCT_GROUPS]).returning();

    // Two tasks in every status, alternating editors, spread over the last three weeks.
    const statuses = Object.keys(TASK_STATUS) as TaskStatusName[];
    const now = Date.now();
    const taskValues = statuses.flatMap((status, s) =>
      [0, 1].map((k) => {
        const n = s * 2 + k + 1;
        const group = groups[n % groups.length]!;
        const statusId = TASK_STATUS[status];
        const assigned = statusId !== TASK_STATUS.Ready;
        const createdAt = new Date(now - (20 - n) * DAY);
        return {
          adminId: admin,
          editorId: assigned ? (k === 0 ? editor : editor2) : null,
          qaId: assigned ? qa : null,
          taskName: `Bộ ảnh ${['áo dài', 'túi xách', 'giày thể thao', 'trang sức', 'mỹ phẩm', 'đồng hồ', 'nội thất', 'ẩm thực'][s]} ${k + 1}`,
          productName: ['Áo dài lụa', 'Túi da', 'Giày chạy bộ', 'Nhẫn bạc', 'Son môi', 'Đồng hồ cơ', 'Ghế gỗ', 'Bánh mì'][s],
          productCode: `SP-${String(1000 + n)}`,
          productGroupId: group.id,
          // Most jobs belong to a customer; every fourth one is the studio's own.
          customerId: n % 4 === 0 ? null : customerRows[n % customerRows.length]!.id,
          totalFile: 10 + n * 3,
          originalFiles: `https://drive.studio.local/goc/SP-${1000 + n}`,
          description: 'Chỉnh màu, làm mịn da, tách nền trắng theo yêu cầu của khách.',
          status: statusId,
          position: (k + 1) * 1024,
          unitPrice: group.unitPrice,
          editorRate: group.editorRate,
          qaRate: group.qaRate,
          createdAt,
          updatedAt: createdAt,
          completedAt: statusId === TASK_STATUS.Completed ? new Date(createdAt.getTime() + 2 * DAY) : null,
        };
      }),
    );
    const seededTasks = await tx
      .insert(tasks)
      .values(taskValues)
      .returning({ id: tasks.id, status: tasks.status, editorId: tasks.editorId, taskName: tasks.taskName, createdAt: tasks.createdAt });
    // History dated with the task, so the card and its history agree.
    await tx.insert(taskHistory).values(
      seededTasks.map((t) => ({ taskId: t.id, actorId: admin, fromStatus: null, toStatus: t.status, comment: 'Tạo việc', createdAt: t.createdAt })),
    );

    const editorTasks = seededTasks.filter((t) => t.editorId === editor);
    // Worded as the provider words live ones (provider/src/modules/tasks/moves.ts, edits.ts): who
    // did what to which job, with the grouped text (docs/decisions/wording.md).
    const nameOf = (id: number | null) => {
      const person = DEMO_STAFF.find((u) => id !== null && idOf(u.email) === id);
      return person ? personName(person.lastName, person.firstName) : 'Quản trị viên';
    };
    const [adminName, qaName] = [nameOf(admin), nameOf(qa)];
    const completed = seededTasks.find((t) => t.status === TASK_STATUS.Completed)!;
    await tx.insert(notifications).values([
      ...editorTasks.slice(0, 3).map((t, i) => ({ userId: editor, taskId: t.id, content: `${adminName} đã giao cho bạn việc «${t.taskName}»`, groupText: `${adminName} đã giao cho bạn {n} việc`, isRead: i === 2 })),
      ...seededTasks
        .filter((t) => t.status === TASK_STATUS.WaitApprove)
        .map((t) => ({ userId: qa, taskId: t.id, content: `${nameOf(t.editorId)} đã chuyển việc «${t.taskName}» sang ${statusLabel('WaitApprove')}`, groupText: `${nameOf(t.editorId)} đã chuyển {n} việc sang ${statusLabel('WaitApprove')}` })),
      { userId: admin, taskId: null, content: 'Có 1 tài khoản mới chờ phê duyệt' },
      { userId: admin, taskId: completed.id, content: `${qaName} đã chuyển việc «${completed.taskName}» sang ${statusLabel('Completed')}`, groupText: `${qaName} đã chuyển {n} việc sang ${statusLabel('Completed')}` },
    ]);

    // A private chat and a group chat, with a few messages each.
    const [privateRoom, groupRoom] = await tx
      .insert(chatRooms)
      .values([
        { type: 'Private', name: null, createdBy: admin },
        { type: 'Group', name: 'Nhóm sản xuất', createdBy: admin },
      ])
      .returning();
    await tx.insert(chatRoomMembers).values([
      { roomId: privateRoom!.id, userId: admin, isAdmin: true },
      { roomId: privateRoom!.id, userId: editor, isAdmin: false },
      ...[admin, qa, editor, editor2].map((userId) => ({ roomId: groupRoom!.id, userId, isAdmin: userId === admin })),
    ]);
    const lines: [number, number, string][] = [
      [privateRoom!.id, admin, 'Chào em, bộ ảnh áo dài cần xong trước 17h nhé.'],
      [privateRoom!.id, editor, 'Dạ vâng, em đang làm ạ.'],
      [privateRoom!.id, admin, 'Nhớ giữ màu vải đúng như ảnh mẫu.'],
      [groupRoom!.id, admin, 'Chào cả nhóm, tuần này có 16 bộ ảnh mới.'],
      [groupRoom!.id, qa, 'Mình sẽ duyệt theo thứ tự hạn giao.'],
      [groupRoom!.id, editor2, 'Em nhận bộ trang sức.'],
      [groupRoom!.id, admin, 'Cảm ơn mọi người!'],
    ];
    const start = now - 2 * 3600 * 1000;
    const posted = await tx
      .insert(chatMessages)
      .values(lines.map(([roomId, postedBy, content], i) => ({ roomId, postedBy, content, postedAt: new Date(start + i * 60_000) })))
      .returning({ id: chatMessages.id, roomId: chatMessages.roomId, postedBy: chatMessages.postedBy });
    // Each member has read up to their own last message, so the others' later ones are unread.
    for (const member of await tx.select().from(chatRoomMembers)) {
      const own = posted.filter((m) => m.roomId === member.roomId && m.postedBy === member.userId).map((m) => m.id);
      if (own.length) {
        await tx
          .update(chatRoomMembers)
          .set({ lastReadMessageId: Math.max(...own) })
          .where(sql`${chatRoomMembers.roomId} = ${member.roomId} and ${chatRoomMembers.userId} = ${member.userId}`);
      }
    }
    await tx.update(chatRooms).set({ lastMessageAt: new Date(start + lines.length * 60_000) }).where(eq(chatRooms.id, groupRoom!.id));
    await tx.update(chatRooms).set({ lastMessageAt: new Date(start + 3 * 60_000) }).where(eq(chatRooms.id, privateRoom!.id));
  });
}
