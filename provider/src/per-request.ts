import type { GraphQLContext } from './context';

/**
 * One value per GraphQL request, made the first time a resolver asks for it: the DataLoaders
 * of an area batch the reads of one request, and are gone with it (nothing is cached across
 * requests or viewers).
 */
export function perRequest<T extends object>(create: (ctx: GraphQLContext) => T): (ctx: GraphQLContext) => T {
  const made = new WeakMap<GraphQLContext, T>();
  return (ctx) => {
    let value = made.get(ctx);
    if (!value) {
      value = create(ctx);
      made.set(ctx, value);
    }
    return value;
  };
}
