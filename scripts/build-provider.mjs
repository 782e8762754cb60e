// Builds the provider for production (the container image, CI's production smoke test): ES
// module bundles with the packages left in node_modules and the SQL migrations copied beside
// them: provider/dist/server.mjs, and the operator's commands the image has no sources for
// (create-admin.mjs: `node provider/dist/create-admin.mjs --email …`). The server reads the
// contract from graphql/schema/ at start, as in dev.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'provider', 'dist');

rmSync(outDir, { recursive: true, force: true });
await build({
  entryPoints: {
    server: path.join(root, 'provider', 'src', 'server.ts'),
    'create-admin': path.join(root, 'provider', 'src', 'db', 'create-admin-cli.ts'),
  },
  outdir: outDir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync(path.join(root, 'provider', 'src', 'db', 'migrations'), path.join(outDir, 'migrations'), { recursive: true });
console.log('provider/dist/server.mjs and create-admin.mjs built');
