// Playwright's web server for the scale-out test: a cluster of two providers and one app on
// PostgreSQL and Redis (bench/cluster), plus a small control endpoint the test uses to stop and
// start a provider:  GET /ready · POST /providers/<n>/stop (SIGTERM) · POST /providers/<n>/start.
import { createServer } from 'node:http';
import { startCluster } from '../../bench/cluster/cluster';

const basePort = Number(process.env.SCALE_BASE_PORT ?? 5800);
const cluster = await startCluster({
  providers: 2,
  apps: 1,
  databaseUrl: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
  redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
  basePort,
  handleSignals: false,
});

const control = createServer(async (request, response) => {
  const match = /^\/providers\/(\d)\/(stop|start)$/.exec(request.url ?? '');
  if (request.method === 'GET' && request.url === '/ready') return void response.end('ok');
  if (request.method !== 'POST' || !match) return void response.writeHead(404).end();
  const index = Number(match[1]);
  if (match[2] === 'stop') {
    const ms = await cluster.stopProvider(index);
    return void response.end(JSON.stringify({ exitMs: ms }));
  }
  await cluster.startProvider(index);
  response.end('{}');
});
control.listen(basePort + 50, '127.0.0.1');

async function shutdown() {
  control.close();
  await cluster.stop();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
