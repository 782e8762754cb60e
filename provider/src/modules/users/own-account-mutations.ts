import { profileSchema } from '../../../../domain/validation/account';
import { hashPassword } from '../../auth/passwords';
import type { GraphQLContext } from '../../context';
import type { Executor } from '../../db/client';
import { notFound, parseInput, unauthenticated } from '../../errors';
import { swapAvatar } from './avatar-files';
import { replaceAvatarUrl, replacePassword, type AccountKind } from './own-account';
import { checkPasswordChange } from './password-change';

// The caller's own-account mutations (profile, avatar, password), the same steps for a staff
// member (users/resolvers.ts) and a cloud user (cloud-account/resolvers.ts). There is no id to
// pass: each acts on the signed-in account only.

/** The signed-in account and what differs between its two kinds. */
export type OwnAccount<Row> = {
  kind: AccountKind;
  id: number;
  /** The account as the API returns it. */
  load: (db: Executor, id: number) => Promise<Row | null>;
  saveNames: (db: Executor, id: number, names: { firstName: string; lastName: string }) => Promise<Row | null>;
  /** The key of the account's upload and password-change rate limits. */
  limitKey: string | number;
  /** The key of the account's failed sign-ins (a wrong current password counts as one). */
  loginKey: string;
  currentHash: (db: Executor) => Promise<string | null>;
};

export async function updateOwnProfile<Row>(ctx: GraphQLContext, account: OwnAccount<Row>, input: { first_name: string; last_name: string }): Promise<Row> {
  const names = parseInput(profileSchema, { firstName: input.first_name, lastName: input.last_name });
  const row = await account.saveNames(ctx.db, account.id, names);
  if (!row) throw notFound();
  return row;
}

/** A new avatar image (PNG, JPEG or WebP data URL), or none when `dataUrl` is empty. */
export async function updateOwnAvatar<Row>(ctx: GraphQLContext, account: OwnAccount<Row>, dataUrl: string | null | undefined): Promise<Row> {
  if (dataUrl) await ctx.rateLimits.consume('upload', account.limitKey);
  const found = await swapAvatar(ctx.fileStorageDir, account.id, dataUrl, (url) => replaceAvatarUrl(ctx.db, account.kind, account.id, url));
  if (!found) throw notFound();
  return (await account.load(ctx.db, account.id))!;
}

/** Ends every session of the account and returns the caller's new token with the account. */
export async function changeOwnPassword<Row>(ctx: GraphQLContext, account: OwnAccount<Row>, input: { currentPassword: string; newPassword: string }) {
  if (ctx.viewer?.kind !== account.kind) throw unauthenticated();
  const newPassword = await checkPasswordChange(ctx, { limitKey: account.limitKey, loginKey: account.loginKey, currentHash: await account.currentHash(ctx.db) }, input);
  const session = await replacePassword(ctx.db, account.kind, account.id, await hashPassword(newPassword), ctx.viewer.sessionId);
  if (!session) throw unauthenticated();
  const token = await ctx.tokens.signAccess({ sub: account.id, kind: account.kind, sid: session.sessionId, ver: session.tokenVersion }, session.expiresAt);
  return { token, account: (await account.load(ctx.db, account.id))! };
}
