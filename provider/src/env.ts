import { z } from 'zod';
import { DEFAULT_MAX_BODY_BYTES, DEFAULT_MAX_DOCUMENT_BYTES } from './security/config';
import { parseRateLimits } from './security/rate-limits';

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
  /** How long a customer's unfinished cloud upload lasts without a new byte, in hours (default a week; docs/decisions/upload-expiry.md). */
  CLOUD_UPLOAD_EXPIRY_HOURS: z.coerce.number().positive().max(24 * 365).default(7 * 24),
  /** How long an unfinished result upload on a job lasts without a new byte, in hours (default a day). */
  RESULT_UPLOAD_EXPIRY_HOURS: z.coerce.number().positive().max(24 * 365).default(24),
  // How often open jobs past their due time are announced, once per job (docs/decisions/notification-settings.md).
  LATE_JOBS_SWEEP_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters'),
  /** Seed the demo studio into an empty embedded database (never into DATABASE_URL unless `npm run seed`). */
  SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
  /** Shared with the app, which signs the browser address it forwards; unset: the socket's address. */
  FORWARDING_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** The app's port, for the default websocket origins. */
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Origins allowed to open the realtime websocket; default http://localhost:PORT and http://127.0.0.1:PORT. */
  APP_ORIGINS: z
    .string()
    .transform((text) => text.split(',').map((origin) => origin.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^https?:\/\/[^/\s]+$/, 'must be origins like https://tm.example.com, comma-separated')).min(1))
    .optional(),
  /** Where mail goes (smtp://user:pass@host:587, smtps://…:465); unset: the embedded mail server, read on /thu (docs/decisions/email.md). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  /** The sender of every mail. */
  MAIL_FROM: z.string().min(3).optional(),
  /** The app's public address, for the links in mail; default http://localhost:PORT. */
  APP_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, 'must be an http(s):// URL')
    .optional(),
  /** The studio's name and address at the foot of every mail until an admin saves them on /thu (studio_settings). */
  STUDIO_NAME: z.string().min(1).max(200).default('Studio TM'),
  STUDIO_ADDRESS: z.string().max(500).default(''),
  /** How often the mail worker looks for due mail, and the first retry delay after a failed send. */
  MAIL_POLL_SECONDS: z.coerce.number().min(0.1).max(3600).default(2),
  MAIL_RETRY_SECONDS: z.coerce.number().min(0.1).max(3600).default(30),
  /** A delivery the customer has not answered after this many days gets one reminder mail. */
  MAIL_REMINDER_DAYS: z.coerce.number().int().min(1).max(60).default(3),
  MAX_BODY_BYTES: z.coerce.number().int().min(64 * 1024).default(DEFAULT_MAX_BODY_BYTES),
  MAX_DOCUMENT_BYTES: z.coerce.number().int().min(1024).default(DEFAULT_MAX_DOCUMENT_BYTES),
  /** Overrides of the named rate limits: `chatPost=20/4,upload=10/60` (points/seconds). */
  RATE_LIMITS: z
    .string()
    .transform((text, ctx) => {
      try {
        return parseRateLimits(text);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    })
    .optional(),
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
