// The production app server inside Next's standalone output (the container and CI's smoke test
// run it instead of the generated server.js). Like scripts/app-server.ts for `npm start`, it
// records the TCP peer's address in x-tm-peer-address, overwriting whatever a caller sent, so
// lib/server/route-handler.ts knows the real client (docs/decisions/security-limits.md).
// scripts/build-production.mjs copies it beside server.js and fills in NEXT_CONFIG, the build's
// own configuration, exactly as Next writes it into server.js.
import { createServer } from 'node:http';
import module from 'node:module';
import { fileURLToPath } from 'node:url';

const require = module.createRequire(import.meta.url);
const dir = fileURLToPath(new URL('.', import.meta.url));
process.env.NODE_ENV = 'production';
process.chdir(dir);

const port = Number.parseInt(process.env.PORT ?? '', 10) || 3000;
const hostname = process.env.HOSTNAME || '0.0.0.0';
const nextConfig = /* NEXT_CONFIG */ {};
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(nextConfig);

const next = require('next');
const app = next({ dev: false, dir, conf: nextConfig, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((request, response) => {
  request.headers['x-tm-peer-address'] = request.socket.remoteAddress ?? '';
  void handle(request, response);
});
// nginx (deploy/nginx.conf: `keepalive 32`, idle upstream connections kept 60 s) and the tests'
// clients reuse connections. Node closes an idle one after 5 s, racing a request sent on it at
// that moment: a POST then fails (ECONNRESET, 502 behind nginx; seen in a CI run on /api/graphql).
// Idle connections stay open longer than any caller keeps them, as the provider's do
// (provider/src/app.ts); tests/smoke/production.spec.ts checks one is still reused after 6 s.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, hostname, () => console.log(`[app] http://${hostname}:${port}`));

// SIGTERM: stop taking connections, let requests in flight finish, exit within 10 s.
function stop() {
  setTimeout(() => process.exit(1), 10_000).unref();
  server.close(() => process.exit(0));
  server.closeIdleConnections();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
