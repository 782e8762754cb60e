// The studio's name and address in mail (docs/decisions/email.md): the configured values until an
// admin saves others on /thu; a mail built after the save carries the new ones in its HTML, its
// plain text and its sender. Only admins read or save them (an editor and a QA are refused, the
// admin is not), and bad input is refused with the form's Vietnamese message, changing nothing.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { auditLog, studioSettings } from '../../provider/src/db/schema';
import { assertBadInput, DEMO, errorCode, type TestProvider, startTestProvider } from './harness';
import { startTestSmtp, type TestSmtp } from './smtp-support';
import { waitUntil } from './wait-until';

const DEFAULTS = { name: 'Studio Mặc Định', address: '1 Đường Cũ, Huế' };
const READ = 'query { studio_settings { name address saved } }';
const SAVE = 'mutation($input: StudioSettingsInput!) { update_studio_settings(input: $input) { name address saved } }';
const REGISTER = 'mutation($input: RegisterCloudUserInput!) { register_cloud_user(input: $input) { message } }';

let p: TestProvider;
let smtp: TestSmtp;
let admin: string;

before(async () => {
  smtp = await startTestSmtp();
  p = await startTestProvider({ mail: { smtpUrl: smtp.url, pollMs: 50, retryBaseMs: 100, studio: DEFAULTS } });
  admin = await p.login(DEMO.admin.email, DEMO.admin.password);
});
after(async () => {
  await p?.close();
  await smtp?.stop();
});

/** A customer registering with an address: the confirmation mail is queued and sent. */
async function confirmationTo(account: string, lastName = 'Trần') {
  const address = `${account}@example.com`;
  const registered = await p.gql(REGISTER, { input: { account, email: address, password: 'Cloud@1234', first_name: 'Hoa', last_name: lastName } });
  assert.equal(registered.errors, undefined);
  return waitUntil(`the confirmation to ${address}`, () => smtp.mails.find((m) => m.to === address));
}

const stored = async () => p.db.select({ name: studioSettings.name, address: studioSettings.address }).from(studioSettings);

describe('studio settings in mail', () => {
  test('until an admin saves, the configured name and address stand (in the mail and its sender)', async () => {
    assert.deepEqual((await p.gql(READ, {}, { token: admin })).data?.studio_settings, { ...DEFAULTS, saved: false });
    const mail = await confirmationTo('truockhiluu');
    assert.match(mail.text, /--\nStudio Mặc Định\n1 Đường Cũ, Huế$/);
    assert.match(mail.html, /Studio Mặc Định<br>1 Đường Cũ, Huế/);
    assert.match(mail.from, /^"?Studio Mặc Định"? <no-reply@tm\.local>$/);
  });

  test('an editor and a QA can neither read nor save them; the admin can (positive control)', async () => {
    for (const who of [DEMO.editor, DEMO.qa]) {
      const token = await p.login(who.email, who.password);
      const read = await p.gql(READ, {}, { token });
      assert.equal(errorCode(read), 'FORBIDDEN', who.email);
      const saved = await p.gql(SAVE, { input: { name: 'Studio Của Tôi', address: '' } }, { token });
      assert.equal(errorCode(saved), 'FORBIDDEN', who.email);
      assert.deepEqual(await stored(), [], who.email);
    }
    assert.equal(errorCode(await p.gql(SAVE, { input: { name: 'Studio Ẩn Danh', address: '' } })), 'UNAUTHENTICATED');
    assert.deepEqual(await stored(), []);
    // The same request from the admin succeeds.
    const saved = await p.gql(SAVE, { input: { name: '  Studio Của Tôi ', address: '' } }, { token: admin });
    assert.deepEqual(saved.data?.update_studio_settings, { name: 'Studio Của Tôi', address: '', saved: true });
  });

  test('bad input is refused with the Vietnamese message and changes nothing', async () => {
    const before = await stored();
    const cases: [Record<string, string>, string][] = [
      [{ name: '   ', address: '' }, 'Yêu cầu nhập tên studio'],
      [{ name: 'x'.repeat(201), address: '' }, 'Tên studio tối đa 200 ký tự'],
      [{ name: 'Studio', address: 'y'.repeat(501) }, 'Địa chỉ studio tối đa 500 ký tự'],
      [{ name: 'Studio\u0000', address: '' }, 'Tên studio chứa ký tự không hợp lệ'],
    ];
    for (const [input, message] of cases) {
      const result = await p.gql(SAVE, { input }, { token: admin });
      assertBadInput(result, message);
      assert.equal(result.errors![0]!.message, message);
      assert.deepEqual(await stored(), before, message);
    }
    // The longest allowed values are saved.
    const longest = await p.gql(SAVE, { input: { name: 'n'.repeat(200), address: 'a'.repeat(500) } }, { token: admin });
    assert.equal(longest.errors, undefined);
  });

  test('a mail queued after the save carries the new name and address, escaped in the HTML; the audit log has the change', async () => {
    const input = { name: 'Studio Ánh & Trăng <b>', address: '12 Lê Lợi, "Huế"' };
    const saved = await p.gql(SAVE, { input }, { token: admin });
    assert.deepEqual(saved.data?.update_studio_settings, { ...input, saved: true });
    assert.deepEqual((await p.gql(READ, {}, { token: admin })).data?.studio_settings, { ...input, saved: true });
    const mail = await confirmationTo('saukhiluu');
    assert.equal(mail.subject, 'Xác nhận địa chỉ email cho Studio Ánh & Trăng <b>');
    assert.match(mail.text, /--\nStudio Ánh & Trăng <b>\n12 Lê Lợi, "Huế"$/);
    assert.ok(mail.html.includes('Studio Ánh &amp; Trăng &lt;b&gt;'), mail.html);
    assert.ok(mail.html.includes('12 Lê Lợi, &quot;Huế&quot;'), mail.html);
    assert.ok(!mail.html.includes('<b>'), 'the name stays text');
    assert.ok(!mail.html.includes('Studio Mặc Định'));
    assert.match(mail.from, /Studio Ánh & Trăng <b>/);
    const audit = await p.db.select().from(auditLog).where(eq(auditLog.entityType, 'studio_setting'));
    assert.equal(audit.length, 3);
    assert.deepEqual(audit.at(-1)!.after, input);
  });

  test("<script> in a customer's name stays text in the mail's HTML", async () => {
    const mail = await confirmationTo('tenla', '<script>alert(1)</script>');
    assert.match(mail.text, /^Chào <script>alert\(1\)<\/script> Hoa,/);
    assert.ok(mail.html.includes('Chào &lt;script&gt;alert(1)&lt;/script&gt; Hoa,'), mail.html);
    assert.doesNotMatch(mail.html, /<script/i);
  });
});
