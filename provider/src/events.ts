import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';
import type { BoardEvent, ChatEvent, TaskUpdatedEvent } from './generated/graphql.generated';

// The event bus behind subscriptions: in-process by default, Redis when REDIS_URL is set so
// several provider instances deliver each other's events. Topics are per recipient user, so a
// subscriber can only ever be handed its own events.
export type EventTopics = {
  task_updated: [userId: number, event: TaskUpdatedEvent];
  chat: [userId: number, event: ChatEvent];
  board_changed: [userId: number, event: BoardEvent];
  /** An admin ended every session of an account: its open sockets are closed at once. */
  sessions_ended: [account: SessionsEnded];
};

export type SessionsEnded = { kind: 'staff' | 'cloud'; id: number };

export function createEventBus(redisUrl?: string) {
  if (!redisUrl) return { pubSub: createPubSub<EventTopics>(), close: async () => {} };
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  return {
    pubSub: createPubSub<EventTopics>({ eventTarget: eventTarget as never }),
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}

export type EventBus = ReturnType<typeof createEventBus>;
export type PubSub = EventBus['pubSub'];
