import { NextResponse } from 'next/server';
import { env } from '@/lib/server/env';
import { routeHandler } from '@/lib/server/route-handler';

// Readiness: the provider this app instance talks to is ready (its database and Redis answer).
// A proxy stops sending users to an instance that answers 503 here.
export const dynamic = 'force-dynamic';

const READY_TIMEOUT_MS = 3000;

export const GET = routeHandler(async () => {
  const url = new URL('/ready', env().PROVIDER_GRAPHQL_URL);
  let provider = 'không kết nối được';
  try {
    const response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(READY_TIMEOUT_MS) });
    provider = response.ok ? 'ok' : `trả lời ${response.status}`;
  } catch {
    // unreachable or too slow: reported below
  }
  const ready = provider === 'ok';
  return NextResponse.json({ status: ready ? 'ready' : 'not-ready', checks: { provider } }, { status: ready ? 200 : 503, headers: { 'cache-control': 'no-store' } });
});
