import { defineConfig } from '@playwright/test';

// End-to-end tests: Debian's Chromium against the built app and the real provider, started
// by the same launcher as `npm start` on a fresh embedded database (.data-e2e).
export const E2E = {
  appPort: 3100,
  providerPort: 4100,
  baseURL: 'http://localhost:3100',
  providerURL: 'http://127.0.0.1:4100/graphql',
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: E2E.baseURL,
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'setup', testMatch: /global\.setup\.ts/ },
    { name: 'chromium', dependencies: ['setup'], testIgnore: /global\.setup\.ts/ },
  ],
  webServer: {
    command: 'rm -rf .data-e2e && node --import tsx scripts/start.ts',
    url: `${E2E.baseURL}/auth/dang-nhap`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(E2E.appPort),
      PROVIDER_PORT: String(E2E.providerPort),
      PROVIDER_GRAPHQL_URL: E2E.providerURL,
      DATA_DIR: '.data-e2e',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
  },
});
