import { freshServer, suiteConfig } from './playwright.config';

// CI's production smoke test: the same standalone Next.js server and provider bundle the
// container image runs (`npm run build:production`), with NODE_ENV=production, on a fresh
// embedded database. Fixed test-only secrets; nothing here is used outside this run.
const appPort = Number(process.env.SMOKE_APP_PORT ?? 3150);
const providerPort = Number(process.env.SMOKE_PROVIDER_PORT ?? 4150);
const distDir = process.env.NEXT_DIST_DIR || '.next-prod';
const dataDir = `.data-smoke-${appPort}`;
export const SMOKE = { baseURL: `http://localhost:${appPort}`, providerOrigin: `http://127.0.0.1:${providerPort}` };

const production = { NODE_ENV: 'production', DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn' };

/** A production server of this run, with `env` on top of production's. */
const server = (command: string, url: string, env: Record<string, string>) => freshServer(command, url, { ...production, ...env });

export default suiteConfig('tests/smoke', SMOKE.baseURL, [
  server(`rm -rf ${dataDir} && node provider/dist/server.mjs`, `${SMOKE.providerOrigin}/ready`, {
    PROVIDER_PORT: String(providerPort),
    DATA_DIR: dataDir,
    JWT_SECRET: 'smoke-test-only-jwt-secret-0123456789abcdef',
    FORWARDING_SECRET: 'smoke-test-only-forwarding-secret-0123456789',
    APP_ORIGINS: `http://localhost:${appPort},http://127.0.0.1:${appPort}`,
  }),
  server(`node ${distDir}/standalone/app-server.mjs`, `${SMOKE.baseURL}/api/ready`, {
    PORT: String(appPort),
    HOSTNAME: '127.0.0.1',
    PROVIDER_GRAPHQL_URL: `${SMOKE.providerOrigin}/graphql`,
    PROVIDER_PORT: String(providerPort),
    SESSION_SECRET: 'smoke-test-only-session-secret-0123456789ab',
    FORWARDING_SECRET: 'smoke-test-only-forwarding-secret-0123456789',
    COOKIE_SECURE: 'false',
    DATA_DIR: dataDir,
  }),
]);
