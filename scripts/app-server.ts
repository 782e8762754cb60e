// The Next.js app's HTTP server (`npm start` / `npm run dev` run it instead of `next start` /
// `next dev`). It does one thing Next cannot: it records the TCP peer's address in
// x-tm-peer-address, overwriting whatever a caller sent under that name, so lib/server/route-handler.ts
// knows the real client (Next only fills X-Forwarded-For when the caller did not, so a forged
// X-Forwarded-For would otherwise be all it sees). See docs/decisions/security-limits.md.
import { createServer } from 'node:http';
import next from 'next';

const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT || 3000);
const app = next({ dev, port, dir: process.cwd() });
const handle = app.getRequestHandler();
await app.prepare();

const PEER_HEADER = 'x-tm-peer-address';
const server = createServer((req, res) => {
  req.headers[PEER_HEADER] = req.socket.remoteAddress ?? '';
  void handle(req, res);
});
if (dev) {
  const upgrade = app.getUpgradeHandler();
  server.on('upgrade', (req, socket, head) => void upgrade(req, socket, head));
}
// nginx (deploy/nginx.conf: `keepalive 32`, idle upstream connections kept 60 s) and the tests'
// clients reuse connections. Node closes an idle one after 5 s, racing a request sent on it at
// that moment: a POST then fails (ECONNRESET, 502 behind nginx; seen in a CI run on /api/graphql).
// Idle connections stay open longer than any caller keeps them, as the provider's do
// (provider/src/app.ts); tests/smoke/production.spec.ts checks one is still reused after 6 s.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, () => console.log(`[app] http://localhost:${port}${dev ? ' (dev)' : ''}`));

const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
