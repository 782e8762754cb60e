// The provider's entry point: validate config, open and migrate the database, seed the demo
// studio into an empty embedded database, then serve GraphQL (HTTP + graphql-ws) on one port.
import path from 'node:path';
import { Redis } from 'ioredis';
import { createProvider } from './app';
import { moveChatImagesOut } from './modules/chat/images';
import { startEmbeddedSmtp } from './modules/mail/inbox';
import { openDatabase } from './db/client';
import { ensureRoles, isEmpty, seedDemo } from './db/seed';
import { parseProviderEnv } from './env';
import { logRedisError } from './events';
import { log } from './ops/log';
import { securityDefaults } from './security/config';

let env;
try {
  env = parseProviderEnv(process.env);
} catch (error) {
  console.error(`[provider] ${(error as Error).message}`);
  process.exit(1);
}

const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: path.join(env.DATA_DIR, 'pglite') });
await ensureRoles(handle.db);
if (handle.driver === 'pglite' && env.SEED_DEMO === 'auto' && (await isEmpty(handle.db))) {
  await seedDemo(handle.db);
  log.info('dữ liệu mẫu đã được tạo (admin@tm.local / Admin@123)');
}

const limiterRedis = env.REDIS_URL ? new Redis(env.REDIS_URL, { enableOfflineQueue: false }) : undefined;
limiterRedis?.on('error', (error: Error) => logRedisError('limits', error));
// The limiter does not queue commands while disconnected (it must not fail open), so wait for it.
if (limiterRedis && limiterRedis.status !== 'ready') await new Promise((resolve) => limiterRedis.once('ready', resolve));
// Without SMTP_URL the mail goes to a mail server inside this process; admins read it on /thu.
const embeddedSmtp = env.SMTP_URL ? undefined : await startEmbeddedSmtp(handle.db);
const provider = createProvider({
  db: handle.db,
  jwtSecret: env.JWT_SECRET,
  production: env.NODE_ENV === 'production',
  redisUrl: env.REDIS_URL,
  limiterRedis,
  fileStorageDir: env.FILE_STORAGE_DIR ?? path.join(env.DATA_DIR, 'files'),
  uploadMaxFileBytes: env.UPLOAD_MAX_FILE_BYTES,
  uploadExpiry: { cloudMs: env.CLOUD_UPLOAD_EXPIRY_HOURS * 3600_000, resultsMs: env.RESULT_UPLOAD_EXPIRY_HOURS * 3600_000 },
  lateJobsSweepMs: env.LATE_JOBS_SWEEP_SECONDS * 1000,
  poolStats: handle.poolStats,
  mail: {
    smtpUrl: env.SMTP_URL ?? embeddedSmtp!.url,
    embedded: !env.SMTP_URL,
    from: env.MAIL_FROM,
    appUrl: env.APP_URL ?? `http://localhost:${env.PORT}`,
    studio: { name: env.STUDIO_NAME, address: env.STUDIO_ADDRESS },
    pollMs: env.MAIL_POLL_SECONDS * 1000,
    retryBaseMs: env.MAIL_RETRY_SECONDS * 1000,
    reminderDays: env.MAIL_REMINDER_DAYS,
    // The reminders and the morning digest are looked for every 10 minutes.
    sweepMs: 600_000,
  },
  security: {
    ...securityDefaults(env.PORT),
    forwardingSecret: env.FORWARDING_SECRET,
    ...(env.APP_ORIGINS ? { allowedOrigins: env.APP_ORIGINS } : {}),
    maxBodyBytes: env.MAX_BODY_BYTES,
    maxDocumentBytes: env.MAX_DOCUMENT_BYTES,
    rateLimits: env.RATE_LIMITS,
  },
});
// Chat images stored the old way (a data URL in the message) become files before anyone reads them
// (docs/decisions/chat-images.md); nothing to do once they all are.
const movedImages = await moveChatImagesOut(provider.services);
if (movedImages > 0) log.info({ movedImages }, 'chat images moved to files');
await provider.listen(env.PROVIDER_PORT, env.PROVIDER_HOST);
log.info({ url: `http://${env.PROVIDER_HOST}:${env.PROVIDER_PORT}/graphql`, database: handle.driver, redis: Boolean(env.REDIS_URL) }, 'provider sẵn sàng');

// A failure nobody awaited is logged; it must not take down the requests of everyone else.
process.on('unhandledRejection', (reason) => log.error({ err: reason }, 'unhandled rejection'));

// SIGTERM (a deploy, the orchestrator): finish what is in flight, then exit within 10 s.
const STOP_DEADLINE_MS = 10_000;
let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'đang dừng');
  setTimeout(() => {
    log.error('dừng quá 10 giây: thoát ngay');
    process.exit(1);
  }, STOP_DEADLINE_MS).unref();
  await provider.drain(STOP_DEADLINE_MS - 2000);
  await embeddedSmtp?.close();
  limiterRedis?.disconnect();
  await handle.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
