// A private redis-server (the machine's Debian package) on its own port, with nothing saved, so a
// test or a bench can stop and restart it without touching the machine's shared Redis:
// tests/provider/scale-out.test.ts and bench/faults.
import { spawn, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { waitUntil } from './wait-until';

export type PrivateRedis = { url: string; restart(): Promise<void>; stop(): Promise<void> };

export async function startPrivateRedis(port: number): Promise<PrivateRedis> {
  let child: ChildProcess | undefined;
  async function start() {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => {}); // refused until the server listens
    await waitUntil(
      'redis-server answers',
      async () => {
        try {
          await probe.connect();
          await probe.ping();
          probe.disconnect();
          return true;
        } catch {
          return false;
        }
      },
      { intervalMs: 100 },
    );
  }
  async function stop() {
    const running = child;
    if (!running || running.exitCode !== null) return;
    await new Promise((resolve) => {
      running.once('exit', resolve);
      running.kill('SIGKILL');
    });
  }
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    restart: async () => {
      await stop();
      await start();
    },
    stop,
  };
}
