import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { appError } from '../errors';

// Named rate limits for actions other than login (login failures: auth/login-limiter.ts). Each
// is `points` actions per `duration` seconds per key (a user id, or a client address before
// login); a fixed window of 20 per 4 s means 5/s on average with bursts up to 20. Counters live
// in memory, or in Redis when REDIS_URL is set so every provider instance shares them.
// Values: docs/decisions/security-limits.md; RATE_LIMITS overrides them (see parseRateLimits).

export type Limit = { points: number; duration: number };

export const RATE_LIMITS = {
  /** Chat messages per user. */
  chatPost: { points: 20, duration: 4 },
  /** Chat rooms created per user. */
  roomCreate: { points: 10, duration: 60 },
  /** Registrations (staff and cloud) per client address. */
  register: { points: 5, duration: 60 * 60 },
  /** Password changes per user (wrong current passwords also count as login failures). */
  passwordChange: { points: 5, duration: 15 * 60 },
  /** Realtime tickets per session (one per (re)connect). */
  ticket: { points: 30, duration: 60 },
  /** File uploads per user (cloud uploads, avatars). */
  upload: { points: 30, duration: 60 },
} satisfies Record<string, Limit>;

export type LimitName = keyof typeof RATE_LIMITS;

export const TOO_FAST = 'Bạn thao tác quá nhanh. Vui lòng thử lại sau {seconds} giây.';

/** Parses `chatPost=20/4,upload=10/60` (points/seconds per name); throws naming the bad part. */
export function parseRateLimits(text: string): Partial<Record<LimitName, Limit>> {
  const result: Partial<Record<LimitName, Limit>> = {};
  for (const part of text.split(',').map((p) => p.trim()).filter(Boolean)) {
    const match = /^(\w+)=(\d+)\/(\d+)$/.exec(part);
    if (!match || !Object.hasOwn(RATE_LIMITS, match[1]!)) throw new Error(`'${part}' is not name=points/seconds with a name among ${Object.keys(RATE_LIMITS).join(', ')}`);
    const points = Number(match[2]);
    const duration = Number(match[3]);
    if (points < 1 || duration < 1) throw new Error(`'${part}': points and seconds must be at least 1`);
    result[match[1] as LimitName] = { points, duration };
  }
  return result;
}

export type RateLimitOptions = {
  redis?: Redis;
  /** Prefix of every counter key (tests use their own so runs never share counters). */
  keyPrefix?: string;
  overrides?: Partial<Record<LimitName, Limit>>;
};

export function createRateLimits(options: RateLimitOptions = {}) {
  const prefix = options.keyPrefix ?? 'tm';
  const limits = { ...RATE_LIMITS, ...options.overrides } as Record<LimitName, Limit>;
  const limiters = new Map<string, RateLimiterAbstract>();

  function limiter(name: string, limit: Limit): RateLimiterAbstract {
    let found = limiters.get(name);
    if (!found) {
      const settings = { keyPrefix: `${prefix}_${name}`, ...limit };
      // With Redis down, an in-process limiter keeps counting rather than letting everything through.
      found = options.redis
        ? new RateLimiterRedis({ storeClient: options.redis, ...settings, insuranceLimiter: new RateLimiterMemory(settings) })
        : new RateLimiterMemory(settings);
      limiters.set(name, found);
    }
    return found;
  }

  /** Counts one action; past the limit throws RATE_LIMITED with the wait in seconds. */
  async function consume(name: LimitName, key: string | number): Promise<void> {
    try {
      await limiter(name, limits[name]).consume(String(key));
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      throw appError('RATE_LIMITED', TOO_FAST.replace('{seconds}', String(seconds)), { retryAfterSeconds: seconds });
    }
  }

  /**
   * Claims a key once for `seconds` (a realtime ticket): true the first time, false after.
   * Same store as the limits, so a ticket used on one instance is spent on all.
   */
  async function claimOnce(kind: string, key: string, seconds: number): Promise<boolean> {
    try {
      await limiter(`once_${kind}`, { points: 1, duration: seconds }).consume(key);
      return true;
    } catch (error) {
      if (error instanceof RateLimiterRes) return false;
      throw error;
    }
  }

  return { limits, consume, claimOnce };
}

export type RateLimits = ReturnType<typeof createRateLimits>;
