import { NextResponse } from 'next/server';
import { LogoutDocument } from '@/graphql/generated/operations.generated';
import { callProvider, ProviderError } from '@/lib/provider-client';
import { routeHandler } from '@/lib/route-handler';
import { getCloudSession } from '@/lib/session';

/** Ends the cloud session at the provider, then clears the cloud cookie (as staff logout). */
export const POST = routeHandler(async () => {
  const session = await getCloudSession();
  if (session.token) {
    try {
      await callProvider(LogoutDocument, {}, { token: session.token });
    } catch (error) {
      if (!(error instanceof ProviderError && error.code === 'UNAUTHENTICATED')) throw error;
    }
  }
  session.destroy();
  return NextResponse.json({ ok: true });
});
