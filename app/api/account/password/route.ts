import { print } from 'graphql';
import { NextResponse } from 'next/server';
import { ChangeMyPasswordDocument, type ChangeMyPasswordMutation } from '@/graphql/generated/operations.generated';
import { postToProvider, ProviderError, type ProviderErrorCode } from '@/lib/provider-client';
import { clientIp, errorResponse, readJson, routeHandler, type ApiError } from '@/lib/route-handler';
import { getStaffSession } from '@/lib/session';
import { passwordChangeSchema } from '@/lib/validation/account';

const STATUS: Partial<Record<ProviderErrorCode, number>> = { BAD_USER_INPUT: 400, RATE_LIMITED: 429 };

/**
 * 'Đổi mật khẩu': the provider checks the current password, sets the new one and ends every
 * session of the user (token version), then hands back a token for a new session, which is
 * kept in this browser's cookie — so the user stays signed in here and only here.
 */
export const POST = routeHandler(async (request) => {
  const body = await readJson(request);
  const parsed = passwordChangeSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return fieldError('BAD_USER_INPUT', issue.message, String(issue.path[0] ?? ''));
  }
  const session = await getStaffSession();
  if (!session.token) return errorResponse('UNAUTHENTICATED', 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.');

  const { currentPassword, newPassword } = parsed.data;
  const result = await postToProvider(
    { query: print(ChangeMyPasswordDocument), variables: { input: { currentPassword, newPassword } } },
    { token: session.token, clientIp: clientIp(request) },
  );
  const first = result.errors?.[0];
  if (first) {
    const extensions = (first.extensions ?? {}) as { code?: string; field?: unknown };
    const code = (extensions.code ?? 'INTERNAL_SERVER_ERROR') as ProviderErrorCode;
    if (code === 'BAD_USER_INPUT' || code === 'RATE_LIMITED') return fieldError(code, first.message, typeof extensions.field === 'string' ? extensions.field : '');
    throw new ProviderError(code, first.message);
  }

  const { token, user } = (result.data as ChangeMyPasswordMutation).change_my_password;
  session.token = token;
  session.user = {
    id: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    avatarUrl: user.avatar_url,
    roleId: user.role?.id ?? null,
    roleName: user.role?.role_name ?? null,
  };
  await session.save();
  return NextResponse.json({ message: 'Đã đổi mật khẩu. Các phiên đăng nhập khác của bạn đã kết thúc.' }, { headers: { 'cache-control': 'no-store' } });
});

/** A refusal the form shows under its field (`fields`, as components/auth/post-json.ts reads it). */
function fieldError(code: 'BAD_USER_INPUT' | 'RATE_LIMITED', message: string, field: string) {
  const body: ApiError & { error: { fields?: Record<string, string> } } = { error: { code, message, ...(field ? { fields: { [field]: message } } : {}) } };
  return NextResponse.json(body, { status: STATUS[code], headers: { 'cache-control': 'no-store' } });
}
