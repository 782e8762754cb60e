import type { Executor } from '../../db/client';
import type { GraphQLContext } from '../../context';
import { hashPassword } from '../../auth/passwords';
import { badInput, notFound } from '../../errors';
import { recordAudit } from '../audit/record';
import { temporaryPassword } from './staff';

/**
 * What the admin's deactivate/reactivate and password reset need to know about one kind of
 * account (staff or cloud customer). Both run the same way: lock the row, check, change it, end
 * the account's sessions, write the audit row in the same transaction, and once committed
 * publish sessions_ended so the account's open sockets close at once.
 */
export type AccountAccess<Row extends { active: boolean }> = {
  kind: 'staff' | 'cloud';
  entityType: 'user' | 'cloud_user';
  notFoundMessage: string;
  /** The row locked for update (`purpose` says for which change), or null when there is no such account. */
  lock: (tx: Executor, id: number, purpose: 'active' | 'password') => Promise<Row | null>;
  /** Why the account may not take this active state (the message shown), or null. */
  refuseActive: (row: Row, active: boolean) => string | null;
  setActive: (tx: Executor, id: number, active: boolean) => Promise<void>;
  setPassword: (tx: Executor, id: number, passwordHash: string) => Promise<void>;
  endSessions: (tx: Executor, id: number) => Promise<void>;
  /** Audit summaries, e.g. `Ngừng hoạt động tài khoản …`. */
  activeSummary: (row: Row, active: boolean) => string;
  passwordResetSummary: (row: Row) => string;
};

async function lockOrThrow<Row extends { active: boolean }>(tx: Executor, access: AccountAccess<Row>, id: number, purpose: 'active' | 'password') {
  const row = await access.lock(tx, id, purpose);
  if (!row) throw notFound(access.notFoundMessage);
  return row;
}

export async function setAccountActive<Row extends { active: boolean }>(
  ctx: GraphQLContext,
  access: AccountAccess<Row>,
  { adminId, id, active }: { adminId: number; id: number; active: boolean },
) {
  const changed = await ctx.db.transaction(async (tx) => {
    const before = await lockOrThrow(tx, access, id, 'active');
    const refusal = access.refuseActive(before, active);
    if (refusal) throw badInput(refusal, 'id');
    if (before.active === active) return false;
    await access.setActive(tx, id, active);
    if (!active) await access.endSessions(tx, id);
    await recordAudit(tx, {
      actorId: adminId,
      entityType: access.entityType,
      entityId: id,
      action: active ? 'reactivate' : 'deactivate',
      summary: access.activeSummary(before, active),
      before: { active: before.active },
      after: { active },
    });
    return true;
  });
  if (changed && !active) ctx.pubSub.publish('sessions_ended', { kind: access.kind, id });
}

/** Sets a temporary password (returned once, never logged) and ends the account's sessions. */
export async function resetAccountPassword<Row extends { active: boolean }>(ctx: GraphQLContext, access: AccountAccess<Row>, { adminId, id }: { adminId: number; id: number }) {
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    const before = await lockOrThrow(tx, access, id, 'password');
    await access.setPassword(tx, id, passwordHash);
    await access.endSessions(tx, id);
    await recordAudit(tx, { actorId: adminId, entityType: access.entityType, entityId: id, action: 'password_reset', summary: access.passwordResetSummary(before) });
  });
  ctx.pubSub.publish('sessions_ended', { kind: access.kind, id });
  return password;
}
