import { NextResponse } from 'next/server';
import { endSession } from '@/lib/end-session';
import { routeHandler } from '@/lib/route-handler';
import { getCloudSession } from '@/lib/session';

/** Cloud logout: ends the provider session, then clears the cloud cookie. */
export const POST = routeHandler(async () => {
  await endSession(await getCloudSession());
  return NextResponse.json({ ok: true });
});
