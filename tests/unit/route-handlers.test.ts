/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// docs/decisions/code-habits.md, habit 2: every route handler goes through lib/server/route-handler.ts's wrapper.
function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return name === 'route.ts' ? [full] : [];
  });
}

describe('route handlers', () => {
  const files = routeFiles(path.join(process.cwd(), 'app'));

  it('exist for login, logout, registration, GraphQL and the realtime ticket', () => {
    const relative = files.map((f) => path.relative(process.cwd(), f));
    for (const expected of ['app/api/auth/login/route.ts', 'app/api/auth/logout/route.ts', 'app/api/graphql/route.ts', 'app/api/realtime/ticket/route.ts', 'app/api/cloud/auth/login/route.ts']) {
      expect(relative).toContain(expected);
    }
  });

  it.each(files.map((f) => [path.relative(process.cwd(), f)]))('%s wraps every exported method with routeHandler', (file) => {
    const source = readFileSync(file, 'utf8');
    const exported = [...source.matchAll(/export\s+(?:const|async function|function)\s+(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\b(.*)/g)];
    expect(exported.length).toBeGreaterThan(0);
    for (const [, method, rest] of exported) expect(`${method}${rest}`).toMatch(new RegExp(`^${method} = routeHandler(<.+>)?\\(`));
  });
});
