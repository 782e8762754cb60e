import type { Limit, LimitName } from './rate-limits';

// The provider's security limits (docs/decisions/security-limits.md). Defaults here; server.ts
// fills them from the environment (validated in env.ts), tests pass their own.

/** A 5 MB chat image as a base64 data URL is ~6.7 MB; JSON around it stays well under 7 MiB. */
export const DEFAULT_MAX_BODY_BYTES = 7 * 1024 * 1024;
/** The app's largest trusted document is under 1 KB; ad-hoc documents gain nothing from more. */
export const DEFAULT_MAX_DOCUMENT_BYTES = 4 * 1024;

export type SecurityOptions = {
  /** Shared with the app, which signs the browser's address it forwards (FORWARDING_SECRET). */
  forwardingSecret?: string;
  /** Origins allowed to open the realtime websocket (APP_ORIGINS); a request without Origin is not a browser's. */
  allowedOrigins: string[];
  maxBodyBytes: number;
  maxDocumentBytes: number;
  rateLimits?: Partial<Record<LimitName, Limit>>;
  /** Prefix of the rate-limit keys (tests use their own). */
  limitKeyPrefix?: string;
};

export function securityDefaults(appPort = 3000): SecurityOptions {
  return {
    allowedOrigins: [`http://localhost:${appPort}`, `http://127.0.0.1:${appPort}`],
    maxBodyBytes: DEFAULT_MAX_BODY_BYTES,
    maxDocumentBytes: DEFAULT_MAX_DOCUMENT_BYTES,
  };
}
