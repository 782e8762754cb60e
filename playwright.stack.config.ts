import { freshServer, suiteConfig } from './playwright.config';

// The production stack's end-to-end journeys (tests/stack): Chromium through nginx running the
// shipped deploy/nginx.conf, in front of two apps and two providers on PostgreSQL and Redis, as
// `npm run stack` starts them (tests/stack/stack-server.ts wraps it with a fresh database and
// folder). `npm run test:stack`; STACK_TEST_PORT moves it (nginx there, the rest on the next six).
const port = Number(process.env.STACK_TEST_PORT ?? 7160);
export const STACK = { port, baseURL: `http://localhost:${port}`, dir: `.stack-test-${port}` };

const suite = suiteConfig(
  'tests/stack',
  STACK.baseURL,
  // Ten minutes: the first run on a clean clone may build the production artefacts.
  { ...freshServer('node --import tsx tests/stack/stack-server.ts', `${STACK.baseURL}/api/ready`, { STACK_TEST_PORT: String(port) }, 600_000), gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 30_000 } },
);

const config = {
  ...suite,
  // A fresh database first: no demo account after a DATABASE_URL start, then the first admin
  // (npm run create-admin); the demo studio is seeded after them for the journeys.
  projects: [
    { name: 'first-start', testMatch: /first-start\.spec\.ts/ },
    { name: 'demo-studio', testMatch: /demo-studio\.setup\.ts/, dependencies: ['first-start'] },
    { name: 'journeys', testIgnore: [/first-start\.spec\.ts/, /demo-studio\.setup\.ts/], dependencies: ['demo-studio'] },
  ],
};
export default config;
