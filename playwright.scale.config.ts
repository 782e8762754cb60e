import { freshServer, suiteConfig } from './playwright.config';

// The scale-out end-to-end test: Chromium against one app and two providers on PostgreSQL and
// Redis (tests/scale/cluster-server.ts). Runs when DATABASE_URL names a PostgreSQL server
// (`npm run test:scale`; .ci/run sets it when the machine's PostgreSQL answers).
const basePort = Number(process.env.SCALE_BASE_PORT ?? 5800);
export const SCALE = { appURL: `http://127.0.0.1:${basePort + 1}`, control: `http://127.0.0.1:${basePort + 50}` };

// Reconnecting to the surviving provider and refetching takes a few seconds on a busy machine
// (the suites' expectations wait 30 s).
export default suiteConfig(
  'tests/scale',
  SCALE.appURL,
  freshServer('node --import tsx tests/scale/cluster-server.ts', `${SCALE.control}/ready`, { SCALE_BASE_PORT: String(basePort) }, 180_000),
);
