// The provider's entry point: validate config, open and migrate the database, seed the demo
// studio into an empty embedded database, then serve GraphQL (HTTP + graphql-ws) on one port.
import path from 'node:path';
import { Redis } from 'ioredis';
import { createProvider } from './app';
import { openDatabase } from './db/client';
import { ensureRoles, isEmpty, seedDemo } from './db/seed';
import { parseProviderEnv } from './env';

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
  console.log('[provider] dữ liệu mẫu đã được tạo (admin@tm.local / Admin@123).');
}

const limiterRedis = env.REDIS_URL ? new Redis(env.REDIS_URL, { enableOfflineQueue: false }) : undefined;
const provider = createProvider({
  db: handle.db,
  jwtSecret: env.JWT_SECRET,
  production: env.NODE_ENV === 'production',
  redisUrl: env.REDIS_URL,
  limiterRedis,
  fileStorageDir: env.FILE_STORAGE_DIR ?? path.join(env.DATA_DIR, 'files'),
  uploadMaxFileBytes: env.UPLOAD_MAX_FILE_BYTES,
});
await provider.listen(env.PROVIDER_PORT, env.PROVIDER_HOST);
console.log(`[provider] GraphQL: http://${env.PROVIDER_HOST}:${env.PROVIDER_PORT}/graphql (${handle.driver})`);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`[provider] ${signal}: đang dừng...`);
  await provider.close();
  limiterRedis?.disconnect();
  await handle.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
