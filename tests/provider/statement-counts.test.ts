// Every list screen costs the same number of SQL statements at 10 rows as at 200: no query per
// row (docs/decisions/data-hot-paths.md). The count is taken at the database client
// (statement-count.ts); the lists are asked with the app's own documents.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestProvider, type TestProvider } from './harness';
import { growLists, growthContext, GROWTH_LISTS, measureList, type GrowthList } from './list-growth-seed';

let p: TestProvider;
const at10 = new Map<GrowthList, { statements: number; rows: number }>();
const at200 = new Map<GrowthList, { statements: number; rows: number }>();

before(async () => {
  p = await startTestProvider();
  const ctx = await growthContext(p);
  await growLists(p.db, ctx.grown, 10);
  // Once before counting: the first request of a token may read things later ones reuse.
  for (const list of GROWTH_LISTS) await measureList(p, list, ctx);
  for (const list of GROWTH_LISTS) at10.set(list, await measureList(p, list, ctx));
  await growLists(p.db, ctx.grown, 190);
  for (const list of GROWTH_LISTS) at200.set(list, await measureList(p, list, ctx));
});
after(async () => {
  await p?.close();
});

describe('statements per list stay flat from 10 to 200 rows', () => {
  for (const list of GROWTH_LISTS) {
    it(list, () => {
      const small = at10.get(list)!;
      const large = at200.get(list)!;
      // The larger list really answered more rows (else the comparison proves nothing)…
      assert.ok(large.rows > small.rows, `${list}: ${small.rows} → ${large.rows} rows`);
      // …with the same statements. Per-request loaders batch what is asked in one tick; on a
      // multi-connection server the answers of two loaders can come back in different ticks, so
      // the users they both need may be read in two batches instead of one: a difference of one
      // statement either way is that split, never a query per row (a per-row read adds one per
      // extra row: 13 → 102 on the notification list when it was one — data-hot-paths.md).
      const difference = Math.abs(large.statements - small.statements);
      assert.ok(difference <= 1, `${list}: ${small.statements} statements at ${small.rows} rows, ${large.statements} at ${large.rows}`);
    });
  }
});
