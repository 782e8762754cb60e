import { NextResponse } from 'next/server';
import { routeHandler } from '@/lib/server/route-handler';

// Liveness: the app's process answers. Readiness (can it reach the provider) is /api/ready.
export const dynamic = 'force-dynamic';

export const GET = routeHandler(async () => NextResponse.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } }));
