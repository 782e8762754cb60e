import type { TokenService } from '../../auth/tokens';
import type { MailKind } from '../../../../domain/mail';
import type { StudioIdentity } from './templates';

// What the rest of the provider knows of mail: where the app is (for links), the studio's name and
// address (for the foot), and the signed links (docs/decisions/email.md).

export type MailServices = {
  /** The app's public address, for the links in a mail (APP_URL). */
  appUrl: string;
  /** The studio's name and address until an admin saves them on /thu (STUDIO_NAME, STUDIO_ADDRESS): studio-settings.ts. */
  studio: StudioIdentity;
  /** True when the embedded mail server receives the mail (no SMTP_URL): admins read it on /thu. */
  embedded: boolean;
  /** Wakes the mail worker after a commit that queued mail; nothing when no worker runs. */
  kick: () => void;
};

/** The app's page that opens a mail link (app/thu-tu-tm/page.tsx). */
export const MAIL_LINK_PATH = '/thu-tu-tm';

const DAY_MS = 86_400_000;
/** An address confirmation is good for a week; an unsubscribe link for as long as mail is kept. */
const CONFIRM_DAYS = 7;
const UNSUBSCRIBE_DAYS = 3650;

const linkUrl = (appUrl: string, token: string) => `${appUrl.replace(/\/$/, '')}${MAIL_LINK_PATH}?t=${encodeURIComponent(token)}`;

export async function confirmLink(tokens: TokenService, appUrl: string, cloudUserId: number, address: string) {
  const token = await tokens.signMailLink({ purpose: 'confirm', address, cloudUserId }, new Date(Date.now() + CONFIRM_DAYS * DAY_MS));
  return linkUrl(appUrl, token);
}

export async function unsubscribeLink(tokens: TokenService, appUrl: string, address: string, kind: MailKind) {
  const token = await tokens.signMailLink({ purpose: 'unsubscribe', address: address.toLowerCase(), kind }, new Date(Date.now() + UNSUBSCRIBE_DAYS * DAY_MS));
  return linkUrl(appUrl, token);
}

/** An address the app links to: `appUrl` + path. */
export const appLink = (appUrl: string, path: string) => `${appUrl.replace(/\/$/, '')}${path}`;
