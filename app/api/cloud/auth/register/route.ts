import { NextResponse } from 'next/server';
import { RegisterCloudUserDocument } from '@/graphql/generated/operations.generated';
import { callProvider } from '@/lib/server/provider-client';
import { clientIp, errorResponse, readJson, routeHandler } from '@/lib/server/route-handler';
import { cloudRegisterSchema } from '@/domain/validation/auth';

/** Cloud registration: the studio's customers may sign in right after registering. */
export const POST = routeHandler(async (request) => {
  const parsed = cloudRegisterSchema.safeParse(await readJson(request));
  if (!parsed.success) return errorResponse('BAD_USER_INPUT', parsed.error.issues[0]!.message);
  const { account, password, firstName, lastName } = parsed.data;
  const { register_cloud_user } = await callProvider(
    RegisterCloudUserDocument,
    { input: { account, password, first_name: firstName, last_name: lastName } },
    { clientIp: clientIp(request) },
  );
  return NextResponse.json({ message: register_cloud_user.message });
});
