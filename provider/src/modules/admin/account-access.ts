import type { Executor } from '../../db/client';
import type { GraphQLContext } from '../../context';
import { requireAdmin } from '../../auth/guards';
import { hashPassword } from '../../auth/passwords';
import { badInput, notFound } from '../../errors';
import { recordAudit } from '../audit/record';
import { temporaryPassword } from './staff';

/**
 * What the admin's deactivate/reactivate and password reset need to know about one kind of
 * account (staff or cloud customer). Both run the same way: lock the row, check, change it, end
 * the account's sessions, write the audit row in the same transaction, and once committed
 * publish sessions_ended so the account's open sockets close at once. Both are the admin's
 * (requireAdmin first) and answer with the account as the admin's list shows it (`reload`).
 */
export type AccountAccess<Row extends { active: boolean }, Account> = {
  kind: 'staff' | 'cloud';
  entityType: 'user' | 'cloud_user';
  notFoundMessage: string;
  /** The row locked for update (`purpose` says for which change), or null when there is no such account. */
  lock: (tx: Executor, id: number, purpose: 'active' | 'password') => Promise<Row | null>;
  /** Why the admin (`adminId`) may not give the account this active state (the message shown), or null. */
  refuseActive: (row: Row, active: boolean, adminId: number) => string | null;
  setActive: (tx: Executor, id: number, active: boolean) => Promise<void>;
  setPassword: (tx: Executor, id: number, passwordHash: string) => Promise<void>;
  endSessions: (tx: Executor, id: number) => Promise<void>;
  /** Audit summaries, e.g. `Ngừng hoạt động tài khoản …`. */
  activeSummary: (row: Row, active: boolean) => string;
  passwordResetSummary: (row: Row) => string;
  /** The account after the change, as the API answers with it. */
  reload: (ctx: GraphQLContext, id: number) => Promise<Account>;
};

async function lockOrThrow<Row extends { active: boolean }>(tx: Executor, access: AccountAccess<Row, unknown>, id: number, purpose: 'active' | 'password') {
  const row = await access.lock(tx, id, purpose);
  if (!row) throw notFound(access.notFoundMessage);
  return row;
}

export async function setAccountActive<Row extends { active: boolean }, Account>(ctx: GraphQLContext, access: AccountAccess<Row, Account>, id: number, active: boolean) {
  const adminId = requireAdmin(ctx).id;
  const changed = await ctx.db.transaction(async (tx) => {
    const before = await lockOrThrow(tx, access, id, 'active');
    const refusal = access.refuseActive(before, active, adminId);
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
  return access.reload(ctx, id);
}

/** Sets a temporary password (returned once, never logged) and ends the account's sessions. */
export async function resetAccountPassword<Row extends { active: boolean }, Account>(ctx: GraphQLContext, access: AccountAccess<Row, Account>, id: number) {
  const adminId = requireAdmin(ctx).id;
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    const before = await lockOrThrow(tx, access, id, 'password');
    await access.setPassword(tx, id, passwordHash);
    await access.endSessions(tx, id);
    await recordAudit(tx, { actorId: adminId, entityType: access.entityType, entityId: id, action: 'password_reset', summary: access.passwordResetSummary(before) });
  });
  ctx.pubSub.publish('sessions_ended', { kind: access.kind, id });
  return { account: await access.reload(ctx, id), temporary_password: password };
}
