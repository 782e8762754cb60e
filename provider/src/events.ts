import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';
import { setMaxListeners } from 'node:events';
import { log } from './ops/log';
import type { ChatEvent, TaskResultsEvent, TaskUpdatedEvent } from './generated/graphql.generated';
import type { BoardEventPayload } from './modules/tasks/board-events';

// The event bus behind subscriptions: in-process by default, Redis when REDIS_URL is set so
// several provider instances deliver each other's events. Topics are per recipient user, so a
// subscriber can only ever be handed its own events.
export type EventTopics = {
  task_updated: [userId: number, event: TaskUpdatedEvent];
  chat: [userId: number, event: ChatEvent];
  board_changed: [userId: number, event: BoardEventPayload];
  /** A job's results changed (docs/decisions/delivery.md): per job; who may listen is checked when subscribing. */
  task_results: [taskId: number, event: TaskResultsEvent];
  /** An admin ended every session of an account: its open sockets are closed at once. */
  sessions_ended: [account: SessionsEnded];
  /** Sent by every provider every 10 s to measure the bus's delivery lag (ops/metrics.ts). */
  bus_heartbeat: [sentAt: number];
};

export type SessionsEnded = { kind: 'staff' | 'cloud'; id: number };

export function createEventBus(redisUrl?: string) {
  if (!redisUrl) return { pubSub: createPubSub<EventTopics>({ eventTarget: localEventTarget() }), redisClients: [] as Redis[], close: async () => {} };
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });
  // ioredis reconnects (and resubscribes) on its own; a lost connection is logged, not thrown.
  for (const client of [publishClient, subscribeClient]) client.on('error', (error: Error) => logRedisError('event bus', error));
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  return {
    pubSub: createPubSub<EventTopics>({ eventTarget: eventTarget as never }),
    redisClients: [publishClient],
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}

/**
 * The in-process bus. A topic is one user's ('board_changed:1'), and its listeners are that
 * user's open subscriptions — one per tab or device (bench:growth opens 40 for the admin). Node
 * warns of a leak past 10 listeners on one event; here that is a busy user, not a leak (a closed
 * socket removes its listener), so the warning is turned off for this target.
 */
function localEventTarget() {
  const target = new EventTarget();
  setMaxListeners(0, target);
  return target;
}

let lastRedisError = 0;
/** At most one line per 5 s while Redis is away. */
export function logRedisError(what: string, error: Error) {
  if (Date.now() - lastRedisError < 5000) return;
  lastRedisError = Date.now();
  log.warn({ err: error.message, what }, 'Redis unreachable');
}

export type EventBus = ReturnType<typeof createEventBus>;
export type PubSub = EventBus['pubSub'];
