import type { Client, SubscribePayload } from 'graphql-ws';
import type { TypedOperation } from '@/graphql/operation';

// One graphql-ws connection per tab, straight to the provider (docs/decisions/realtime-door.md). The access token
// is httpOnly, so every connection attempt first fetches a short-lived ticket from
// /api/realtime/ticket; graphql-ws retries with randomised exponential backoff. Listeners of
// onRealtimeReconnected() refetch what they may have missed while the connection was down.
// graphql-ws itself is imported when the first subscription is asked for, not with the page
// (docs/decisions/page-weight.md): the connection opens then anyway (`lazy`), so nothing waits
// longer than the few kilobytes of that chunk. It is 'graphql-ws/client': a dynamic import of the
// package's root keeps its server half too, and with it graphql-js (tests/smoke/production.spec.ts).

type Ticket = { url: string; ticket: string };

let client: Client | null = null;
let pendingTicket: Ticket | null = null;
let everConnected = false;
let connected = false;
const reconnectListeners = new Set<() => void>();
const connectListeners = new Set<() => void>();

async function fetchTicket(): Promise<Ticket> {
  const response = await fetch('/api/realtime/ticket', { credentials: 'same-origin', cache: 'no-store' });
  if (!response.ok) {
    await response.body?.cancel(); // an unread answer would stay an open request
    throw new Error(`realtime ticket refused (${response.status})`);
  }
  return (await response.json()) as Ticket;
}

/** Resolves after `ms`, or as soon as the browser is back online. */
function pause(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
  });
}

/**
 * A ticket, however long it takes. graphql-ws never recovers when its `url` function throws
 * (the connection attempt stays pending for good), so a failed ticket request (offline, app
 * restarting) is retried here with backoff — 1, 2, 4 … 30 s, sooner when the browser comes
 * back online.
 */
async function ticketUrl(): Promise<string> {
  const owner = client;
  for (let attempt = 0; ; attempt++) {
    // closeRealtime() (logout) ended this client: stop asking.
    if (client !== owner) throw new Error('realtime connection closed');
    try {
      pendingTicket = await fetchTicket();
      return pendingTicket.url;
    } catch (error) {
      if (attempt === 0) console.warn('[realtime] no ticket, retrying', error);
      await pause(Math.min(30_000, 1000 * 2 ** attempt) + Math.floor(Math.random() * 500));
    }
  }
}

let loading: Promise<typeof import('graphql-ws/client')> | null = null;

/** graphql-ws's chunk, asked again with the ticket's backoff if the network drops it. */
async function loadGraphqlWs(): Promise<typeof import('graphql-ws/client')> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await import('graphql-ws/client');
    } catch (error) {
      if (attempt === 0) console.warn('[realtime] graphql-ws did not load, retrying', error);
      await pause(Math.min(30_000, 1000 * 2 ** attempt));
    }
  }
}

function getClient(createClient: typeof import('graphql-ws/client').createClient): Client {
  client ??= createClient({
    url: ticketUrl,
    connectionParams: () => ({ ticket: pendingTicket?.ticket }),
    lazy: true,
    lazyCloseTimeout: 3000,
    keepAlive: 20_000,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    on: {
      connected: () => {
        connected = true;
        if (everConnected) for (const listener of reconnectListeners) listener();
        everConnected = true;
        for (const listener of connectListeners) listener();
      },
      closed: () => {
        connected = false;
      },
    },
  });
  return client;
}

/**
 * Subscribes to one operation; returns the function that stops it. The subscription starts once
 * graphql-ws is loaded (at once after the first time); stopped before that, it never starts.
 */
export function subscribeRealtime<TResult, TVariables extends Record<string, unknown>>(
  operation: TypedOperation<TResult, TVariables>,
  variables: TVariables,
  onData: (data: TResult) => void,
): () => void {
  // The provider runs only the app's trusted subscriptions, named by id; it never reads query
  // text from a browser (docs/decisions/realtime-door.md). graphql-ws wants a `query` string.
  const payload: SubscribePayload & { documentId: string } = { query: '', documentId: operation.id, variables };
  let stop: (() => void) | null = null;
  let stopped = false;
  loading ??= loadGraphqlWs();
  void loading.then(({ createClient }) => {
    if (stopped) return;
    stop = getClient(createClient).subscribe<TResult>(payload, {
      next: (result) => result.data && onData(result.data as TResult),
      error: (error) => console.warn('[realtime]', error),
      complete: () => {},
    });
  });
  return () => {
    stopped = true;
    stop?.();
  };
}

/** Called after every *re*connection (not the first), so missed events can be refetched. */
export function onRealtimeReconnected(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

/**
 * Called after every connection, the first one included: a screen whose data was fetched before
 * its subscription was live (the server's prefetch) refetches what may have changed meanwhile.
 */
export function onRealtimeConnected(listener: () => void): () => void {
  connectListeners.add(listener);
  return () => connectListeners.delete(listener);
}

/**
 * Whether the tab's connection is up now. A screen that starts showing data fetched before then
 * (the server's prefetch, hydrated after the connection's own first refetch) refetches it itself.
 */
export function isRealtimeConnected(): boolean {
  return connected;
}

/** Closes the tab's connection (logout). */
export function closeRealtime() {
  client?.dispose();
  client = null;
  everConnected = false;
  connected = false;
}
