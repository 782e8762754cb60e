import 'server-only';
import { getIronSession } from 'iron-session';
import { cookies } from 'next/headers';
import { env } from './env';
import { CLOUD_COOKIE, sessionOptions, STAFF_COOKIE, type CloudSession, type StaffSession } from './session-cookie';

// Two encrypted httpOnly cookies: one for staff, one for cloud users. The provider's access
// token lives only in here; page JavaScript never sees it.
export type { CloudSession, CloudSessionUser, StaffSession, StaffSessionUser } from './session-cookie';

async function open<T extends object>(cookieName: string, remember: boolean) {
  const session = await getIronSession<T & { remember?: boolean }>(await cookies(), sessionOptions(cookieName, remember, env().SESSION_SECRET));
  // A browser-session cookie must stay one when it is saved again.
  if (session.remember === false) session.updateConfig(sessionOptions(cookieName, false, env().SESSION_SECRET));
  return session;
}

/** Reads the staff session; pass `remember` when starting a new one at login. */
export const getStaffSession = (remember = true) => open<StaffSession>(STAFF_COOKIE, remember);
export const getCloudSession = (remember = true) => open<CloudSession>(CLOUD_COOKIE, remember);
