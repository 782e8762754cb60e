// The embedded mail server (docs/decisions/email.md): without SMTP_URL the provider receives its
// own mail over real SMTP and keeps it; admins read it (mail_inbox, inbox_mail), nobody else does.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startEmbeddedSmtp } from '../../provider/src/modules/mail/inbox';
import { enqueueMail, startMailWorker } from '../../provider/src/modules/mail/outbox';
import { renderMail } from '../../provider/src/modules/mail/templates';
import { createMailTransport } from '../../provider/src/modules/mail/transport';
import { DEMO, errorCode, startTestProvider, type TestProvider } from './harness';
import { waitUntil } from './wait-until';

let p: TestProvider;
let smtp: Awaited<ReturnType<typeof startEmbeddedSmtp>>;
let worker: ReturnType<typeof startMailWorker>;

before(async () => {
  p = await startTestProvider();
  smtp = await startEmbeddedSmtp(p.db);
  worker = startMailWorker(p.db, { transport: createMailTransport(smtp.url), from: '"Studio" <no-reply@tm.local>', pollMs: 50, retryBaseMs: 100 });
});
after(async () => {
  worker?.stop();
  await smtp?.close();
  await p?.close();
});

const INBOX = 'query { mail_inbox { embedded queued mails { id to subject received_at html text } } }';
const ONE = 'query($id: Int!) { inbox_mail(id: $id) { id from to subject html text } }';

describe('embedded mail server', () => {
  test('a queued mail arrives in the inbox once; admins read it, other staff and customers are refused', async () => {
    const content = renderMail({ name: 'Studio Ánh Dương', address: '12 Lê Lợi' }, { subject: 'Kết quả đã sẵn sàng <b>', greeting: 'Chào chị Lan,', paragraphs: ['Ảnh đã xong.'], action: { label: 'Xem kết quả', url: 'http://localhost:3000/user-cloud/ket-qua/1' } });
    await p.db.transaction((tx) => enqueueMail(tx, { kind: 'delivery', to: 'lan@example.com', ...content }));
    worker.kick();
    const admin = await p.login(DEMO.admin.email, DEMO.admin.password);
    const listed = await waitUntil('the mail is in the inbox', async () => {
      const result = await p.gql(INBOX, {}, { token: admin });
      return result.data?.mail_inbox.mails.length === 1 && result.data.mail_inbox;
    });
    assert.equal(listed.mails[0].to, 'lan@example.com');
    assert.equal(listed.mails[0].subject, 'Kết quả đã sẵn sàng <b>');
    assert.equal(listed.mails[0].html, '', 'the list carries no bodies');
    const opened = (await p.gql(ONE, { id: listed.mails[0].id }, { token: admin })).data!.inbox_mail;
    assert.match(opened.from, /no-reply@tm\.local/);
    assert.match(opened.html, /Kết quả đã sẵn sàng &lt;b&gt;/, 'values are escaped in the HTML');
    assert.match(opened.html, /href="http:\/\/localhost:3000\/user-cloud\/ket-qua\/1"/);
    assert.match(opened.text, /Xem kết quả: http:\/\/localhost:3000\/user-cloud\/ket-qua\/1/);
    assert.match(opened.text, /Studio Ánh Dương\n12 Lê Lợi/);

    const qa = await p.login(DEMO.qa.email, DEMO.qa.password);
    assert.equal(errorCode(await p.gql(INBOX, {}, { token: qa })), 'FORBIDDEN');
    assert.equal(errorCode(await p.gql(ONE, { id: listed.mails[0].id }, { token: qa })), 'FORBIDDEN');
    const customer = await p.cloudLogin(DEMO.cloud.account);
    assert.equal(errorCode(await p.gql(INBOX, {}, { token: customer })), 'UNAUTHENTICATED');
    assert.equal(errorCode(await p.gql(INBOX, {})), 'UNAUTHENTICATED');
  });
});
