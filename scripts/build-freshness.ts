// Whether a build is older than its sources, by modification times: `npm start` rebuilds the
// app when its sources changed, `npm run stack` the production artefacts (scripts/stack.ts), and
// each reuses a build that is still fresh (test:smoke builds them just before test:stack).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the Next.js app is built from. */
export const APP_BUILD_INPUTS = ['app', 'components', 'lib', 'domain', 'graphql', 'public', 'proxy.ts', 'next.config.mjs', 'tailwind.config.ts', 'postcss.config.mjs', 'package-lock.json', 'tsconfig.json'];
/** What the provider bundle is built from (scripts/build-provider.mjs). */
export const PROVIDER_BUILD_INPUTS = ['provider/src', 'domain', 'graphql', 'scripts/build-provider.mjs', 'package-lock.json'];

/** The newest modification time under `entry` (0 when it does not exist). */
export function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(entry).map((name): number => newestMtime(path.join(entry, name))));
}

/** True when `output` is missing or older than any of `inputs` (paths relative to `root`). */
export function isStale(root: string, output: string, inputs: string[]): boolean {
  const built = path.join(root, output);
  if (!existsSync(built)) return true;
  return Math.max(...inputs.map((input) => newestMtime(path.join(root, input)))) > statSync(built).mtimeMs;
}
