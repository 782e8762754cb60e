import { ChangeMyCloudPasswordDocument } from '@/graphql/generated/operations.generated';
import { changePassword, passwordChanged } from '@/lib/server/password-change';
import { routeHandler } from '@/lib/server/route-handler';
import { cloudSessionUser, getCloudSession } from '@/lib/server/session';

/** 'Đổi mật khẩu' of a cloud user (lib/server/password-change.ts); the new token goes into the cloud cookie. */
export const POST = routeHandler(async (request) => {
  const session = await getCloudSession();
  const outcome = await changePassword(request, ChangeMyCloudPasswordDocument, session.token);
  if ('response' in outcome) return outcome.response;

  const { token, cloud_user: user } = outcome.data.change_my_cloud_password;
  session.token = token;
  session.user = cloudSessionUser(user);
  await session.save();
  return passwordChanged();
});
