// The production build the container image runs and CI's smoke test starts: Next.js's
// standalone server (output: 'standalone', with its static files copied in, as Next's docs
// ask) and the provider bundle. NEXT_DIST_DIR moves the app's build (default .next). The app
// runs behind the company proxy, which compresses (deploy/nginx.conf): NEXT_COMPRESS defaults
// to false here, as in the image (docs/operations/production.md).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = process.env.NEXT_DIST_DIR || '.next';
const env = { ...process.env, NEXT_OUTPUT: 'standalone', NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1', NEXT_COMPRESS: process.env.NEXT_COMPRESS || 'false' };

function run(args) {
  const result = spawnSync(process.execPath, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run(['node_modules/next/dist/bin/next', 'build']);
const standalone = path.join(root, distDir, 'standalone');
cpSync(path.join(root, distDir, 'static'), path.join(standalone, distDir, 'static'), { recursive: true });
// Our server (client address from the socket) beside Next's, with the build's configuration.
const generated = readFileSync(path.join(standalone, 'server.js'), 'utf8');
const config = /^const nextConfig = (\{.*\})$/m.exec(generated)?.[1];
if (!config) throw new Error('nextConfig not found in the standalone server.js (Next changed its output?)');
const ours = readFileSync(path.join(root, 'scripts', 'standalone-app-server.mjs'), 'utf8');
writeFileSync(path.join(standalone, 'app-server.mjs'), ours.replace('/* NEXT_CONFIG */ {}', config));
if (existsSync(path.join(root, 'public'))) cpSync(path.join(root, 'public'), path.join(standalone, 'public'), { recursive: true });
run(['scripts/build-provider.mjs']);
console.log(`standalone app: ${path.relative(root, standalone)}/app-server.mjs; provider: provider/dist/server.mjs`);
