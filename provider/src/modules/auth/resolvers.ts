import { TOO_MANY_ATTEMPTS } from '../../auth/login-limiter';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { requireCloud, requireStaff } from '../../auth/guards';
import { TICKET_SECONDS, type TokenClaims } from '../../auth/tokens';
import type { GraphQLContext, Viewer } from '../../context';
import { appError, forbidden, isUniqueViolation, parseInput, unauthenticated } from '../../errors';
import type { Resolvers } from '../../generated/graphql.generated';
import {
  createSession,
  findCloudUserByAccount,
  findStaffByEmail,
  insertCloudAccount,
  insertStaffAccount,
  revokeSession,
  STAFF_SESSION_HOURS,
} from './data';
import { cloudRegistrationInput, staffRegistrationInput } from '../../../../domain/validation/auth';
import { notifyAdmins } from '../notifications/notify-admins';
import { personName } from '../../../../domain/person-name';
import { queueAddressConfirmation } from '../mail/customer-mail';

const WRONG_CREDENTIALS = 'Email hoặc mật khẩu không đúng.';
const WRONG_CLOUD_CREDENTIALS = 'Tài khoản hoặc mật khẩu không đúng.';

/** What a ticket carries: who, which session and token version (checked again when it is used). */
export function ticketClaims(viewer: Viewer): TokenClaims {
  return viewer.kind === 'staff'
    ? { sub: viewer.user.id, kind: 'staff', sid: viewer.sessionId, ver: viewer.user.tokenVersion }
    : { sub: viewer.cloudUser.id, kind: 'cloud', sid: viewer.sessionId, ver: viewer.cloudUser.tokenVersion };
}

/**
 * A short-lived ticket for the viewer (docs/decisions/realtime-door.md): counted against the
 * session's 'ticket' limit, then signed by `sign` from the viewer's claims; expires in 60 s.
 */
export async function issueTicket(ctx: GraphQLContext, viewer: Viewer, sign: (claims: TokenClaims) => Promise<string>) {
  await ctx.rateLimits.consume('ticket', viewer.sessionId);
  return { ticket: await sign(ticketClaims(viewer)), expires_at: new Date(Date.now() + TICKET_SECONDS * 1000).toISOString() };
}

function sessionExpiry(remember: boolean | null | undefined): Date {
  const hours = remember === false ? STAFF_SESSION_HOURS.browser : STAFF_SESSION_HOURS.remember;
  return new Date(Date.now() + hours * 3600 * 1000);
}

async function refuseWhileLimited(ctx: GraphQLContext, accountKey: string) {
  const wait = await ctx.limiter.retryAfter(accountKey, ctx.clientIp);
  if (wait > 0) {
    throw appError('RATE_LIMITED', TOO_MANY_ATTEMPTS.replace('{minutes}', String(Math.ceil(wait / 60))), { retryAfterSeconds: wait });
  }
}

/**
 * The password check of both sign-ins: refused while the account or the address is limited; a
 * wrong account or password counts one failure and gets the same message (`wrongMessage`), so
 * the answer does not say which accounts exist; a right one clears the account's failures.
 */
async function checkCredentials<Account extends { passwordHash: string | null }>(
  ctx: GraphQLContext,
  accountKey: string,
  find: () => Promise<Account | null | undefined> | null,
  password: string,
  wrongMessage: string,
): Promise<Account> {
  await refuseWhileLimited(ctx, accountKey);
  const account = await find();
  const passwordMatches = await verifyPassword(account?.passwordHash ?? null, password.slice(0, 256));
  if (!account || !passwordMatches) {
    await ctx.limiter.recordFailure(accountKey, ctx.clientIp);
    throw appError('UNAUTHENTICATED', wrongMessage);
  }
  await ctx.limiter.recordSuccess(accountKey);
  return account;
}

/** A new session of the signed-in account and its access token ('Ghi nhớ tài khoản': `remember`). */
async function openSession(ctx: GraphQLContext, owner: Parameters<typeof createSession>[1], account: { id: number; tokenVersion: number }, remember: boolean | null | undefined) {
  const expiresAt = sessionExpiry(remember);
  const sid = await createSession(ctx.db, owner, expiresAt);
  return ctx.tokens.signAccess({ sub: account.id, kind: owner.kind, sid, ver: account.tokenVersion }, expiresAt);
}

/** The columns both kinds of registration fill the same way: the password's hash and the names. */
async function newAccountFields(values: { password: string; first_name: string; last_name: string }) {
  return { passwordHash: await hashPassword(values.password), firstName: values.first_name, lastName: values.last_name };
}

/** Inserts a registration; one the unique index refuses (taken meanwhile) is a CONFLICT with `takenMessage`. */
async function insertNewAccount(insert: () => Promise<unknown>, takenMessage: string) {
  try {
    await insert();
  } catch (error) {
    if (isUniqueViolation(error)) throw appError('CONFLICT', takenMessage);
    throw error;
  }
}

export const authResolvers: Resolvers = {
  Query: {
    async login(_parent, { input }, ctx) {
      const email = input.email.trim().toLowerCase().slice(0, 254);
      const accountKey = `staff:${email}`;
      const user = await checkCredentials(ctx, accountKey, () => (email ? findStaffByEmail(ctx.db, email) : null), input.password, WRONG_CREDENTIALS);
      if (!user.active) {
        if (user.rejectedAt) {
          throw forbidden(`Đăng ký tài khoản của bạn đã bị từ chối. Lý do: ${user.rejectionReason ?? 'không ghi rõ'}`);
        }
        throw forbidden(
          user.roleId === null
            ? 'Tài khoản của bạn đang chờ quản trị viên phê duyệt.'
            : 'Tài khoản của bạn đã bị khóa. Vui lòng liên hệ quản trị viên.',
        );
      }
      const token = await openSession(ctx, { kind: 'staff', userId: user.id }, user, input.remember);
      return { token, user };
    },

    async cloudUserLogin(_parent, { input }, ctx) {
      const account = input.userName.trim().slice(0, 80);
      const accountKey = `cloud:${account.toLowerCase()}`;
      const cloudUser = await checkCredentials(ctx, accountKey, () => (account ? findCloudUserByAccount(ctx.db, account) : null), input.password, WRONG_CLOUD_CREDENTIALS);
      if (cloudUser.awaitingApproval) throw forbidden('Tài khoản cloud của bạn đang chờ studio phê duyệt.');
      if (!cloudUser.active) throw forbidden('Tài khoản cloud của bạn đã bị khóa. Vui lòng liên hệ studio.');
      const token = await openSession(ctx, { kind: 'cloud', cloudUserId: cloudUser.id }, cloudUser, input.remember);
      return { token, cloudUserLogin: cloudUser };
    },

    me: (_parent, _args, ctx) => requireStaff(ctx),
    cloud_me: (_parent, _args, ctx) => requireCloud(ctx),
  },

  Mutation: {
    async register_staff(_parent, { input }, ctx) {
      await ctx.rateLimits.consume('register', ctx.clientIp);
      const values = parseInput(staffRegistrationInput, input);
      await insertNewAccount(async () => insertStaffAccount(ctx.db, { email: values.email, ...(await newAccountFields(values)) }), 'Email này đã được đăng ký.');
      // Every active admin hears of it at once (bell and toast), so approval does not wait.
      await notifyAdmins(ctx.db, ctx.pubSub, {
        event: 'registration',
        taskId: null,
        link: '/phe-duyet-tai-khoan',
        content: `Tài khoản mới chờ phê duyệt: ${personName(values.last_name, values.first_name)} (${values.email})`,
      });
      return { message: 'Đăng ký thành công. Tài khoản của bạn đang chờ quản trị viên phê duyệt trước khi đăng nhập.' };
    },

    async register_cloud_user(_parent, { input }, ctx) {
      await ctx.rateLimits.consume('register', ctx.clientIp);
      const values = parseInput(cloudRegistrationInput, input);
      if (await findCloudUserByAccount(ctx.db, values.account)) throw appError('CONFLICT', 'Tài khoản cloud này đã tồn tại.');
      const fields = await newAccountFields(values);
      const email = values.email ?? null;
      // The account and its address confirmation commit together (docs/decisions/email.md).
      await insertNewAccount(
        () =>
          ctx.db.transaction(async (tx) => {
            const id = await insertCloudAccount(tx, { account: values.account, email, ...fields });
            if (email) await queueAddressConfirmation(tx, ctx, { id, email, firstName: fields.firstName, lastName: fields.lastName });
          }),
        'Tài khoản cloud này đã tồn tại.',
      );
      if (email) ctx.mail.kick();
      return { message: 'Đăng ký thành công. Tài khoản cloud của bạn đang chờ studio phê duyệt trước khi đăng nhập.' };
    },

    async logout(_parent, _args, ctx) {
      if (!ctx.viewer) throw unauthenticated();
      await revokeSession(ctx.db, ctx.viewer.sessionId);
      return true;
    },

    async issue_realtime_ticket(_parent, _args, ctx) {
      if (!ctx.viewer) throw unauthenticated();
      return issueTicket(ctx, ctx.viewer, ctx.tokens.signRealtimeTicket);
    },

    // Only the cloud area uploads (provider/src/modules/cloud-files/routes.ts).
    async issue_upload_ticket(_parent, _args, ctx) {
      requireCloud(ctx);
      return issueTicket(ctx, ctx.viewer!, ctx.tokens.signUploadTicket);
    },
  },

  CloudUser: {
    account: (row) => row.account,
    avatar_url: (row) => row.avatarUrl,
    first_name: (row) => row.firstName,
    last_name: (row) => row.lastName,
    email: (row) => row.email,
    email_confirmed: (row) => row.emailConfirmedAt !== null,
    active: (row) => row.active,
  },
};
