import 'server-only';
import { parseAppEnv, type AppEnv } from './env-schema';

let cached: AppEnv | undefined;

/** The app's validated configuration (see lib/server/env-schema.ts and .env.example). */
export function env(): AppEnv {
  cached ??= parseAppEnv(process.env);
  return cached;
}
