import { unsealData } from 'iron-session';
import { NextResponse, type NextRequest } from 'next/server';
import { contentSecurityPolicy, HSTS, realtimeUrl } from './lib/server/content-security';
import { findRoute, legacyDashboardTarget } from './lib/navigation/routes';
import { ROLE } from './domain/roles';
import { secureCookies, STAFF_COOKIE, type StaffSession } from './lib/server/session-cookie';

// The request guard (Next 16's proxy.ts; see docs/decisions/proxy-not-middleware.md). It only
// decodes the staff cookie and redirects; layouts, route handlers and above all the provider
// check again, so a cookie that decrypts but was logged out still gets nothing.

async function readStaffSession(request: NextRequest): Promise<StaffSession | null> {
  const sealed = request.cookies.get(STAFF_COOKIE)?.value;
  const password = process.env.SESSION_SECRET;
  if (!sealed || !password) return null;
  try {
    const session = await unsealData<StaffSession>(sealed, { password, ttl: 0 });
    return session.token && session.user ? session : null;
  } catch {
    return null;
  }
}

function redirectTo(request: NextRequest, path: string) {
  return NextResponse.redirect(new URL(path, request.url));
}

const REALTIME_URL_VARIABLE = 'NEXT_PUBLIC_REALTIME_URL';

/** A fresh nonce per response: Next reads it from the request's CSP header and puts it on its scripts. */
function pagePolicy(request: NextRequest, chatImages: boolean) {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const secure = (request.headers.get('x-forwarded-proto') ?? request.nextUrl.protocol.replace(':', '')) === 'https';
  const realtime = realtimeUrl({
    // Read at run time (a literal process.env.NEXT_PUBLIC_… would be frozen in at build time).
    configured: process.env[REALTIME_URL_VARIABLE] || undefined,
    hostname: request.nextUrl.hostname,
    secure,
    providerPort: process.env.PROVIDER_PORT || 4000,
  });
  return { nonce, csp: contentSecurityPolicy({ nonce, realtimeUrl: realtime, chatImages, dev: process.env.NODE_ENV !== 'production' }) };
}

export async function proxy(request: NextRequest) {
  const audience = findRoute(request.nextUrl.pathname)?.audience;
  const policy = pagePolicy(request, audience === 'staff' || audience === 'admin');
  const response = await route(request, policy);
  // Every page carries the policy; redirects too (harmless, and nothing slips through).
  response.headers.set('content-security-policy', policy.csp);
  if (secureCookies()) response.headers.set('strict-transport-security', HSTS);
  return response;
}

async function route(request: NextRequest, policy: { nonce: string; csp: string }) {
  const { pathname, search } = request.nextUrl;

  const legacy = legacyDashboardTarget(pathname);
  if (legacy) return redirectTo(request, legacy);
  // A folder named 404 is reserved by Next, so /404 is served by /khong-tim-thay.
  // The query stays: '?tep=…' names a refused file link (lib/server/provider-files.ts).
  if (pathname === '/404') return NextResponse.rewrite(new URL(`/khong-tim-thay${request.nextUrl.search}`, request.url), { status: 404 });

  const route = findRoute(pathname);
  if (!route) return redirectTo(request, '/404');

  // Layouts read the path (for the post-login return) from this header, the root layout the
  // nonce; Next takes the nonce for its own scripts from the request's CSP header.
  const headers = new Headers(request.headers);
  headers.set('x-tm-pathname', pathname + search);
  headers.set('x-nonce', policy.nonce);
  headers.set('content-security-policy', policy.csp);
  const next = () => NextResponse.next({ request: { headers } });

  if (route.audience === 'public' || route.audience === 'cloud') return next();

  const session = await readStaffSession(request);
  if (route.audience === 'guest') return session ? redirectTo(request, '/') : next();

  if (!session) {
    const login = new URL('/auth/dang-nhap', request.url);
    login.searchParams.set('returnTo', pathname + search);
    return NextResponse.redirect(login);
  }
  if (route.audience === 'admin' && session.user?.roleId !== ROLE.admin) {
    return NextResponse.rewrite(new URL('/khong-co-quyen', request.url), { request: { headers }, status: 403 });
  }
  return next();
}

export const config = {
  // Everything but the API, Next's own assets and files with an extension.
  matcher: ['/((?!api/|_next/|.*\\.[a-zA-Z0-9]+$).*)'],
};
