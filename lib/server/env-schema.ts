import { z } from 'zod';

// The app's configuration schema. env.ts reads it on the server; scripts/start.ts checks it
// before starting anything, so a bad value stops `npm start` with the variable's name (which is
// why this module, run by plain Node there, is not marked 'server-only').
export const appEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters'),
  PROVIDER_GRAPHQL_URL: z.url().default('http://127.0.0.1:4000/graphql'),
  PROVIDER_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  /** Where browsers open the realtime websocket; default: the page's host on PROVIDER_PORT. */
  NEXT_PUBLIC_REALTIME_URL: z.url().optional(),
  /** The studio's spreadsheet ('Bảng tính' in the admin menu). */
  SPREADSHEET_URL: z.url().default('https://docs.google.com/spreadsheets/'),
  COOKIE_SECURE: z.enum(['true', 'false']).optional(),
  /** Shared with the provider: stored files (avatars) are under FILE_STORAGE_DIR, else DATA_DIR/files. */
  DATA_DIR: z.string().min(1).default('.data'),
  FILE_STORAGE_DIR: z.string().min(1).optional(),
  /** Bearer token a Prometheus scraper sends to /api/metrics; unset: no metrics endpoint. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Shared with the provider: the app signs the browser address it forwards (login and registration limits). */
  FORWARDING_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Proxies in front of the app whose X-Forwarded-For entries are believed (0: the socket's address is the client). */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Largest request body the app accepts (a 5 MB chat image as a data URL fits in the default 7 MiB). */
  MAX_BODY_BYTES: z.coerce.number().int().min(64 * 1024).default(7 * 1024 * 1024),
});

export type AppEnv = z.infer<typeof appEnvSchema>;

export function parseAppEnv(source: Record<string, string | undefined>): AppEnv {
  const parsed = appEnvSchema.safeParse(withoutEmpty(source));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  return parsed.data;
}

/** An empty variable (`DATABASE_URL=`) means "not set", as in most tools. */
function withoutEmpty(source: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(source).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''));
}
