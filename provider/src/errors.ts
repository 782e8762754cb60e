import { GraphQLError } from 'graphql';
import type { z } from 'zod';

// Errors are values with a code (docs/decisions/code-habits.md, habit 4): the app maps codes, never parses text.
export type ErrorCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'BAD_USER_INPUT' | 'CONFLICT' | 'NOT_FOUND' | 'RATE_LIMITED' | 'PAYLOAD_TOO_LARGE' | 'SERVICE_UNAVAILABLE';

export function appError(code: ErrorCode, message: string, extra: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

export const unauthenticated = () => appError('UNAUTHENTICATED', 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.');
export const forbidden = (message = 'Bạn không có quyền thực hiện thao tác này.') => appError('FORBIDDEN', message);
export const notFound = (message = 'Không tìm thấy dữ liệu yêu cầu.') => appError('NOT_FOUND', message);
export const badInput = (message: string, field?: string) => appError('BAD_USER_INPUT', message, field ? { field } : {});

/** Parses with a zod schema (domain/validation) or throws BAD_USER_INPUT with its first message and the field's name. */
export function parseInput<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw badInput(issue.message, issue.path.map(String).join('.'));
}

/** Postgres unique violation, wherever drizzle wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** The database is out of reach (restarting, failing over, network cut): a 503 the user can retry. */
export const databaseUnavailable = () =>
  appError('SERVICE_UNAVAILABLE', 'Hệ thống dữ liệu đang tạm gián đoạn. Vui lòng thử lại sau ít giây.', { http: { status: 503 } });

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006']);
const CONNECTION_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection closed/i;

/** A failure to reach PostgreSQL (not a failing query), wherever drizzle or pg wrapped it. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error as { code?: string; message?: string; cause?: unknown } | null | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && CONNECTION_CODES.has(e.code)) return true;
    if (typeof e.message === 'string' && CONNECTION_MESSAGES.test(e.message)) return true;
  }
  return false;
}
