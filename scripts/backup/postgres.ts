// The PostgreSQL side of `npm run backup` / `npm run restore` (docs/decisions/backups.md):
// pg_dump's custom format, taken in one snapshot with the row counts of the manifest, and
// pg_restore into an empty database. pg_dump must be at least the server's major version: the
// one in /usr/lib/postgresql/<major>/bin when present, else the one on the PATH if it is new
// enough (PG_DUMP / PG_RESTORE name others).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import pg from 'pg';
import { tableCounts, tableNames } from './tables';

type Tool = 'pg_dump' | 'pg_restore';

/** The major version a PostgreSQL tool reports (`pg_dump (PostgreSQL) 15.20 …` → 15), or 0. */
function majorOf(binary: string): number {
  try {
    return Number(/\) (\d+)/.exec(execFileSync(binary, ['--version'], { encoding: 'utf8' }))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** The tool to use with a server of `serverMajor`, or an error that says what to install. */
export function toolFor(tool: Tool, serverMajor: number): string {
  const given = process.env[tool === 'pg_dump' ? 'PG_DUMP' : 'PG_RESTORE'];
  if (given) return given;
  const own = `/usr/lib/postgresql/${serverMajor}/bin/${tool}`;
  if (existsSync(own)) return own;
  const onPath = majorOf(tool);
  if (onPath >= serverMajor) return tool;
  throw new Error(
    `Máy chủ là PostgreSQL ${serverMajor} nhưng ${tool} ở đây là ${onPath ? `bản ${onPath}` : 'không có'}. Cài postgresql-client-${serverMajor} (hoặc đặt ${tool === 'pg_dump' ? 'PG_DUMP' : 'PG_RESTORE'}).`,
  );
}

function run(binary: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${binary} dừng với mã ${code}:\n${errors.trim()}`))));
  });
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function serverMajor(client: pg.Client): Promise<{ major: number; version: string }> {
  const { rows } = await client.query<{ v: string; n: string }>("SELECT current_setting('server_version') AS v, current_setting('server_version_num') AS n");
  return { major: Math.floor(Number(rows[0]!.n) / 10000), version: rows[0]!.v };
}

/**
 * Dumps the database to `file`; the row counts come from the same snapshot as the dump
 * (pg_export_snapshot, held open until pg_dump has finished), so they describe exactly it.
 */
export async function dumpPostgres(url: string, file: string) {
  return withClient(url, async (client) => {
    const { major, version } = await serverMajor(client);
    const pgDump = toolFor('pg_dump', major);
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    try {
      const snapshot = (await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')).rows[0]!.id;
      const tables = await tableCounts((sql) => client.query(sql));
      await run(pgDump, ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${snapshot}`, `--file=${file}`, `--dbname=${url}`]);
      return { serverVersion: version, tables };
    } finally {
      await client.query('COMMIT');
    }
  });
}

/** The tables already in the database (none: it may be restored into). */
export function postgresTables(url: string): Promise<string[]> {
  return withClient(url, (client) => tableNames((sql) => client.query(sql)));
}

export async function restorePostgres(url: string, file: string) {
  const major = await withClient(url, async (client) => (await serverMajor(client)).major);
  await run(toolFor('pg_restore', major), ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url}`, file]);
}

export function postgresCounts(url: string) {
  return withClient(url, (client) => tableCounts((sql) => client.query(sql)));
}
