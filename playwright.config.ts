import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, { command: string }>;

// End-to-end tests: Debian's Chromium against the built app and the real provider, started
// by the same launcher as `npm start` on a fresh embedded database (.data-e2e).
// Ports and data folder can be moved (E2E_APP_PORT, E2E_PROVIDER_PORT) so two runs can share a machine.
const appPort = Number(process.env.E2E_APP_PORT ?? 3100);
const providerPort = Number(process.env.E2E_PROVIDER_PORT ?? 4100);
export const E2E = {
  appPort,
  providerPort,
  baseURL: `http://localhost:${appPort}`,
  providerURL: `http://127.0.0.1:${providerPort}/graphql`,
  dataDir: `.data-e2e-${appPort}`,
};

/** A server the run starts fresh (never one already running), ready when `url` answers; its output goes to the report. */
export const freshServer = (command: string, url: string, env: Record<string, string>, timeout = 120_000): WebServer => ({
  command,
  url,
  timeout,
  reuseExistingServer: false,
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
  env,
});

const config = defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // Screenshot comparisons (tests/e2e/screenshots.spec.ts): 1 % of the pixels may differ
    // (anti-aliasing between runs); animations stopped and the caret hidden.
    toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  // Baselines are committed beside the specs, one file per screen and width (no platform suffix:
  // every run uses Debian's Chromium). Regenerate: npx playwright test tests/e2e/screenshots.spec.ts --update-snapshots
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFileName}/{arg}{ext}',
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
    // The screenshots compare the demo seed's screens, so they run first, on the run's fresh
    // database, before the other specs change its data (with one worker, projects of the same
    // stage run in the order listed here). Run alone: npx playwright test tests/e2e/screenshots.spec.ts
    { name: 'screenshots', dependencies: ['setup'], testMatch: /screenshots\.spec\.ts/ },
    { name: 'chromium', dependencies: ['setup'], testIgnore: [/global\.setup\.ts/, /screenshots\.spec\.ts/] },
  ],
  webServer: freshServer(`rm -rf ${E2E.dataDir} && node --import tsx scripts/start.ts`, `${E2E.baseURL}/auth/dang-nhap`, {
    PORT: String(E2E.appPort),
    PROVIDER_PORT: String(E2E.providerPort),
    PROVIDER_GRAPHQL_URL: E2E.providerURL,
    DATA_DIR: E2E.dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    // One JSON line per request drowns a failure's output; warnings and errors still show.
    LOG_LEVEL: 'warn',
    // Specs seed conversations through the API faster than anyone types (70 messages in a
    // few seconds); the chat limit itself is tested in tests/provider/security-limits.test.ts.
    RATE_LIMITS: 'chatPost=500/4',
    // The late-jobs check would notify of the seed's late jobs in the middle of the run, changing
    // what the notification specs see; it is tested in tests/provider/notification-settings.test.ts.
    LATE_JOBS_SWEEP_SECONDS: '86400',
  }, 240_000),
});
export default config;

/**
 * The config of a suite beside the e2e one (tests/smoke, tests/scale): the same browser, locale
 * and single worker, its own folder, address and servers, and a longer wait for expectations.
 */
export const suiteConfig = (testDir: string, baseURL: string, webServer: WebServer | WebServer[]) =>
  defineConfig({ ...config, testDir, projects: undefined, use: { ...config.use, baseURL }, expect: { timeout: 30_000 }, webServer });
