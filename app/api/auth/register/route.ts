import { RegisterStaffDocument } from '@/graphql/generated/operations.generated';
import { callProvider } from '@/lib/server/provider-client';
import { registerWith } from '@/lib/server/registration';
import { routeHandler } from '@/lib/server/route-handler';
import { staffRegisterSchema } from '@/domain/validation/auth';

/** Staff self-registration: creates an account that waits for an admin's approval. */
export const POST = routeHandler((request) =>
  registerWith(request, staffRegisterSchema, async ({ email, password, firstName, lastName }, options) => {
    const input = { email, password, first_name: firstName, last_name: lastName };
    return (await callProvider(RegisterStaffDocument, { input }, options)).register_staff;
  }),
);
