import { NextResponse } from 'next/server';
import { endSession } from '@/lib/server/end-session';
import { routeHandler } from '@/lib/server/route-handler';
import { getCloudSession } from '@/lib/server/session';

/** Cloud logout: ends the provider session, then clears the cloud cookie. */
export const POST = routeHandler(async () => {
  await endSession(await getCloudSession());
  return NextResponse.json({ ok: true });
});
