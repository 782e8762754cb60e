// A real SMTP server for the tests (smtp-server, as the provider's embedded one): it receives what
// the provider's mail worker sends and keeps every mail, parsed. It can be stopped and started
// again on the same port, to show the queue keeps mail while the server is away.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string; subject: string; html: string; text: string; messageId: string };

export type TestSmtp = {
  url: string;
  port: number;
  mails: ReceivedMail[];
  /** Called for each mail before it is accepted; return false to refuse it (421) — the hook may stop the server. */
  beforeAccept?: (mail: ReceivedMail) => boolean;
  running(): boolean;
  stop(): Promise<void>;
  start(): Promise<void>;
};

const asMail = (mail: ParsedMail): ReceivedMail => ({
  from: mail.from?.text ?? '',
  to: (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).map((entry) => entry.text).join(', '),
  subject: mail.subject ?? '',
  html: typeof mail.html === 'string' ? mail.html : '',
  text: mail.text ?? '',
  messageId: mail.messageId ?? '',
});

export async function startTestSmtp(port = 0): Promise<TestSmtp> {
  let server: SMTPServer | undefined;
  const smtp: TestSmtp = {
    url: '',
    port,
    mails: [],
    running: () => server !== undefined,
    async start() {
      const current = new SMTPServer({
        disabledCommands: ['STARTTLS', 'AUTH'],
        authOptional: true,
        logger: false,
        // Connections still open when it stops are cut at once.
        closeTimeout: 50,
        async onData(stream, _session, callback) {
          const mail = asMail(await simpleParser(stream));
          if (smtp.beforeAccept && !smtp.beforeAccept(mail)) return callback(Object.assign(new Error('Service not available'), { responseCode: 421 }));
          smtp.mails.push(mail);
          callback();
        },
      });
      await new Promise<void>((resolve, reject) => {
        current.once('error', reject);
        current.listen(smtp.port, '127.0.0.1', () => resolve());
      });
      current.on('error', () => {});
      server = current;
      smtp.port = (current.server.address() as AddressInfo).port;
      smtp.url = `smtp://127.0.0.1:${smtp.port}?tls=off`;
    },
    async stop() {
      const current = server;
      server = undefined;
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
  };
  await smtp.start();
  return smtp;
}
