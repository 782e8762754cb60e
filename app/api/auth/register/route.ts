import { NextResponse } from 'next/server';
import { RegisterStaffDocument } from '@/graphql/generated/operations.generated';
import { callProvider } from '@/lib/server/provider-client';
import { clientIp, errorResponse, readJson, routeHandler } from '@/lib/server/route-handler';
import { staffRegisterSchema } from '@/domain/validation/auth';

/** Staff self-registration: creates an account that waits for an admin's approval. */
export const POST = routeHandler(async (request) => {
  const parsed = staffRegisterSchema.safeParse(await readJson(request));
  if (!parsed.success) return errorResponse('BAD_USER_INPUT', parsed.error.issues[0]!.message);
  const { email, password, firstName, lastName } = parsed.data;
  const { register_staff } = await callProvider(
    RegisterStaffDocument,
    { input: { email, password, first_name: firstName, last_name: lastName } },
    { clientIp: clientIp(request) },
  );
  return NextResponse.json({ message: register_staff.message });
});
