import { NextResponse } from 'next/server';
import { LoginDocument } from '@/graphql/generated/operations.generated';
import { callProvider } from '@/lib/server/provider-client';
import { clientIp, errorResponse, readJson, routeHandler } from '@/lib/server/route-handler';
import { getStaffSession, staffSessionUser } from '@/lib/server/session';
import { safeReturnPath } from '@/lib/navigation/return-path';
import { staffLoginSchema } from '@/domain/validation/auth';

/** Staff login: asks the provider, then keeps its token in the encrypted staff cookie. */
export const POST = routeHandler(async (request) => {
  const body = await readJson(request);
  const parsed = staffLoginSchema.safeParse(body);
  if (!parsed.success) return errorResponse('BAD_USER_INPUT', parsed.error.issues[0]!.message);
  const { email, password, remember } = parsed.data;

  const { login } = await callProvider(LoginDocument, { input: { email, password, remember } }, { clientIp: clientIp(request) });
  if (!login.user) return errorResponse('UNAUTHENTICATED', 'Không tìm thấy thông tin người dùng');

  const session = await getStaffSession(remember);
  session.token = login.token;
  session.remember = remember;
  session.user = staffSessionUser(login.user);
  await session.save();
  const returnTo = safeReturnPath((body as { returnTo?: string } | null)?.returnTo);
  return NextResponse.json({ redirectTo: returnTo });
});
