import 'server-only';
import { getIronSession, type SessionOptions } from 'iron-session';
import { cookies } from 'next/headers';
import { env } from './env';

// Two encrypted httpOnly cookies: one for staff, one for cloud users. The provider's access
// token lives only in here; page JavaScript never sees it.

export type StaffSessionUser = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
  roleId: number | null;
  roleName: string | null;
};

export type CloudSessionUser = {
  id: number;
  account: string;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
};

export type StaffSession = { token?: string; user?: StaffSessionUser; remember?: boolean };
export type CloudSession = { token?: string; user?: CloudSessionUser; remember?: boolean };

export const STAFF_COOKIE = 'tm_staff';
export const CLOUD_COOKIE = 'tm_cloud';

/** 'Ghi nhớ' on: a persistent cookie (30 days); off: a browser-session cookie. */
export const REMEMBER_SECONDS = 30 * 24 * 60 * 60;

export function sessionOptions(cookieName: string, remember: boolean): SessionOptions {
  return {
    cookieName,
    password: env().SESSION_SECRET,
    ttl: remember ? REMEMBER_SECONDS : 0,
    cookieOptions: {
      httpOnly: true,
      sameSite: 'lax',
      secure: env().NODE_ENV === 'production' && process.env.INSECURE_COOKIES !== '1',
      path: '/',
      ...(remember ? {} : { maxAge: undefined }),
    },
  };
}

/** Reads a session in server components, layouts and route handlers. */
export async function getStaffSession() {
  const store = await cookies();
  const session = await getIronSession<StaffSession>(store, sessionOptions(STAFF_COOKIE, true));
  if (session.remember === false) session.updateConfig(sessionOptions(STAFF_COOKIE, false));
  return session;
}

export async function getCloudSession() {
  const store = await cookies();
  const session = await getIronSession<CloudSession>(store, sessionOptions(CLOUD_COOKIE, true));
  if (session.remember === false) session.updateConfig(sessionOptions(CLOUD_COOKIE, false));
  return session;
}
