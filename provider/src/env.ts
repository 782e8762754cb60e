import { z } from 'zod';

// The provider's configuration, validated once at start; a bad value stops it with a message
// naming the variable.
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PROVIDER_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  PROVIDER_HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  FILE_STORAGE_DIR: z.string().min(1).optional(),
  /** Largest file a cloud user may upload, in bytes (default 5 GB). */
  UPLOAD_MAX_FILE_BYTES: z.coerce.number().int().positive().default(5 * 1024 ** 3),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters'),
  /** Seed the demo studio into an empty embedded database (never into DATABASE_URL unless `npm run seed`). */
  SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
});

export type ProviderEnv = z.infer<typeof schema>;

export function parseProviderEnv(source: Record<string, string | undefined>): ProviderEnv {
  const parsed = schema.safeParse(withoutEmpty(source));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid provider configuration: ${problems.join('; ')}`);
  }
  return parsed.data;
}

/** An empty variable (`DATABASE_URL=`) means "not set", as in most tools. */
function withoutEmpty(source: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(source).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''));
}
