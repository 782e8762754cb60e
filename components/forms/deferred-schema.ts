import type { z } from 'zod';

/**
 * A form schema whose code arrives after the first paint (docs/decisions/page-weight.md, "The
 * sign-in page without zod"): the page ships without zod and the schema module; `preload` imports
 * them once (a form starts it after hydration, and again — the same promise — on a submit that
 * came first).
 *
 * `schema` stands in for the loaded one in `useZodForm`, which calls only its `safeParse`, and
 * only from a submit or after one; the form lets a submit through only when `isReady()`, so the
 * stand-in never answers before the real schema is here.
 */
export function deferredSchema<M, S extends z.ZodType>(load: () => Promise<M>, pick: (module: M) => S) {
  let loaded: S | undefined;
  let loading: Promise<S> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = pick(module)),
      (error: unknown) => {
        loading = undefined; // the next call tries again
        throw error;
      },
    ));
  const schema = {
    safeParse: (values: unknown) => {
      if (!loaded) throw new Error('deferredSchema: checked before the schema was loaded');
      return loaded.safeParse(values);
    },
  } as unknown as S;
  return { schema, preload, isReady: () => loaded !== undefined };
}
