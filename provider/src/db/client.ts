import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { log } from '../ops/log';
import * as schema from './schema';

// One schema and one set of SQL migrations for both drivers: embedded PGlite (real Postgres in
// WASM) when there is no DATABASE_URL, node-postgres when there is.

export type Database = ReturnType<typeof drizzlePglite<typeof schema>>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  driver: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** The PostgreSQL pool's connections (metrics); none on PGlite. */
  poolStats?: () => { total: number; idle: number; waiting: number };
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Called with each SQL statement drizzle sends (tests and benchmarks count a request's statements). */
export type StatementListener = (sql: string) => void;

/** `dataDir` is a folder for PGlite, or 'memory://' for a throw-away database (tests). */
export async function openDatabase(options: { databaseUrl?: string; dataDir?: string; onStatement?: StatementListener }): Promise<DatabaseHandle> {
  const onStatement = options.onStatement;
  const logger = onStatement ? { logQuery: (query: string) => onStatement(query) } : undefined;
  if (options.databaseUrl) {
    // A database that does not answer fails the request within 5 s (a 503), instead of hanging it.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
    // An idle connection the server closed (restart, failover) must not crash the provider:
    // the pool drops it and the next query opens a new one.
    pool.on('error', (error) => log.warn({ err: error.message }, 'idle database connection lost'));
    const db = drizzlePg(pool, { schema, logger });
    await migratePg(db, { migrationsFolder });
    // Both drivers expose the same query builder; the PGlite type stands for both.
    return {
      db: db as unknown as Database,
      driver: 'postgres',
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  // pg_trgm: the trigram indexes of the searches (migration 0024, docs/decisions/data-hot-paths.md).
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema, logger });
  await migratePglite(db, { migrationsFolder });
  return { db, driver: 'pglite', close: () => client.close() };
}
