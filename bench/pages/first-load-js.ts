// First-load JavaScript of a built page, read from the build's own manifests (no server needed):
// the framework's root scripts plus the entry scripts of the page and its layouts, each gzipped
// at level 9 as bench/pages/run.ts counts them. Also says whether any browser chunk holds
// graphql-js (its parser's or printer's tables) or a query AST — the client sends operation
// ids and names only (docs/decisions/page-weight.md, "A lighter client").
//
//   npm run build && node --import tsx bench/pages/first-load-js.ts
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const NEXT = path.join(process.cwd(), '.next');
const PAGES: Record<string, string> = { '/auth/dang-nhap': '(auth)/auth/dang-nhap/page', '/': '(staff)/page' };

/**
 * Strings only graphql-js (its parser's error text, its printer's and visitor's tables, minified
 * or not) or an operation AST contain.
 */
export const GRAPHQL_MARKERS = ['Syntax Error:', 'OperationDefinition:["description"', 'kind:"OperationDefinition"', '"kind":"OperationDefinition"', "kind: 'OperationDefinition'"];

function entryScripts(page: string): string[] {
  const source = readFileSync(path.join(NEXT, 'server', 'app', `${page}_client-reference-manifest.js`), 'utf8');
  const sandbox: { __RSC_MANIFEST?: Record<string, { entryJSFiles: Record<string, string[]> }> } = {};
  new Function('globalThis', source)(sandbox);
  const manifest = sandbox.__RSC_MANIFEST![`/${page}`]!;
  // The page itself and every layout above it (not the not-found and error boundaries).
  return Object.entries(manifest.entryJSFiles)
    .filter(([key]) => key.endsWith('/layout') || key.endsWith(`/${page}`))
    .flatMap(([, files]) => files);
}

export function firstLoad(page: string) {
  const build = JSON.parse(readFileSync(path.join(NEXT, 'build-manifest.json'), 'utf8')) as { rootMainFiles: string[]; polyfillFiles: string[] };
  const files = new Set([...build.rootMainFiles, ...entryScripts(page)]);
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(path.join(NEXT, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { scripts: files.size, raw, gzip };
}

/** The .js files under `dir` (a build's browser chunks by default) that contain one of GRAPHQL_MARKERS. */
export function chunksWithGraphql(dir = path.join(NEXT, 'static', 'chunks')): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .filter((file) => {
      const text = readFileSync(path.join(dir, file), 'utf8');
      return GRAPHQL_MARKERS.some((marker) => text.includes(marker));
    });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [route, page] of Object.entries(PAGES)) {
    const { scripts, raw, gzip } = firstLoad(page);
    console.log(`${route}: ${scripts} scripts, ${(raw / 1024).toFixed(1)} KB raw, ${(gzip / 1024).toFixed(1)} KB gzip`);
  }
  const marked = chunksWithGraphql();
  console.log(marked.length ? `graphql-js or query ASTs in: ${marked.join(', ')}` : 'no browser chunk holds graphql-js or a query AST');
}
