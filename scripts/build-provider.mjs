// Builds the provider for production (the container image, CI's production smoke test): one
// ES module bundle, provider/dist/server.mjs, with the packages left in node_modules and the SQL
// migrations copied beside it. It reads the contract from graphql/schema/ at start, as in dev.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'provider', 'dist');

rmSync(outDir, { recursive: true, force: true });
await build({
  entryPoints: [path.join(root, 'provider', 'src', 'server.ts')],
  outfile: path.join(outDir, 'server.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync(path.join(root, 'provider', 'src', 'db', 'migrations'), path.join(outDir, 'migrations'), { recursive: true });
console.log('provider/dist/server.mjs built');
