import { newPasswordRule, PASSWORD_MESSAGES } from '../../../../domain/validation/account';
import { TOO_MANY_ATTEMPTS } from '../../auth/login-limiter';
import { verifyPassword } from '../../auth/passwords';
import type { GraphQLContext } from '../../context';
import { appError, badInput, parseInput } from '../../errors';

/**
 * The checks of 'Đổi mật khẩu', for staff and cloud users alike: the per-user rate limit, the
 * current password (guessing it counts against the same limit as guessing it at login, under
 * the login's account key) and the new password's rules. Returns the new password.
 */
export async function checkPasswordChange(
  ctx: GraphQLContext,
  account: { limitKey: string | number; loginKey: string; currentHash: string | null },
  input: { currentPassword: string; newPassword: string },
): Promise<string> {
  await ctx.rateLimits.consume('passwordChange', account.limitKey);
  const wait = await ctx.limiter.retryAfter(account.loginKey, ctx.clientIp);
  if (wait > 0) throw appError('RATE_LIMITED', TOO_MANY_ATTEMPTS.replace('{minutes}', String(Math.ceil(wait / 60))), { retryAfterSeconds: wait });
  if (!(await verifyPassword(account.currentHash, input.currentPassword.slice(0, 256)))) {
    await ctx.limiter.recordFailure(account.loginKey, ctx.clientIp);
    throw badInput(PASSWORD_MESSAGES.currentWrong, 'currentPassword');
  }
  await ctx.limiter.recordSuccess(account.loginKey);
  const newPassword = parseInput(newPasswordRule, input.newPassword);
  if (newPassword === input.currentPassword) throw badInput(PASSWORD_MESSAGES.sameAsCurrent, 'newPassword');
  return newPassword;
}
