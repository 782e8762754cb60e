import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../provider/src/db/client';

// A benchmark's own PostgreSQL database on the server of `serverUrl` (never the server's own
// database): created empty, migrated by openDatabase, handed to `run`, dropped at the end.
// `reuse`: an existing database of that name is kept as it is (`run` learns it was reused);
// `keep`: it is not dropped at the end, so a later run can reuse it.
export async function withBenchDatabase(
  serverUrl: string,
  name: string,
  run: (handle: DatabaseHandle, reused: boolean) => Promise<void>,
  options: { reuse?: boolean; keep?: boolean } = {},
) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  const reused = Boolean(options.reuse) && exists;
  if (!reused) {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  try {
    await run(handle, reused);
  } finally {
    await handle.close();
    if (!options.keep) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
