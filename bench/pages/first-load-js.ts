// First-load JavaScript of a built page, read from the build's own manifests (no server needed):
// the framework's root scripts plus the entry scripts of the page and its layouts, each gzipped
// at level 9 as bench/pages/run.ts counts them. Also says whether any browser chunk holds
// graphql-js (its parser's or printer's tables) or a query AST — the client sends operation
// ids and names only (docs/decisions/page-weight.md, "A lighter client").
//
//   npm run build && node --import tsx bench/pages/first-load-js.ts
//   node --import tsx bench/pages/first-load-js.ts --all      every page of the build, heaviest first
//   node --import tsx bench/pages/first-load-js.ts --chunks '(staff)/(screens)/chat/page'
//                                                            that page's scripts, by gzip size
//   BENCH_SOURCE_MAPS=1 NEXT_DIST_DIR=.next-maps npx next build
//   NEXT_DIST_DIR=.next-maps node --import tsx bench/pages/first-load-js.ts --modules '(staff)/page' [--above '(staff)/(admin)/danh-muc/page']
//                                                            the source modules in that page's first-load scripts (minified bytes,
//                                                            read through the browser source maps); with --above, only those the other page lacks
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { eachMapping, TraceMap } from '@jridgewell/trace-mapping';

const NEXT = path.join(process.cwd(), process.env.NEXT_DIST_DIR ?? '.next');
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

function firstLoadFiles(page: string): string[] {
  const build = JSON.parse(readFileSync(path.join(NEXT, 'build-manifest.json'), 'utf8')) as { rootMainFiles: string[]; polyfillFiles: string[] };
  return [...new Set([...build.rootMainFiles, ...entryScripts(page)])];
}

/** Each first-load script of `page` with its raw and gzip-9 bytes, largest gzip first. */
export function firstLoadChunks(page: string) {
  return firstLoadFiles(page)
    .map((file) => {
      const bytes = readFileSync(path.join(NEXT, file));
      return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
}

export function firstLoad(page: string) {
  const chunks = firstLoadChunks(page);
  return { scripts: chunks.length, raw: chunks.reduce((sum, c) => sum + c.raw, 0), gzip: chunks.reduce((sum, c) => sum + c.gzip, 0) };
}

/** Every app page of the build (`(staff)/page`, `(auth)/auth/dang-nhap/page`, …), from its client reference manifest. */
export function allPages(): string[] {
  const app = path.join(NEXT, 'server', 'app');
  return readdirSync(app, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('/page_client-reference-manifest.js') || file === 'page_client-reference-manifest.js')
    .map((file) => file.slice(0, -'_client-reference-manifest.js'.length))
    .sort();
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

/**
 * The minified bytes of each source module in `page`'s first-load scripts, largest first, read
 * through the browser source maps of a build made with BENCH_SOURCE_MAPS=1 (next.config.mjs).
 */
export function firstLoadModules(page: string): Map<string, number> {
  const bytes = new Map<string, number>();
  for (const { file } of firstLoadChunks(page)) {
    const code = readFileSync(path.join(NEXT, file), 'utf8');
    const mapUrl = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
    if (!mapUrl) throw new Error(`${file} has no source map: build with BENCH_SOURCE_MAPS=1`);
    const lines = code.split('\n');
    const segments: { line: number; column: number; source: string }[] = [];
    eachMapping(new TraceMap(readFileSync(path.join(NEXT, path.dirname(file), mapUrl), 'utf8')), (m) =>
      segments.push({ line: m.generatedLine, column: m.generatedColumn, source: m.source ?? '(no source)' }),
    );
    segments.sort((a, b) => a.line - b.line || a.column - b.column);
    segments.forEach((segment, i) => {
      const next = segments[i + 1];
      const end = next && next.line === segment.line ? next.column : lines[segment.line - 1]!.length;
      const name = segment.source.replace(/^.*node_modules\//, 'node_modules/').replace(/^.*?\/(app|components|lib|domain|graphql)\//, '$1/');
      bytes.set(name, (bytes.get(name) ?? 0) + end - segment.column);
    });
  }
  return new Map([...bytes].sort((a, b) => b[1] - a[1]));
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

if (import.meta.url === `file://${process.argv[1]}` && process.argv.includes('--all')) {
  const rows = allPages().map((page) => ({ page, ...firstLoad(page) })).sort((a, b) => b.gzip - a.gzip);
  for (const { page, scripts, gzip } of rows) console.log(`${kb(gzip).padStart(7)} KB gzip  ${String(scripts).padStart(2)} scripts  ${page}`);
} else if (import.meta.url === `file://${process.argv[1]}` && process.argv.includes('--chunks')) {
  const page = process.argv[process.argv.indexOf('--chunks') + 1]!;
  for (const { file, raw, gzip } of firstLoadChunks(page)) console.log(`${kb(gzip).padStart(6)} KB gz ${kb(raw).padStart(7)} KB raw  ${file}`);
  console.log(`total ${kb(firstLoad(page).gzip)} KB gzip`);
} else if (import.meta.url === `file://${process.argv[1]}` && process.argv.includes('--modules')) {
  const page = process.argv[process.argv.indexOf('--modules') + 1]!;
  const above = process.argv.includes('--above') ? firstLoadModules(process.argv[process.argv.indexOf('--above') + 1]!) : new Map<string, number>();
  const rows = [...firstLoadModules(page)].filter(([module]) => !above.has(module));
  for (const [module, raw] of rows) console.log(`${kb(raw).padStart(7)} KB min  ${module}`);
  console.log(`total ${kb(rows.reduce((sum, [, raw]) => sum + raw, 0))} KB minified in ${rows.length} modules`);
} else if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [route, page] of Object.entries(PAGES)) {
    const { scripts, raw, gzip } = firstLoad(page);
    console.log(`${route}: ${scripts} scripts, ${(raw / 1024).toFixed(1)} KB raw, ${(gzip / 1024).toFixed(1)} KB gzip`);
  }
  const marked = chunksWithGraphql();
  console.log(marked.length ? `graphql-js or query ASTs in: ${marked.join(', ')}` : 'no browser chunk holds graphql-js or a query AST');
}
