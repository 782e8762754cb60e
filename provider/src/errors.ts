import { GraphQLError } from 'graphql';

// Errors are values with a code (CONVENTIONS.md 14): the app maps codes, never parses text.
export type ErrorCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'BAD_USER_INPUT' | 'CONFLICT' | 'NOT_FOUND' | 'RATE_LIMITED' | 'PAYLOAD_TOO_LARGE';

export function appError(code: ErrorCode, message: string, extra: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

export const unauthenticated = () => appError('UNAUTHENTICATED', 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.');
export const forbidden = (message = 'Bạn không có quyền thực hiện thao tác này.') => appError('FORBIDDEN', message);
export const notFound = (message = 'Không tìm thấy dữ liệu yêu cầu.') => appError('NOT_FOUND', message);
export const badInput = (message: string, field?: string) => appError('BAD_USER_INPUT', message, field ? { field } : {});

/** Postgres unique violation, wherever drizzle wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
