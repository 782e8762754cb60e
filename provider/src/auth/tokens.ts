import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

// Access tokens and tickets are HS256 JWTs with `exp`. Each kind has its own audience, and each
// door reads only its own: a realtime ticket opens the websocket and nothing else, an upload
// ticket authorises tus uploads and nothing else (docs/decisions/realtime-door.md), a download
// ticket fetches the one file route it names and nothing else (docs/decisions/delivery.md). Every access token names its
// session (`sid`) and the user's token version (`ver`); the context checks both against the
// database on every request, so logout, deactivation and role change end a token at once.

export type Principal = 'staff' | 'cloud';
export type TokenClaims = { sub: number; kind: Principal; sid: string; ver: number };

const ISSUER = 'tm-provider';
const ACCESS_AUDIENCE = 'tm-api';
const REALTIME_AUDIENCE = 'tm-realtime';
const UPLOAD_AUDIENCE = 'tm-upload';
const DOWNLOAD_AUDIENCE = 'tm-download';
const MAIL_LINK_AUDIENCE = 'tm-mail-link';
export const TICKET_SECONDS = 60;

export function createTokenService(secret: string) {
  const key = new TextEncoder().encode(secret);

  /** `path`: the one provider path a download ticket opens. */
  async function sign(claims: TokenClaims, audience: string, expiresAt: Date, path?: string): Promise<string> {
    return new SignJWT({ kind: claims.kind, sid: claims.sid, ver: claims.ver, ...(path ? { path } : {}) })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.sub))
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setIssuedAt()
      // Unique per token: two tickets issued in the same second are still two single-use tickets.
      .setJti(randomUUID())
      .setExpirationTime(expiresAt)
      .sign(key);
  }

  async function read(token: string, audience: string, path?: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience, algorithms: ['HS256'] });
      if (path !== undefined && payload.path !== path) return null;
      const sub = Number(payload.sub);
      const { kind, sid, ver } = payload as { kind?: unknown; sid?: unknown; ver?: unknown };
      if (!Number.isInteger(sub) || (kind !== 'staff' && kind !== 'cloud') || typeof sid !== 'string' || typeof ver !== 'number') return null;
      return { sub, kind, sid, ver };
    } catch {
      return null;
    }
  }

  return {
    signAccess: (claims: TokenClaims, expiresAt: Date) => sign(claims, ACCESS_AUDIENCE, expiresAt),
    readAccess: (token: string) => read(token, ACCESS_AUDIENCE),
    signRealtimeTicket: (claims: TokenClaims) => sign(claims, REALTIME_AUDIENCE, new Date(Date.now() + TICKET_SECONDS * 1000)),
    readRealtimeTicket: (token: string) => read(token, REALTIME_AUDIENCE),
    signUploadTicket: (claims: TokenClaims) => sign(claims, UPLOAD_AUDIENCE, new Date(Date.now() + TICKET_SECONDS * 1000)),
    readUploadTicket: (token: string) => read(token, UPLOAD_AUDIENCE),
    /** A ticket in a link: GET of `path` on the provider within TICKET_SECONDS, by the browser the app redirected there. */
    signDownloadTicket: (claims: TokenClaims, path: string) => sign(claims, DOWNLOAD_AUDIENCE, new Date(Date.now() + TICKET_SECONDS * 1000), path),
    readDownloadTicket: (token: string, path: string) => read(token, DOWNLOAD_AUDIENCE, path),
    /** A link in a mail (docs/decisions/email.md): its own audience, so it opens nothing but what it names. */
    signMailLink: (link: MailLink, expiresAt: Date) =>
      new SignJWT({ ...link })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ISSUER)
        .setAudience(MAIL_LINK_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(expiresAt)
        .sign(key),
    async readMailLink(token: string): Promise<MailLink | null> {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: MAIL_LINK_AUDIENCE, algorithms: ['HS256'] });
        const { purpose, address, kind, cloudUserId } = payload as Record<string, unknown>;
        if (typeof address !== 'string') return null;
        if (purpose === 'confirm' && typeof cloudUserId === 'number') return { purpose, address, cloudUserId };
        if (purpose === 'unsubscribe' && typeof kind === 'string') return { purpose, address, kind };
        return null;
      } catch {
        return null;
      }
    },
  };
}

/** What a mail's link does: confirm a customer's address, or stop one kind of mail to an address. */
export type MailLink = { purpose: 'confirm'; address: string; cloudUserId: number } | { purpose: 'unsubscribe'; address: string; kind: string };

export type TokenService = ReturnType<typeof createTokenService>;
