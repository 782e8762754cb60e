import type { LoginLimiter } from './auth/login-limiter';
import type { TokenService } from './auth/tokens';
import type { Database } from './db/client';
import type { CloudUserRow, UserRow } from './db/rows';
import type { PubSub } from './events';
import type { MailServices } from './modules/mail/links';
import type { RateLimits } from './security/rate-limits';

/** Everything a resolver may use, built once per provider process. */
export type ProviderServices = {
  db: Database;
  tokens: TokenService;
  limiter: LoginLimiter;
  /** Named limits (chat posts, room creation, registration, …): security/rate-limits.ts. */
  rateLimits: RateLimits;
  pubSub: PubSub;
  production: boolean;
  /** Folder for stored files (avatars under ./avatars): FILE_STORAGE_DIR, else DATA_DIR/files. */
  fileStorageDir: string;
  /** Largest file a cloud user may upload (UPLOAD_MAX_FILE_BYTES, default 5 GB). */
  uploadMaxFileBytes: number;
  /** The app's address for links, the studio's name and address, the worker's wake-up (docs/decisions/email.md). */
  mail: MailServices;
};

/** Who is calling: a staff user or a cloud user, with the session their token names. */
export type Viewer =
  | { kind: 'staff'; user: UserRow & { roleName: string | null }; sessionId: string }
  | { kind: 'cloud'; cloudUser: CloudUserRow; sessionId: string };

export type GraphQLContext = ProviderServices & {
  viewer: Viewer | null;
  /** The browser's address as the app forwards it (signed), else the caller's socket address. */
  clientIp: string;
  /** The app's x-request-id (or one made here), carried into the logs. */
  requestId: string;
  /**
   * A subscription's context lives as long as it does (hours); `perEvent` gives each event a new
   * scope, so the per-request loaders (per-request.ts) read fresh rows for every event.
   */
  eventScope?: object;
};
