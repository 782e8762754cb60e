import { NextResponse } from 'next/server';
import { endSession } from '@/lib/end-session';
import { routeHandler } from '@/lib/route-handler';
import { getStaffSession } from '@/lib/session';

/** Staff logout: ends the provider session, then clears the staff cookie. */
export const POST = routeHandler(async () => {
  await endSession(await getStaffSession());
  return NextResponse.json({ ok: true });
});
