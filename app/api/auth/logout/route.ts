import { NextResponse } from 'next/server';
import { endSession } from '@/lib/server/end-session';
import { routeHandler } from '@/lib/server/route-handler';
import { getStaffSession } from '@/lib/server/session';

/** Staff logout: ends the provider session, then clears the staff cookie. */
export const POST = routeHandler(async () => {
  await endSession(await getStaffSession());
  return NextResponse.json({ ok: true });
});
