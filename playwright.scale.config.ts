import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The scale-out end-to-end test: Chromium against one app and two providers on PostgreSQL and
// Redis (tests/scale/cluster-server.ts). Runs when DATABASE_URL names a PostgreSQL server
// (`npm run test:scale`; .ci/run sets it when the machine's PostgreSQL answers).
const basePort = Number(process.env.SCALE_BASE_PORT ?? 5800);
export const SCALE = { appURL: `http://127.0.0.1:${basePort + 1}`, control: `http://127.0.0.1:${basePort + 50}` };

export default defineConfig({
  ...base,
  testDir: 'tests/scale',
  projects: undefined,
  use: { ...base.use, baseURL: SCALE.appURL },
  // Reconnecting to the surviving provider and refetching takes a few seconds on a busy machine.
  expect: { timeout: 30_000 },
  webServer: {
    command: 'node --import tsx tests/scale/cluster-server.ts',
    url: `${SCALE.control}/ready`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { SCALE_BASE_PORT: String(basePort) },
  },
});
