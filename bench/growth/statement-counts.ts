// Statement counts of the list screens at 10 and at 200 rows: `npm run bench:statements`.
// Prints figures, asserts nothing (tests/provider/statement-counts.test.ts is the check).
//
// A provider on a throw-away database (PGlite in memory, or a fresh database on DATABASE_URL's
// server, as the provider tests do) is seeded with 10 rows per list, then 200; each list is
// asked with the app's own document and the SQL statements it sent are counted at the database
// client (provider/src/db/client.ts onStatement). Target: the same count at 200 rows as at 10.
// bench/growth/run.ts calls measureStatementCounts() and prints its lines in its own report.
import { pathToFileURL } from 'node:url';
import { startTestProvider } from '../../tests/provider/harness';
import { growLists, growthContext, measureList, type GrowthList } from '../../tests/provider/list-growth-seed';

export type StatementCount = { list: GrowthList; at10: { statements: number; rows: number }; at200: { statements: number; rows: number } };

/** The lists the growth report names by default: the notification list and the cloud batch list. */
export const DEFAULT_LISTS: GrowthList[] = ['notifications', 'cloud batches'];

export async function measureStatementCounts(lists: GrowthList[] = DEFAULT_LISTS): Promise<StatementCount[]> {
  const p = await startTestProvider();
  try {
    const ctx = await growthContext(p);
    await growLists(p.db, ctx.grown, 10);
    for (const list of lists) await measureList(p, list, ctx);
    const small = new Map<GrowthList, { statements: number; rows: number }>();
    for (const list of lists) small.set(list, await measureList(p, list, ctx));
    await growLists(p.db, ctx.grown, 190);
    const counts: StatementCount[] = [];
    for (const list of lists) counts.push({ list, at10: small.get(list)!, at200: await measureList(p, list, ctx) });
    return counts;
  } finally {
    await p.close();
  }
}

/** One line per list, e.g. 'notifications: 7 statements at 12 rows, 7 at 100 rows — flat'. */
export function formatStatementCounts(counts: StatementCount[]): string[] {
  return counts.map(
    ({ list, at10, at200 }) =>
      `${list}: ${at10.statements} statements at ${at10.rows} rows, ${at200.statements} at ${at200.rows} rows — ${at200.statements === at10.statements ? 'flat' : 'GROWS'}`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const all = process.argv.includes('--all');
  const lists: GrowthList[] = all ? ['notifications', 'cloud batches', 'board', 'chat rooms', 'audit log', 'audit actors', 'staff page', 'users'] : DEFAULT_LISTS;
  console.log(`Statement counts per list (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}), rows in the database: 10 then 200`);
  for (const line of formatStatementCounts(await measureStatementCounts(lists))) console.log(`  ${line}`);
}
