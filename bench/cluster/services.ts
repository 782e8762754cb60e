// Private PostgreSQL and Redis servers for the fault bench, so it can restart them without
// touching the machine's shared ones (which tests may be using). Both come from the machine's
// Debian packages; each runs on its own port with its data in a temporary folder.
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Commands run as the postgres user when we are root (PostgreSQL refuses to run as root). */
function asPostgres(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

export async function startPrivatePostgres(port: number) {
  const version = readdirSync('/usr/lib/postgresql').sort().at(-1)!;
  const bin = (name: string) => `/usr/lib/postgresql/${version}/bin/${name}`;
  const dir = mkdtempSync(path.join(tmpdir(), 'tm-bench-pg-'));
  if (process.getuid?.() === 0) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
  execFileSync(...asPostgres(bin('initdb'), ['-D', dir, '-A', 'trust', '-U', 'postgres', '--no-sync']), { stdio: 'ignore' });
  const ctl = (action: string) =>
    execFileSync(...asPostgres(bin('pg_ctl'), ['-D', dir, '-w', '-l', path.join(dir, 'log'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`, action]), { stdio: 'ignore' });
  ctl('start');
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    /** Stops it (fast: clients are cut) and starts it again; resolves when it accepts connections. */
    restart: async () => {
      ctl('restart');
      for (let i = 0; i < 100; i++) {
        const client = new pg.Client({ connectionString: url });
        if (await client.connect().then(() => true, () => false)) {
          await client.end();
          return;
        }
        await sleep(100);
      }
    },
    stop: async () => {
      try {
        execFileSync(...asPostgres(bin('pg_ctl'), ['-D', dir, '-m', 'immediate', 'stop']), { stdio: 'ignore' });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** Redis: the one the provider tests restart too. */
export { startPrivateRedis } from '../../tests/provider/private-redis';
