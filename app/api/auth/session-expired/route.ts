import { NextResponse } from 'next/server';
import { routeHandler } from '@/lib/server/route-handler';
import { getStaffSession } from '@/lib/server/session';
import { safeReturnPath } from '@/lib/navigation/return-path';

/**
 * Where a server layout sends a browser whose cookie still decrypts but whose session the
 * provider refused (logged out elsewhere, deactivated, role changed): the cookie is cleared
 * here (server components cannot), then the login screen opens with the return path.
 */
export const GET = routeHandler(async (request) => {
  const session = await getStaffSession();
  session.destroy();
  const login = new URL('/auth/dang-nhap', request.url);
  login.searchParams.set('returnTo', safeReturnPath(request.nextUrl.searchParams.get('returnTo')));
  return NextResponse.redirect(login);
});
