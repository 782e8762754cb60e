import 'server-only';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { CloudMeDocument, MeDocument } from '@/graphql/generated/operations.generated';
import { callProvider, ProviderError } from './provider-client';
import { cloudSessionUser, getCloudSession, getStaffSession, staffSessionUser, type CloudSessionUser, type StaffSessionUser } from './session';

// The second guard layer: server layouts and pages ask the provider who the session's token
// belongs to. A logged-out, deactivated or role-changed token is refused there, so a replayed
// cookie gets nothing even though it still decrypts.

/** mustChangePassword: an admin reset the password; every staff page sends the user to change it. */
export type StaffViewer = StaffSessionUser & { token: string; mustChangePassword: boolean };

/** The signed-in staff user, checked with the provider (once per request), or null. */
export const currentStaff = cache(async (): Promise<StaffViewer | null> => {
  const session = await getStaffSession();
  if (!session.token) return null;
  try {
    const { me } = await callProvider(MeDocument, {}, { token: session.token });
    return {
      token: session.token,
      ...staffSessionUser(me),
      mustChangePassword: me.must_change_password,
    };
  } catch (error) {
    if (error instanceof ProviderError && (error.code === 'UNAUTHENTICATED' || error.code === 'FORBIDDEN')) return null;
    throw error;
  }
});

/** For staff layouts and pages: the viewer, or a redirect to the login screen. */
export async function requireStaff(returnTo = '/'): Promise<StaffViewer> {
  const viewer = await currentStaff();
  if (viewer) return viewer;
  const target = encodeURIComponent(returnTo);
  // A cookie the provider refused must be cleared first, or the guard would keep sending the
  // browser from the login screen back here.
  if ((await getStaffSession()).token) redirect(`/api/auth/session-expired?returnTo=${target}`);
  redirect(`/auth/dang-nhap?returnTo=${target}`);
}

export type CloudViewer = CloudSessionUser & { token: string };

export const currentCloudUser = cache(async (): Promise<CloudViewer | null> => {
  const session = await getCloudSession();
  if (!session.token) return null;
  try {
    const { cloud_me: me } = await callProvider(CloudMeDocument, {}, { token: session.token });
    return { token: session.token, ...cloudSessionUser(me) };
  } catch (error) {
    if (error instanceof ProviderError && (error.code === 'UNAUTHENTICATED' || error.code === 'FORBIDDEN')) return null;
    throw error;
  }
});
