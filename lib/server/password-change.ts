import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import type { ChangeMyPasswordInput } from '@/graphql/generated/operations.generated';
import type { TypedOperation } from '@/graphql/operation';
import { providerText } from '@/graphql/provider-text';
import { postToProvider, ProviderError, type ProviderErrorCode } from './provider-client';
import { clientIp, errorResponse, readJson, type ApiError } from './route-handler';
import { passwordChangeSchema } from '@/domain/validation/account';

// 'Đổi mật khẩu' for staff (app/api/account/password) and cloud users
// (app/api/cloud/account/password): the provider checks the current password, sets the new
// one and ends every session of the user (token version), then hands back a token for a new
// session, which the route keeps in this browser's cookie — so the user stays signed in here
// and only here.

const STATUS: Partial<Record<ProviderErrorCode, number>> = { BAD_USER_INPUT: 400, RATE_LIMITED: 429 };

/** The provider's answer (the new token and user), or the response to send instead. */
export async function changePassword<T>(
  request: NextRequest,
  operation: TypedOperation<T, { input: ChangeMyPasswordInput }>,
  token: string | undefined,
): Promise<{ response: Response } | { data: T }> {
  const body = await readJson(request);
  const parsed = passwordChangeSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { response: fieldError('BAD_USER_INPUT', issue.message, String(issue.path[0] ?? '')) };
  }
  if (!token) return { response: errorResponse('UNAUTHENTICATED', 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.') };

  const { currentPassword, newPassword } = parsed.data;
  const result = await postToProvider({ query: providerText(operation), variables: { input: { currentPassword, newPassword } } }, { token, clientIp: clientIp(request) });
  const first = result.errors?.[0];
  if (first) {
    const extensions = (first.extensions ?? {}) as { code?: string; field?: unknown };
    const code = (extensions.code ?? 'INTERNAL_SERVER_ERROR') as ProviderErrorCode;
    if (code === 'BAD_USER_INPUT' || code === 'RATE_LIMITED') {
      return { response: fieldError(code, first.message, typeof extensions.field === 'string' ? extensions.field : '') };
    }
    throw new ProviderError(code, first.message);
  }
  return { data: result.data as T };
}

export function passwordChanged() {
  return NextResponse.json({ message: 'Đã đổi mật khẩu. Các phiên đăng nhập khác của bạn đã kết thúc.' }, { headers: { 'cache-control': 'no-store' } });
}

/** A refusal the form shows under its field (`fields`, as components/auth/post-json.ts reads it). */
function fieldError(code: 'BAD_USER_INPUT' | 'RATE_LIMITED', message: string, field: string) {
  const body: ApiError & { error: { fields?: Record<string, string> } } = { error: { code, message, ...(field ? { fields: { [field]: message } } : {}) } };
  return NextResponse.json(body, { status: STATUS[code], headers: { 'cache-control': 'no-store' } });
}
