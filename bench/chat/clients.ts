// Child process of bench/chat/run.ts: opens one graphql-ws connection per ticket, subscribes each
// to OnChatting (room 9999, as the browser does) and reports, per message id, when every client
// had it. Runs apart from the provider so the provider's memory and CPU are its own.
import { performance } from 'node:perf_hooks';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { trustedSubscription } from '../../provider/src/realtime/screen';

type Start = { type: 'start'; url: string; subscribers: { userId: number; ticket: string }[] };
type Expect = { type: 'expect'; messageId: number };
type Stop = { type: 'stop' };


const now = () => performance.timeOrigin + performance.now();
const CONNECT_BATCH = 50;
const clients: Client[] = [];
/** Arrival times per message id, one per client. */
const arrivals = new Map<number, number[]>();
let total = 0;
let waitingFor: number | null = null;

function send(message: unknown) {
  process.send!(message);
}

function maybeReport(messageId: number) {
  const times = arrivals.get(messageId);
  if (waitingFor === messageId && times && times.length === total) {
    arrivals.delete(messageId);
    waitingFor = null;
    send({ type: 'delivered', messageId, times });
  }
}

async function start({ url, subscribers }: Start) {
  total = subscribers.length;
  const live = new Set<number>();
  // Browsers connect one socket each, spread over time; opening 1,000 at the same instant would
  // only measure the server's 3 s connection_init timeout. So: batches of 50.
  for (let start = 0; start < subscribers.length; start += CONNECT_BATCH) {
    await Promise.all(subscribers.slice(start, start + CONNECT_BATCH).map(({ userId, ticket }) => open(url, userId, ticket, live)));
  }
}

function open(url: string, userId: number, ticket: string, live: Set<number>): Promise<void> {
  return new Promise((connected) => {
    const client = createClient({ url, webSocketImpl: WebSocket, connectionParams: { ticket }, lazy: true, retryAttempts: 0, on: { connected: () => connected() } });
    clients.push(client);
    client.subscribe<{ chat: { id: number } }>(
      trustedSubscription('OnChatting', { userId, roomId: 9999 }),
      {
        next: ({ data }) => {
          const t = now();
          if (!data) return;
          const id = data.chat.id;
          // A probe (negative id) tells the parent this subscription is live on the server.
          if (id < 0) {
            if (id === -userId && !live.has(userId)) {
              live.add(userId);
              send({ type: 'live', userId, count: live.size });
            }
            return;
          }
          const times = arrivals.get(id) ?? [];
          times.push(t);
          arrivals.set(id, times);
          maybeReport(id);
        },
        error: (error) => {
          const e = error as { message?: string; code?: number; reason?: string };
          send({ type: 'error', message: e.message ?? `socket closed ${e.code} ${e.reason}` });
        },
        complete: () => {},
      },
    );
  });
}

process.on('message', async (message: Start | Expect | Stop) => {
  if (message.type === 'start') await start(message);
  if (message.type === 'expect') {
    waitingFor = message.messageId;
    maybeReport(message.messageId);
  }
  if (message.type === 'stop') {
    await Promise.all(clients.map((client) => client.dispose()));
    process.exit(0);
  }
});
send({ type: 'ready' });
