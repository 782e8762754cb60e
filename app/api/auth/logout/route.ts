import { NextResponse } from 'next/server';
import { LogoutDocument } from '@/graphql/generated/operations.generated';
import { callProvider, ProviderError } from '@/lib/provider-client';
import { routeHandler } from '@/lib/route-handler';
import { getStaffSession } from '@/lib/session';

/**
 * Ends the session at the provider first, then clears the cookie. When the provider cannot be
 * reached the cookie stays (the UI says 'Không thể đăng xuất!'), so a session is never left
 * alive at the provider while the user believes they have logged out.
 */
export const POST = routeHandler(async () => {
  const session = await getStaffSession();
  if (session.token) {
    try {
      await callProvider(LogoutDocument, {}, { token: session.token });
    } catch (error) {
      // An already-ended session is as good as logged out.
      if (!(error instanceof ProviderError && error.code === 'UNAUTHENTICATED')) throw error;
    }
  }
  session.destroy();
  return NextResponse.json({ ok: true });
});
