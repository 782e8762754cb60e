// The production build the container image runs and CI's smoke test starts: Next.js's
// standalone server (output: 'standalone', with its static files copied in, as Next's docs
// ask) and the provider bundle. NEXT_DIST_DIR moves the app's build (default .next).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = process.env.NEXT_DIST_DIR || '.next';
const env = { ...process.env, NEXT_OUTPUT: 'standalone', NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' };

function run(args) {
  const result = spawnSync(process.execPath, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run(['node_modules/next/dist/bin/next', 'build']);
const standalone = path.join(root, distDir, 'standalone');
cpSync(path.join(root, distDir, 'static'), path.join(standalone, distDir, 'static'), { recursive: true });
if (existsSync(path.join(root, 'public'))) cpSync(path.join(root, 'public'), path.join(standalone, 'public'), { recursive: true });
run(['scripts/build-provider.mjs']);
console.log(`standalone app: ${path.relative(root, standalone)}/server.js; provider: provider/dist/server.mjs`);
