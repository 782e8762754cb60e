import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

// The request id of the route handler being run, so lib/server/provider-client.ts can send it to the
// provider (x-request-id) and both processes' logs name the same id. A proxy's own id is kept
// when it looks like one.

const storage = new AsyncLocalStorage<{ requestId: string }>();

export function requestIdFrom(headers: Headers): string {
  const given = headers.get('x-request-id');
  return given && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
}

export function runWithRequestId<T>(requestId: string, work: () => T): T {
  return storage.run({ requestId }, work);
}

/** The current request's id, or a new one (server components have no route handler around them). */
export function currentRequestId(): string {
  return storage.getStore()?.requestId ?? randomUUID();
}
