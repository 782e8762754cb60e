// Where a studio's data lives, as the provider reads it (provider/src/env.ts): the database
// (DATABASE_URL, else the embedded PGlite under DATA_DIR/pglite) and the file volume
// (FILE_STORAGE_DIR, else DATA_DIR/files); with --stack, the running `npm run stack`'s
// (scripts/stack/state.ts). `npm run backup` reads from it, `npm run restore` writes to it.
import path from 'node:path';
import { DEFAULT_STACK_DIR, readState } from '../stack/state';

export type Target = {
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dir: string };
  filesDir: string;
};

export function targetOf(env: NodeJS.ProcessEnv, options: { stack?: boolean } = {}): Target {
  if (options.stack) {
    const dir = env.STACK_DIR || DEFAULT_STACK_DIR;
    const state = readState(dir);
    if (!state) throw new Error(`Không có stack nào đang chạy với thư mục ${dir} (npm run stack).`);
    return { database: { kind: 'postgres', url: state.databaseUrl }, filesDir: state.fileStorageDir };
  }
  const dataDir = env.DATA_DIR || '.data';
  return {
    database: env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dir: path.join(dataDir, 'pglite') },
    filesDir: env.FILE_STORAGE_DIR || path.join(dataDir, 'files'),
  };
}

/** The database without its password, for messages. */
export function describeDatabase(database: Target['database']): string {
  if (database.kind === 'pglite') return `PGlite ${database.dir}`;
  const url = new URL(database.url);
  url.password = '';
  return `PostgreSQL ${url.toString()}`;
}
