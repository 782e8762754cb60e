import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

// Failed logins are limited per account and per client (the browser's IP, which the app
// forwards). Only failures count, so a studio behind one office IP is never locked out by its
// own successful logins. With REDIS_URL the counters are shared by every provider instance.

export const LOGIN_LIMITS = {
  perAccount: { points: 5, duration: 15 * 60 },
  perClient: { points: 30, duration: 15 * 60 },
} as const;

export const TOO_MANY_ATTEMPTS = 'Bạn đã đăng nhập sai quá nhiều lần. Vui lòng thử lại sau {minutes} phút.';

export function createLoginLimiter(redis?: Redis, prefix?: string) {
  const make = (name: string, limit: { points: number; duration: number }): RateLimiterAbstract =>
    redis
      ? new RateLimiterRedis({ storeClient: redis, keyPrefix: prefix ? `${prefix}_${name}` : name, ...limit, blockDuration: limit.duration })
      : new RateLimiterMemory({ keyPrefix: name, ...limit, blockDuration: limit.duration });
  const perAccount = make('login_account', LOGIN_LIMITS.perAccount);
  const perClient = make('login_client', LOGIN_LIMITS.perClient);

  return {
    /** Seconds until a new attempt is allowed, or 0 when it is allowed now. */
    async retryAfter(account: string, client: string): Promise<number> {
      const [a, c] = await Promise.all([perAccount.get(account), perClient.get(client)]);
      const waits = [
        a && a.consumedPoints >= LOGIN_LIMITS.perAccount.points ? a.msBeforeNext : 0,
        c && c.consumedPoints >= LOGIN_LIMITS.perClient.points ? c.msBeforeNext : 0,
      ];
      return Math.ceil(Math.max(...waits) / 1000);
    },
    async recordFailure(account: string, client: string): Promise<void> {
      // consume() rejects once the limit is passed; the next retryAfter() reports the wait.
      await Promise.allSettled([perAccount.consume(account), perClient.consume(client)]);
    },
    async recordSuccess(account: string): Promise<void> {
      await perAccount.delete(account);
    },
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
