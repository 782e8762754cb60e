import 'server-only';
import { z } from 'zod';

// The app's configuration, validated once. `npm start` fills SESSION_SECRET for the embedded
// demo (scripts/start.ts); a deployment sets it. A bad value stops with the variable's name.
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters'),
  PROVIDER_GRAPHQL_URL: z.url().default('http://127.0.0.1:4000/graphql'),
  PROVIDER_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  /** Where browsers open the realtime websocket; default: the page's host on PROVIDER_PORT. */
  NEXT_PUBLIC_REALTIME_URL: z.url().optional(),
  /** The studio's spreadsheet ('Bảng tính' in the admin menu). */
  SPREADSHEET_URL: z.url().default('https://docs.google.com/spreadsheets/'),
});

export type AppEnv = z.infer<typeof schema>;

function load(): AppEnv {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  return parsed.data;
}

let cached: AppEnv | undefined;
export function env(): AppEnv {
  cached ??= load();
  return cached;
}
