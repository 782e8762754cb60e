import { timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/server/env';
import { appMetrics } from '@/lib/server/metrics';
import { errorResponse, routeHandler } from '@/lib/server/route-handler';

// Prometheus scrape endpoint. The app faces users, so it answers only a scraper that sends
// `Authorization: Bearer <METRICS_TOKEN>`; without METRICS_TOKEN it does not exist.
export const dynamic = 'force-dynamic';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const GET = routeHandler(async (request) => {
  const expected = env().METRICS_TOKEN;
  if (!expected) return errorResponse('NOT_FOUND', 'Không tìm thấy.');
  const given = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  if (!sameSecret(given, expected)) return errorResponse('UNAUTHENTICATED', 'Cần mã truy cập số liệu.');
  const { registry } = appMetrics();
  return new Response(await registry.metrics(), { headers: { 'content-type': registry.contentType, 'cache-control': 'no-store' } });
});
