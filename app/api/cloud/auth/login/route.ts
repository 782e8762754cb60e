import { NextResponse } from 'next/server';
import { CloudUserLoginDocument } from '@/graphql/generated/operations.generated';
import { callProvider } from '@/lib/server/provider-client';
import { clientIp, errorResponse, readJson, routeHandler } from '@/lib/server/route-handler';
import { cloudSessionUser, getCloudSession } from '@/lib/server/session';
import { cloudLoginSchema } from '@/domain/validation/auth';
import { safeReturnPath } from '@/lib/navigation/return-path';

/** Cloud login: the cloud user's token goes into its own encrypted cookie. */
export const POST = routeHandler(async (request) => {
  const body = await readJson(request);
  const parsed = cloudLoginSchema.safeParse(body);
  if (!parsed.success) return errorResponse('BAD_USER_INPUT', parsed.error.issues[0]!.message);
  const { account, password, remember } = parsed.data;

  const { cloudUserLogin } = await callProvider(
    CloudUserLoginDocument,
    { input: { userName: account, password, remember } },
    { clientIp: clientIp(request) },
  );
  const user = cloudUserLogin.cloudUserLogin;
  if (!user) return errorResponse('UNAUTHENTICATED', 'Không tìm thấy thông tin người dùng');

  const session = await getCloudSession(remember);
  session.token = cloudUserLogin.token;
  session.remember = remember;
  session.user = cloudSessionUser(user);
  await session.save();
  const requested = safeReturnPath((body as { returnTo?: string } | null)?.returnTo, '/user-cloud');
  return NextResponse.json({ redirectTo: requested.startsWith('/user-cloud') ? requested : '/user-cloud' });
});
