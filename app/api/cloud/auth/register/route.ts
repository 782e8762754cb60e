import { RegisterCloudUserDocument } from '@/graphql/generated/operations.generated';
import { callProvider } from '@/lib/server/provider-client';
import { registerWith } from '@/lib/server/registration';
import { routeHandler } from '@/lib/server/route-handler';
import { cloudRegisterSchema } from '@/domain/validation/auth';

/** Cloud registration: the studio's customers may sign in right after registering. */
export const POST = routeHandler((request) =>
  registerWith(request, cloudRegisterSchema, async ({ account, email, password, firstName, lastName }, options) => {
    const input = { account, email, password, first_name: firstName, last_name: lastName };
    return (await callProvider(RegisterCloudUserDocument, { input }, options)).register_cloud_user;
  }),
);
