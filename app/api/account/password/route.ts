import { ChangeMyPasswordDocument } from '@/graphql/generated/operations.generated';
import { changePassword, passwordChanged } from '@/lib/server/password-change';
import { routeHandler } from '@/lib/server/route-handler';
import { getStaffSession } from '@/lib/server/session';

/** 'Đổi mật khẩu' of a staff user (lib/server/password-change.ts); the new token goes into the staff cookie. */
export const POST = routeHandler(async (request) => {
  const session = await getStaffSession();
  const outcome = await changePassword(request, ChangeMyPasswordDocument, session.token);
  if ('response' in outcome) return outcome.response;

  const { token, user } = outcome.data.change_my_password;
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
  return passwordChanged();
});
