// The plan PostgreSQL (or PGlite) picks for one of the provider's queries, as the provider sends
// it, with sequential scans priced out: the test then sees which index the query can use at all,
// whatever the few rows of a test database would make cheapest.
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../provider/src/db/client';

export async function planWithoutSeqScan(db: Database, query: SQLWrapper): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = (await tx.execute(sql`explain ${query}`)) as unknown as { rows?: Record<string, string>[] } & Record<string, string>[];
    const rows = result.rows ?? result;
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}
