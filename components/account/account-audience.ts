import { UpdateMyAvatarDocument, UpdateMyCloudAvatarDocument, UpdateMyCloudProfileDocument, UpdateMyProfileDocument } from '@/graphql/generated/operations.generated';
import { gqlRequest } from '@/lib/client/graphql-client';

/**
 * Whose account the account forms change: a staff user's (/thong-tin-tai-khoan) or a cloud
 * user's (/user-cloud/thong-tin-tai-khoan). Same forms and rules; each has its own mutations
 * and its own password route (which keeps the new token in that audience's cookie).
 */
export type AccountAudience = 'staff' | 'cloud';

export const PASSWORD_ROUTE: Record<AccountAudience, string> = { staff: '/api/account/password', cloud: '/api/cloud/account/password' };

export async function saveProfile(audience: AccountAudience, names: { firstName: string; lastName: string }) {
  const input = { first_name: names.firstName, last_name: names.lastName };
  if (audience === 'cloud') await gqlRequest(UpdateMyCloudProfileDocument, { input });
  else await gqlRequest(UpdateMyProfileDocument, { input });
}

export async function saveAvatar(audience: AccountAudience, dataUrl: string | null) {
  if (audience === 'cloud') await gqlRequest(UpdateMyCloudAvatarDocument, { input: { dataUrl } });
  else await gqlRequest(UpdateMyAvatarDocument, { input: { dataUrl } });
}
