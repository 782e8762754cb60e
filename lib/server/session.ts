import 'server-only';
import { getIronSession, unsealData } from 'iron-session';
import { cookies } from 'next/headers';
import { env } from './env';
import { CLOUD_COOKIE, sessionOptions, STAFF_COOKIE, type CloudSession, type CloudSessionUser, type StaffSession, type StaffSessionUser } from './session-cookie';

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

// The bearer token behind a request, for /api/graphql, which every screen calls many times a
// minute. Unsealing (PBKDF2 + HMAC + AES through WebCrypto) measured about 0.7 ms a call, most
// of the route's own work, so a seal, once opened, is remembered for a minute. The cookie's
// value is the key: only the holder of SESSION_SECRET can produce one, and a logged-out cookie
// is cleared in the browser and its token revoked in the provider, which checks every call.
const OPENED_FOR_MS = 60_000;
const OPENED_MAX = 1_000;
const opened = new Map<string, { token: string | undefined; until: number }>();

async function tokenIn(sealed: string): Promise<string | undefined> {
  const now = Date.now();
  const hit = opened.get(sealed);
  if (hit && hit.until > now) return hit.token;
  let token: string | undefined;
  try {
    token = (await unsealData<{ token?: string }>(sealed, { password: env().SESSION_SECRET, ttl: 0 })).token;
  } catch {
    token = undefined;
  }
  opened.delete(sealed);
  if (opened.size >= OPENED_MAX) opened.delete(opened.keys().next().value!);
  opened.set(sealed, { token, until: now + OPENED_FOR_MS });
  return token;
}

/**
 * The session's token for the area asking: staff pages use the staff session, else the cloud
 * one; the cloud area (`area: 'cloud'`) the other way round, so one browser signed in to both
 * (an admin checking the customers' area) sends each area's requests with its own session.
 */
export async function sessionToken(area: 'staff' | 'cloud' = 'staff'): Promise<string | undefined> {
  const jar = await cookies();
  for (const name of area === 'cloud' ? [CLOUD_COOKIE, STAFF_COOKIE] : [STAFF_COOKIE, CLOUD_COOKIE]) {
    const sealed = jar.get(name)?.value;
    const token = sealed ? await tokenIn(sealed) : undefined;
    if (token) return token;
  }
  return undefined;
}

type ProviderStaff = { id: number; email: string; first_name: string; last_name: string; avatar_url?: string | null; role?: { id: number; role_name: string } | null };
type ProviderCloudUser = { id: number; account: string; first_name?: string | null; last_name?: string | null; avatar_url?: string | null };

/** The staff user as the session cookie keeps it, from the provider's answer (login, me, password change). */
export function staffSessionUser(user: ProviderStaff): StaffSessionUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    avatarUrl: user.avatar_url ?? null,
    roleId: user.role?.id ?? null,
    roleName: user.role?.role_name ?? null,
  };
}

/** The cloud user as the session cookie keeps it, from the provider's answer. */
export function cloudSessionUser(user: ProviderCloudUser): CloudSessionUser {
  return { id: user.id, account: user.account, firstName: user.first_name ?? null, lastName: user.last_name ?? null, avatarUrl: user.avatar_url ?? null };
}
