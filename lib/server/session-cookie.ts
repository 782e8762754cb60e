import 'server-only';
import type { SessionOptions } from 'iron-session';

// Cookie names, session shapes and options, shared by session.ts (server components and route
// handlers) and proxy.ts (the request guard, which reads the cookie without session.ts's
// next/headers).

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

/** 'Ghi nhớ' on: a persistent cookie (30 days, as the provider's session); off: a browser-session cookie. */
export const REMEMBER_SECONDS = 30 * 24 * 60 * 60;

/** Secure cookies in production unless COOKIE_SECURE=false (plain-HTTP intranet installs). */
export function secureCookies(): boolean {
  if (process.env.COOKIE_SECURE === 'false') return false;
  return process.env.NODE_ENV === 'production';
}

export function sessionOptions(cookieName: string, remember: boolean, password: string): SessionOptions {
  return {
    cookieName,
    password,
    ttl: remember ? REMEMBER_SECONDS : 0,
    cookieOptions: {
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies(),
      path: '/',
      ...(remember ? {} : { maxAge: undefined }),
    },
  };
}
