// The customer's mail (docs/decisions/email.md), received by a real SMTP server in the test: the
// address given at registration or on 'Thông tin tài khoản' gets a confirmation with a signed link
// and nothing else until it is opened; a delivery then mails a link to its gallery (no password),
// with a signed unsubscribe link that works without signing in. A stopped mail server delays the
// delivery's mail, never the delivery.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { cloudUsers, deliveries, mailOptOuts, mailOutbox, tasks } from '../../provider/src/db/schema';
import { studioDay, studioDayStart } from '../../domain/studio-time';
import { DEMO, errorCode } from './harness';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from './smtp-support';
import { cardsIn, startTaskWorld, type TaskWorld } from './tasks-support';
import { tusClient } from './tus-support';
import { waitUntil } from './wait-until';

const APP = 'http://app.example.test:3000';
let w: TaskWorld;
let smtp: TestSmtp;
let customer: string;
/** The first delivery of the delivery test, which the customer answers in the next one. */
let answered: { id: number; taskName: string };
/** The second delivery, left unanswered (the reminder test). */
let unanswered: { id: number; taskName: string };

before(async () => {
  smtp = await startTestSmtp();
  w = await startTaskWorld({ mail: { smtpUrl: smtp.url, appUrl: APP, pollMs: 50, retryBaseMs: 100, studio: { name: 'Studio Ánh Dương', address: '12 Lê Lợi, Huế' } } });
  customer = await w.p.cloudLogin(DEMO.cloud.account);
});
after(async () => {
  await w?.p.close();
  await smtp?.stop();
});

const noiseJpeg = (seed: number) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: seed, sigma: 40 } } })
    .jpeg()
    .toBuffer();

const mailTo = (address: string, subject: RegExp) => waitUntil(`a mail to ${address}`, () => smtp.mails.find((m) => m.to === address && subject.test(m.subject)));
/** The signed link of a mail (its token), from the plain-text part. */
const tokenIn = (mail: ReceivedMail, label: string) => {
  const line = mail.text.split('\n').find((l) => l.startsWith(`${label}: `));
  assert.ok(line, `"${label}" in ${mail.text}`);
  const url = new URL(line.slice(label.length + 2));
  assert.equal(url.origin + url.pathname, `${APP}/thu-tu-tm`);
  return url.searchParams.get('t')!;
};
const OPEN = 'mutation($t: String!) { open_mail_link(token: $t) { outcome address kind_label } }';
const ME = 'query { cloud_me { email email_confirmed } }';
const SET_EMAIL = 'mutation($e: String!) { update_my_cloud_email(email: $e) { email email_confirmed } }';

describe('customer mail', () => {
  test('registration with an e-mail sends its confirmation; the signed link confirms it without signing in', async () => {
    const registered = await w.p.gql('mutation($input: RegisterCloudUserInput!) { register_cloud_user(input: $input) { message } }', {
      input: { account: 'khachmoi', email: 'Moi@Example.com', password: 'Cloud@1234', first_name: 'Hoa', last_name: 'Trần' },
    });
    assert.equal(registered.errors, undefined);
    const mail = await mailTo('moi@example.com', /^Xác nhận địa chỉ email/);
    assert.match(mail.subject, /Studio Ánh Dương/);
    assert.match(mail.text, /^Chào Trần Hoa,/);
    assert.match(mail.html, /Xác nhận địa chỉ email/);
    const [row] = await w.p.db.select().from(cloudUsers).where(eq(cloudUsers.account, 'khachmoi'));
    assert.equal(row!.email, 'moi@example.com');
    assert.equal(row!.emailConfirmedAt, null);
    // A forged or altered link changes nothing; the real one confirms.
    const token = tokenIn(mail, 'Xác nhận địa chỉ email');
    assert.equal(errorCode(await w.p.gql(OPEN, { t: `${token.slice(0, -2)}xx` })), 'BAD_USER_INPUT');
    assert.equal((await w.p.db.select().from(cloudUsers).where(eq(cloudUsers.id, row!.id)))[0]!.emailConfirmedAt, null);
    const opened = await w.p.gql(OPEN, { t: token });
    assert.deepEqual(opened.data?.open_mail_link, { outcome: 'CONFIRMED', address: 'moi@example.com', kind_label: null });
    assert.notEqual((await w.p.db.select().from(cloudUsers).where(eq(cloudUsers.id, row!.id)))[0]!.emailConfirmedAt, null);
  });

  test("the customer sets an address on 'Thông tin tài khoản'; a link for an earlier address no longer confirms", async () => {
    assert.deepEqual((await w.p.gql(ME, {}, { token: customer })).data?.cloud_me, { email: null, email_confirmed: false });
    const bad = await w.p.gql(SET_EMAIL, { e: 'không phải email' }, { token: customer });
    assert.equal(errorCode(bad), 'BAD_USER_INPUT');
    assert.match(bad.errors![0]!.message, /Nhập email hợp lệ/);
    assert.equal(errorCode(await w.p.gql(SET_EMAIL, { e: 'a@example.com' })), 'UNAUTHENTICATED');

    assert.deepEqual((await w.p.gql(SET_EMAIL, { e: 'cu@example.com' }, { token: customer })).data?.update_my_cloud_email, { email: 'cu@example.com', email_confirmed: false });
    const first = tokenIn(await mailTo('cu@example.com', /^Xác nhận/), 'Xác nhận địa chỉ email');
    await w.p.gql(SET_EMAIL, { e: 'lan@example.com' }, { token: customer });
    const second = tokenIn(await mailTo('lan@example.com', /^Xác nhận/), 'Xác nhận địa chỉ email');
    const stale = await w.p.gql(OPEN, { t: first });
    assert.equal(errorCode(stale), 'BAD_USER_INPUT');
    assert.match(stale.errors![0]!.message, /đã thay đổi/);
    assert.equal((await w.p.gql(OPEN, { t: second })).data?.open_mail_link.outcome, 'CONFIRMED');
    assert.deepEqual((await w.p.gql(ME, {}, { token: customer })).data?.cloud_me, { email: 'lan@example.com', email_confirmed: true });
  });

  test('a delivery mails its gallery link (no password) to the confirmed address, even after the mail server was down; unsubscribe stops the next', async () => {
    const origin = new URL(w.p.url).origin;
    const deliverJob = async (name: string) => {
      const batch = await w.p.gql<{ create_cloud_batch: { id: number } }>('mutation($input: CloudBatchInput!) { create_cloud_batch(input: $input) { id } }', { input: { name, request: 'Chỉnh màu' } }, { token: customer });
      const batchId = batch.data!.create_cloud_batch.id;
      const card = (await cardsIn(w, 'InProgress', 1, 'editor'))[0]!;
      assert.equal((await tusClient(origin, customer).upload('/uploads', { filename: 'IMG_001.jpg', batchId: String(batchId), relativePath: '' }, await noiseJpeg(90))).status, 204);
      await w.ok('mutation($b: Int!, $t: Int!) { link_cloud_batch_task(batchId: $b, taskId: $t) { id } }', { b: batchId, t: card.id }, 'admin');
      assert.equal((await tusClient(origin, w.token.editor).upload('/task-uploads', { filename: 'IMG_001.jpg', taskId: String(card.id) }, await noiseJpeg(150))).status, 204);
      const waiting = (await w.move(await w.get(card.id), 'WaitApprove', 'editor')).data!.move_task;
      await w.move(waiting, 'Completed', 'qa');
      const started = Date.now();
      const delivered = await w.ok<{ deliver_task: { id: number } }>('mutation($t: Int!) { deliver_task(taskId: $t) { id } }', { t: card.id }, 'admin');
      return { id: delivered.deliver_task.id, taskName: card.taskName, ms: Date.now() - started };
    };

    // The mail server is down when the job is delivered: the delivery does not wait for it.
    await smtp.stop();
    const first = await deliverJob('Ảnh cưới');
    answered = first;
    assert.ok(first.ms < 5000, `deliver_task took ${first.ms} ms with the mail server down`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await smtp.start();
    const mail = await mailTo('lan@example.com', /^Kết quả đã sẵn sàng/);
    assert.equal(smtp.mails.filter((m) => /^Kết quả/.test(m.subject)).length, 1);
    assert.match(mail.subject, new RegExp(first.taskName));
    assert.ok(mail.text.includes(`Xem kết quả: ${APP}/user-cloud/ket-qua/${first.id}`), mail.text);
    assert.ok(mail.html.includes(`href="${APP}/user-cloud/ket-qua/${first.id}"`));
    assert.doesNotMatch(mail.text + mail.html, /Cloud@123|mật khẩu/i, 'no password in the mail');
    assert.match(mail.text, /Studio Ánh Dương\n12 Lê Lợi, Huế/);

    // The unsubscribe link works without signing in; the next delivery sends nothing to that address.
    const stop = await w.p.gql(OPEN, { t: tokenIn(mail, 'Không nhận thư báo kết quả nữa') });
    assert.deepEqual(stop.data?.open_mail_link, { outcome: 'UNSUBSCRIBED', address: 'lan@example.com', kind_label: 'Kết quả đã sẵn sàng' });
    assert.equal((await w.p.db.select().from(mailOptOuts).where(eq(mailOptOuts.address, 'lan@example.com'))).length, 1);
    const before = smtp.mails.length;
    unanswered = await deliverJob('Ảnh kỷ yếu');
    await new Promise((resolve) => setTimeout(resolve, 800));
    assert.equal(smtp.mails.length, before, 'no mail after unsubscribing');
    const queued = await w.p.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, 'lan@example.com'), eq(mailOutbox.kind, 'delivery')));
    assert.equal(queued.length, 1, 'the second delivery queued nothing for the address');
  });

  test("the customer's answer mails the job's admin and QA the counts and the marked photos", async () => {
    const results = await w.p.gql<{ cloud_delivery_results: { id: number; name: string }[] }>('query($d: Int!) { cloud_delivery_results(deliveryId: $d) { id name } }', { d: answered.id }, { token: customer });
    const [photo] = results.data!.cloud_delivery_results;
    // A general note and two marks (docs/decisions/proofing-marks.md): the mail lists the marks numbered after the note.
    const marks = [
      { kind: 'POINT', x: 0.5, y: 0.5, note: 'Xóa nốt ruồi' },
      { kind: 'RECT', x: 0.1, y: 0.1, w: 0.2, h: 0.2, note: 'Nền sáng hơn' },
    ];
    const review = await w.p.gql('mutation($r: Int!, $n: String, $m: [ReviewMarkInput!]) { cloud_review_result(resultId: $r, decision: CHANGES, note: $n, marks: $m) { id } }', { r: photo!.id, n: 'Làm sáng da hơn', m: marks }, { token: customer });
    assert.equal(review.errors, undefined, JSON.stringify(review.errors));
    const submitted = await w.p.gql('mutation($d: Int!) { cloud_submit_review(deliveryId: $d) { id submitted } }', { d: answered.id }, { token: customer });
    assert.equal(submitted.errors, undefined, JSON.stringify(submitted.errors));
    for (const address of [DEMO.admin.email, DEMO.qa.email]) {
      const mail = await mailTo(address, /^Khách đã phản hồi/);
      assert.equal(mail.subject, `Khách đã phản hồi: ${answered.taskName} (0 đồng ý, 1 cần sửa)`);
      assert.match(mail.text, /0 ảnh đồng ý, 1 ảnh cần sửa/);
      assert.ok(mail.text.includes(`• ${photo!.name}: Làm sáng da hơn — (1) Xóa nốt ruồi; (2) Nền sáng hơn`), mail.text);
      assert.ok(mail.text.includes(`/${(await w.p.db.select().from(deliveries).where(eq(deliveries.id, answered.id)))[0]!.taskId}/sua-task`));
      assert.ok(tokenIn(mail, 'Không nhận thư báo khách phản hồi nữa'));
    }
    // Nobody else on the staff hears of it by mail (the editor has the revision job on the board).
    assert.equal(smtp.mails.filter((m) => m.to === DEMO.editor.email).length, 0);
  });

  test('a delivery unanswered after N days reminds the customer once; an answered one does not', async () => {
    const { remindUnanswered } = await import('../../provider/src/modules/deliveries/reminders');
    assert.equal(await remindUnanswered(w.p.services, 3), 0, 'nothing is 3 days old yet');
    const old = new Date(Date.now() - 4 * 86_400_000);
    for (const id of [answered.id, unanswered.id]) await w.p.db.update(deliveries).set({ deliveredAt: old }).where(eq(deliveries.id, id));
    assert.equal(await remindUnanswered(w.p.services, 3), 1);
    const mail = await mailTo('lan@example.com', /^Nhắc phản hồi kết quả/);
    assert.equal(mail.subject, `Nhắc phản hồi kết quả: ${unanswered.taskName}`);
    assert.ok(mail.text.includes(`Xem kết quả: ${APP}/user-cloud/ket-qua/${unanswered.id}`), mail.text);
    assert.match(mail.text, /hơn 3 ngày trước/);
    assert.ok(tokenIn(mail, 'Không nhận thư nhắc phản hồi nữa'));
    assert.equal(await remindUnanswered(w.p.services, 3), 0, 'once per delivery');
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(smtp.mails.filter((m) => /^Nhắc phản hồi/.test(m.subject)).length, 1);
  });

  test("the morning digest lists each staff member's late jobs and those due today, once per day, from 7:00 studio time", async () => {
    const { sendMorningDigests } = await import('../../provider/src/modules/mail/digest');
    const dayStart = studioDayStart(studioDay())!;
    const at = (hours: number) => new Date(dayStart.getTime() + hours * 3_600_000);
    const late = await w.create({ editorId: w.id.editor2, qaId: w.id.qa, taskName: 'Việc trễ của Bình' });
    const today = await w.create({ editorId: w.id.editor2, qaId: w.id.qa, taskName: 'Việc đến hạn chiều nay' });
    const tomorrow = await w.create({ editorId: w.id.editor2, qaId: w.id.qa, taskName: 'Việc của ngày mai' });
    for (const [card, due] of [[late, at(-20)], [today, at(15)], [tomorrow, at(33)]] as const) await w.p.db.update(tasks).set({ dueAt: due }).where(eq(tasks.id, card.id));

    assert.equal(await sendMorningDigests(w.p.services, at(6.5)), 0, 'not before 7:00');
    assert.ok((await sendMorningDigests(w.p.services, at(8))) >= 2);
    const mail = await mailTo(DEMO.editor2.email, /^Việc hôm nay/);
    assert.match(mail.subject, /^Việc hôm nay \d{2}-\d{2}-\d{4}: \d+ đến hạn, \d+ trễ hạn$/);
    const [lateAt, todayAt] = [mail.text.indexOf('Việc trễ của Bình'), mail.text.indexOf('Việc đến hạn chiều nay')];
    assert.ok(lateAt > mail.text.indexOf('Việc đã trễ hạn') && lateAt < mail.text.indexOf('Việc đến hạn hôm nay'), mail.text);
    assert.ok(todayAt > mail.text.indexOf('Việc đến hạn hôm nay'), mail.text);
    assert.ok(mail.text.includes(`${APP}/${late.id}/sua-task`));
    assert.ok(!mail.text.includes('Việc của ngày mai'));
    assert.ok(tokenIn(mail, 'Không nhận thư tóm tắt buổi sáng nữa'));
    // The QA of those jobs gets one too; a second sweep that day sends nothing.
    await mailTo(DEMO.qa.email, /^Việc hôm nay/);
    assert.equal(await sendMorningDigests(w.p.services, at(9)), 0);
  });

  test('an address that is not confirmed gets no delivery mail', async () => {
    // A new address is unconfirmed again: the delivery mail waits for its confirmation.
    await w.p.gql(SET_EMAIL, { e: 'chuaxacnhan@example.com' }, { token: customer });
    await mailTo('chuaxacnhan@example.com', /^Xác nhận/);
    const [row] = await w.p.db.select().from(cloudUsers).where(eq(cloudUsers.account, DEMO.cloud.account));
    assert.equal(row!.emailConfirmedAt, null);
    const { queueDeliveryReady } = await import('../../provider/src/modules/mail/customer-mail');
    assert.equal(await w.p.db.transaction((tx) => queueDeliveryReady(tx, w.p.services, row!, { id: 1, taskName: 'x', resultCount: 1, round: 1 })), false);
    assert.equal(await w.p.db.transaction((tx) => queueDeliveryReady(tx, w.p.services, { ...row!, emailConfirmedAt: new Date() }, { id: 1, taskName: 'x', resultCount: 1, round: 1 })), true);
  });
});
