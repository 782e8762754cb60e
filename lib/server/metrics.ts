import 'server-only';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

// The app's Prometheus metrics, served by /api/metrics to a scraper holding METRICS_TOKEN.
// Kept on globalThis: Next may evaluate this module once per route bundle, and there must be one
// registry per process.

type AppMetrics = { registry: Registry; graphqlSeconds: Histogram<'operation' | 'status'>; routeErrors: Counter<'code'> };

const holder = globalThis as typeof globalThis & { __tmAppMetrics?: AppMetrics };

function create(): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'tm_app_' });
  return {
    registry,
    graphqlSeconds: new Histogram({
      name: 'tm_app_graphql_seconds',
      help: 'Time to answer /api/graphql, provider included, by operation and HTTP status',
      labelNames: ['operation', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    routeErrors: new Counter({ name: 'tm_app_route_errors_total', help: 'Route handler answers with an error, by code', labelNames: ['code'], registers: [registry] }),
  };
}

export function appMetrics(): AppMetrics {
  holder.__tmAppMetrics ??= create();
  return holder.__tmAppMetrics;
}
