import { usePrometheus } from '@graphql-yoga/plugin-prometheus';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import type { PubSub } from '../events';

// Prometheus metrics on GET /metrics (the provider's port is internal; the proxy passes only
// websocket handshakes to it): operation latency and errors by operation (graphql-yoga's
// prometheus plugin), open websockets, event-bus delivery lag, database pool use, and Node's
// own process metrics. One registry per provider, so several can live in one test process.

export type PoolStats = () => { total: number; idle: number; waiting: number };

/** How often a heartbeat goes round the event bus (through Redis when configured) to measure its lag. */
const HEARTBEAT_MS = 10_000;

export function createMetrics(options: { pubSub: PubSub; openSockets: () => number; poolStats?: PoolStats }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'tm_provider_' });

  new Gauge({ name: 'tm_provider_websockets_open', help: 'Open realtime websockets', registers: [registry], collect() {
    this.set(options.openSockets());
  } });

  const busLag = new Gauge({ name: 'tm_provider_event_bus_lag_seconds', help: 'Time for the last heartbeat to go round the event bus', registers: [registry] });
  const heartbeats = options.pubSub.subscribe('bus_heartbeat');
  void (async () => {
    for await (const sentAt of heartbeats) busLag.set((Date.now() - sentAt) / 1000);
  })();
  const beat = setInterval(() => options.pubSub.publish('bus_heartbeat', Date.now()), HEARTBEAT_MS);
  beat.unref();

  if (options.poolStats) {
    const stats = options.poolStats;
    new Gauge({ name: 'tm_provider_db_pool_connections', help: 'Database pool connections by state', labelNames: ['state'], registers: [registry], collect() {
      const { total, idle, waiting } = stats();
      this.set({ state: 'total' }, total);
      this.set({ state: 'idle' }, idle);
      this.set({ state: 'waiting_clients' }, waiting);
    } });
  }

  const plugin = usePrometheus({
    registry,
    endpoint: '/metrics',
    metrics: {
      graphql_envelop_request_duration: true,
      graphql_envelop_error_result: true,
      graphql_envelop_phase_execute: true,
      graphql_yoga_http_duration: true,
    },
  });

  return {
    registry,
    plugin,
    stop() {
      clearInterval(beat);
      void heartbeats.return?.();
    },
  };
}
