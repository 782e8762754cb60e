import { ChangeMyPasswordDocument } from '@/graphql/generated/operations.generated';
import { changePassword, passwordChanged } from '@/lib/server/password-change';
import { routeHandler } from '@/lib/server/route-handler';
import { getStaffSession, staffSessionUser } from '@/lib/server/session';

/** 'Đổi mật khẩu' of a staff user (lib/server/password-change.ts); the new token goes into the staff cookie. */
export const POST = routeHandler(async (request) => {
  const session = await getStaffSession();
  const outcome = await changePassword(request, ChangeMyPasswordDocument, session.token);
  if ('response' in outcome) return outcome.response;

  const { token, user } = outcome.data.change_my_password;
  session.token = token;
  session.user = staffSessionUser(user);
  await session.save();
  return passwordChanged();
});
