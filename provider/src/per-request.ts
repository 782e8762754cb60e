import DataLoader from 'dataloader';
import type { GraphQLContext } from './context';

/**
 * One value per GraphQL request, made the first time a resolver asks for it: the DataLoaders
 * of an area batch the reads of one request, and are gone with it (nothing is cached across
 * requests or viewers).
 */
export function perRequest<T extends object>(create: (ctx: GraphQLContext) => T): (ctx: GraphQLContext) => T {
  const made = new WeakMap<object, T>();
  return (ctx) => {
    // A subscription event is a request of its own (perEvent): its scope, not the socket's context.
    const scope = ctx.eventScope ?? ctx;
    let value = made.get(scope);
    if (!value) {
      value = create(ctx);
      made.set(scope, value);
    }
    return value;
  };
}

/**
 * A subscription's `resolve` that starts a new per-request scope for each event: what its fields
 * read (a card's preview, a person's name) is read when the event is sent, never taken from
 * an earlier event of the same subscription (docs/decisions/realtime-door.md).
 */
export function perEvent<E, R>(resolve: (event: E) => R) {
  return (event: E, _args: unknown, ctx: GraphQLContext): R => {
    ctx.eventScope = {};
    return resolve(event);
  };
}

/**
 * A DataLoader over one query for many keys that answers with a Map; a key the query does not
 * return gets `fallback` (null for a missing row, 0 for no unread messages, [] for no members).
 */
export function batchLoader<K, V>(loadMany: (keys: K[]) => Promise<Map<K, V>>, fallback: V): DataLoader<K, V> {
  return new DataLoader<K, V>(async (keys) => {
    const values = await loadMany([...keys]);
    return keys.map((key) => (values.has(key) ? values.get(key)! : fallback));
  });
}

/** Rows keyed by their id, for a batchLoader over a `…ByIds` query. */
export function byId<Row extends { id: number }>(rows: Row[]): Map<number, Row> {
  return new Map(rows.map((row) => [row.id, row]));
}
