import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Database } from '../../db/client';
import { mailInbox } from '../../db/schema';
import { log } from '../../ops/log';

// The embedded mail server (docs/decisions/email.md): without SMTP_URL (`npm start`'s default) the
// provider listens for SMTP on a loopback port of its own and keeps every mail it receives in
// mail_inbox, which admins read on /thu. The worker sends to it exactly as to a real server.

/** Largest mail it accepts (ours are a few KB). */
const MAX_MAIL_BYTES = 2 * 1024 * 1024;

const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).map((entry) => entry.text).join(', ');

export async function startEmbeddedSmtp(db: Database): Promise<{ url: string; close: () => Promise<void> }> {
  const server = new SMTPServer({
    // Loopback only, no TLS, no login: the provider itself is the only client.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    size: MAX_MAIL_BYTES,
    logger: false,
    banner: 'TM',
    async onData(stream, _session, callback) {
      try {
        const mail = await simpleParser(stream);
        await db
          .insert(mailInbox)
          .values({
            messageId: mail.messageId ?? `<no-id-${Date.now()}-${Math.random()}@tm.local>`,
            fromAddress: addresses(mail.from),
            toAddress: addresses(mail.to),
            subject: mail.subject ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            text: mail.text ?? '',
          })
          .onConflictDoNothing();
        callback();
      } catch (error) {
        log.error({ err: error }, 'embedded mail server could not keep a mail');
        callback(Object.assign(new Error('Không lưu được thư, thử lại sau'), { responseCode: 451 }));
      }
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  server.on('error', (error) => log.error({ err: error }, 'embedded mail server error'));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}?tls=off`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
