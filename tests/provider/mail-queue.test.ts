// The mail queue (docs/decisions/email.md): a transactional outbox sent by the provider's worker
// over real SMTP. A mail server that stops mid-batch delays mail and loses none: after it returns
// every mail arrives exactly once. A rolled-back transaction queues nothing.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { isNull, isNotNull, sql } from 'drizzle-orm';
import { mailOutbox } from '../../provider/src/db/schema';
import { backoffMs, enqueueMail } from '../../provider/src/modules/mail/outbox';
import { renderMail } from '../../provider/src/modules/mail/templates';
import { startTestProvider, type TestProvider } from './harness';
import { startTestSmtp, type TestSmtp } from './smtp-support';
import { waitUntil } from './wait-until';

let p: TestProvider;
let smtp: TestSmtp;

before(async () => {
  smtp = await startTestSmtp();
  p = await startTestProvider({ mail: { smtpUrl: smtp.url, pollMs: 50, retryBaseMs: 100, studio: { name: 'Studio Ánh Dương', address: '12 Lê Lợi, Huế' } } });
});
after(async () => {
  await p?.close();
  await smtp?.stop();
});

const mail = (n: number) => ({ kind: 'delivery' as const, to: `khach${n}@example.com`, ...renderMail({ name: 'Studio Ánh Dương', address: '12 Lê Lợi, Huế' }, { subject: `Thư số ${n}`, greeting: 'Chào bạn,', paragraphs: ['Nội dung.'] }) });

describe('mail queue', () => {
  test('backoff doubles from the base and stops at an hour', () => {
    assert.deepEqual([1, 2, 3, 4].map((n) => backoffMs(n, 100)), [100, 200, 400, 800]);
    assert.equal(backoffMs(40, 30_000), 3_600_000);
  });

  test('a rolled-back transaction queues no mail; a committed one does', async () => {
    await assert.rejects(
      p.db.transaction(async (tx) => {
        await enqueueMail(tx, mail(900));
        throw new Error('rollback');
      }),
    );
    const [none] = await p.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox).where(sql`${mailOutbox.toAddress} = 'khach900@example.com'`);
    assert.equal(none!.n, 0);
    await p.db.transaction((tx) => enqueueMail(tx, mail(901)));
    p.services.mail.kick();
    const arrived = await waitUntil('mail 901 arrives', () => smtp.mails.find((m) => m.to === 'khach901@example.com'));
    assert.equal(arrived.subject, 'Thư số 901');
    assert.match(arrived.text, /Studio Ánh Dương\n12 Lê Lợi, Huế/);
    assert.match(arrived.html, /Studio Ánh Dương/);
    smtp.mails.length = 0;
  });

  test('the SMTP server stops mid-batch and returns: every mail arrives exactly once', async () => {
    // The fourth mail finds the server going away: it refuses it and stops listening.
    let accepted = 0;
    smtp.beforeAccept = () => {
      if (accepted === 3) {
        void smtp.stop();
        return false;
      }
      accepted++;
      return true;
    };
    await p.db.transaction(async (tx) => {
      for (let n = 1; n <= 10; n++) await enqueueMail(tx, mail(n));
    });
    p.services.mail.kick();
    await waitUntil('the server stopped', () => !smtp.running());
    // While it is away the worker keeps trying with its backoff; nothing more arrives, nothing is lost.
    const failing = await waitUntil('failed attempts are recorded', async () => {
      const rows = await p.db.select().from(mailOutbox).where(isNull(mailOutbox.sentAt));
      return rows.length === 7 && rows.filter((row) => row.lastError !== null).length >= 2 && rows;
    });
    assert.equal(smtp.mails.length, 3);
    assert.ok(failing.every((row) => row.sentAt === null));

    smtp.beforeAccept = undefined;
    await smtp.start();
    await waitUntil('every mail arrives', () => smtp.mails.length >= 10, { timeoutMs: 20_000 });
    await waitUntil('every row is stamped sent', async () => (await p.db.select().from(mailOutbox).where(isNull(mailOutbox.sentAt))).length === 0);
    // A little longer: a duplicate would show up now.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const subjects = smtp.mails.map((m) => m.subject).sort((a, b) => a.localeCompare(b, 'vi', { numeric: true }));
    assert.deepEqual(subjects, Array.from({ length: 10 }, (_, i) => `Thư số ${i + 1}`));
    assert.deepEqual(new Set(smtp.mails.map((m) => m.to)).size, 10);
    const sent = await p.db.select().from(mailOutbox).where(isNotNull(mailOutbox.sentAt));
    assert.equal(sent.length, 11);
    assert.ok(sent.some((row) => row.attempts > 1), 'some mail needed more than one attempt');
  });
});
