import nodemailer from 'nodemailer';

// One nodemailer transport from an SMTP URL (SMTP_URL, or the embedded server's): smtp://host:port,
// smtps:// for TLS, user:password@ for AUTH. Short timeouts: a mail server that hangs delays the
// worker's batch, never a request (nothing but the worker sends).

export type MailMessage = { from: string; to: string; subject: string; html: string; text: string; messageId: string };
export type MailTransport = { send(message: MailMessage): Promise<void>; close(): void };

export function createMailTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 587)),
    secure: url.protocol === 'smtps:',
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    // The embedded server (inbox.ts) is plain SMTP on the loopback; a remote one may offer STARTTLS.
    ignoreTLS: url.searchParams.get('tls') === 'off',
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(message) {
      await transport.sendMail({ ...message, messageId: message.messageId });
    },
    close: () => transport.close(),
  };
}
