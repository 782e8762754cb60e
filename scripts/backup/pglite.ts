// The embedded database's side of `npm run backup` / `npm run restore` (the `npm start` demo,
// docs/decisions/backups.md): PGlite's own dump of its data folder (dumpDataDir, a gzipped tar),
// loaded into a new folder with loadDataDir. It is read by the same PGlite version that wrote
// it; the embedded database has one user at a time, so `npm start` must be stopped first.
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { tableCounts } from './tables';

async function opened<T>(dir: string, work: (db: PGlite) => Promise<T>, loadDataDir?: Blob): Promise<T> {
  mkdirSync(path.dirname(path.resolve(dir)), { recursive: true });
  const db = await PGlite.create(dir, { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

export async function dumpPglite(dir: string, file: string) {
  if (!existsSync(dir)) throw new Error(`Không có cơ sở dữ liệu nhúng ở ${dir}.`);
  return opened(dir, async (db) => {
    const tables = await tableCounts((sql) => db.query(sql));
    const { rows } = await db.query<{ v: string }>("SELECT current_setting('server_version') AS v");
    await writeFile(file, Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer()));
    return { serverVersion: `${rows[0]!.v} (PGlite)`, tables };
  });
}

/** Whether the folder holds anything (an embedded database may only be restored into an empty one). */
export function pgliteInUse(dir: string): boolean {
  return existsSync(dir) && readdirSync(dir).length > 0;
}

export async function restorePglite(dir: string, file: string) {
  await opened(dir, async () => undefined, new Blob([await readFile(file)]));
}

export function pgliteCounts(dir: string) {
  return opened(dir, (db) => tableCounts((sql) => db.query(sql)));
}
