import type { IncomingMessage, ServerResponse } from 'node:http';
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Database } from '../db/client';

// Liveness and readiness for the company's proxy and the container's HEALTHCHECK.
// GET /health (graphql-yoga's own) says the process answers; GET /ready says it can do work:
// the database and, when configured, Redis answer within a short budget, and the process is
// not shutting down. A proxy takes a not-ready instance out of rotation.

const CHECK_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, label: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${label}: quá thời gian`)), CHECK_TIMEOUT_MS).unref()),
  ]);
}

export type ReadinessOptions = { db: Database; redis?: Redis[]; isDraining: () => boolean };

export async function checkReadiness(options: ReadinessOptions): Promise<{ ready: boolean; checks: Record<string, string> }> {
  const checks: Record<string, string> = {};
  if (options.isDraining()) checks.process = 'đang dừng';
  try {
    await withTimeout(options.db.execute(sql`select 1`), 'database');
    checks.database = 'ok';
  } catch (error) {
    checks.database = (error as Error).message;
  }
  for (const [index, client] of (options.redis ?? []).entries()) {
    try {
      await withTimeout(client.ping(), 'redis');
      checks[`redis${index || ''}`] = 'ok';
    } catch (error) {
      checks[`redis${index || ''}`] = (error as Error).message;
    }
  }
  const ready = !options.isDraining() && Object.values(checks).every((value) => value === 'ok');
  return { ready, checks };
}

export async function serveReadiness(response: ServerResponse, options: ReadinessOptions) {
  const { ready, checks } = await checkReadiness(options);
  response.writeHead(ready ? 200 : 503, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify({ status: ready ? 'ready' : 'not-ready', checks }));
}

export function isReadinessRequest(request: IncomingMessage): boolean {
  return request.method === 'GET' && (request.url === '/ready' || request.url?.startsWith('/ready?') === true);
}
