import { and, eq } from 'drizzle-orm';
import { ROLE } from '../../../../domain/roles';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import type { PubSub } from '../../events';
import { notifyUsers, type NotificationDraft } from './data';

/**
 * Tells every active admin (bell and toast), for what waits on an admin: a registration to
 * approve, a customer's new batch. Here rather than with the users' data so that the modules
 * that call it (auth, cloud-files) need not read the users module (docs/decisions/module-boundaries.md).
 */
export async function notifyAdmins(db: Executor, pubSub: PubSub, note: Omit<NotificationDraft, 'userIds'>) {
  const admins = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.active, true), eq(users.roleId, ROLE.admin)));
  await notifyUsers(db, pubSub, { ...note, userIds: admins.map((admin) => admin.id) });
}
