// Row counts of every table of the studio's database (its own schema and drizzle's record of
// the migrations), the same query on PostgreSQL and on PGlite: the manifest's `tables`.

export type Query = (sql: string) => Promise<{ rows: Record<string, unknown>[] }>;

const TABLES = `SELECT n.nspname AS schema, c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'
  ORDER BY 1, 2`;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every table's name (schema.table). */
export async function tableNames(query: Query): Promise<string[]> {
  return (await query(TABLES)).rows.map((row) => `${row.schema}.${row.name}`);
}

/** schema.table → number of rows. */
export async function tableCounts(query: Query): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await tableNames(query)) {
    const [schema, name] = table.split('.') as [string, string];
    const { rows } = await query(`SELECT count(*)::int AS n FROM ${quoted(schema)}.${quoted(name)}`);
    counts[table] = Number(rows[0]!.n);
  }
  return counts;
}
