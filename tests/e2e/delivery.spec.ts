import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { E2E } from '../../playwright.config';
import { sha256, zipEntries } from './cloud-files';
import { approveAndDeliver, expectThumbnails, imagesLoaded, writePhotos } from './delivery-support';
import { cloudLoginThroughForm, move, pageAs, staffIds, gql, tableRows } from './support';

// Results on a job and delivery to the customer (docs/decisions/delivery.md), end to end: the
// customer uploads 5 real photos; the admin makes a job of the batch; the editor uploads 5 edited
// photos on the job page; QA approves; the admin delivers; the customer sees 5 results with the
// viewer's before/after and downloads one ZIP holding 5 entries. Then proofing and revision rounds
// (docs/decisions/proofing.md): the customer asks a change on one photo, the editor uploads it
// again to the revision job, QA approves, the admin delivers it as round 2, the customer sees
// round 2 first and approves it, and the original job's page lists both rounds. The final set
// (docs/decisions/final-set.md): while the revision is worked the batch says 'Đang sửa lại' to the
// customer and the admin; once round 2 is delivered the customer's 'Bộ ảnh cuối' holds the redone
// photo's new version and the other four from round 1 (at 390 and 1440 px), round 1 one tap away
// and read-only, and each ZIP — the final set's and each round's — is named by job and round and
// holds exactly its files.

test.describe.configure({ mode: 'serial', timeout: 360_000 });

const BATCH = 'Lô giao kết quả e2e';
const NAMES = ['anh-1', 'anh-2', 'anh-3', 'anh-4', 'anh-5'];

/**
 * At a 390 px phone: the page does not scroll sideways and every item (a result row, a gallery
 * tile) lies inside the screen.
 */
async function expectFitsPhone(page: Page, selector: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator(selector).first()).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate((items) => {
        const width = document.documentElement.clientWidth;
        const outside = [...document.querySelectorAll(items)].filter((item) => {
          const box = item.getBoundingClientRect();
          return box.left < 0 || box.right > width + 0.5;
        }).length;
        return { pageOverflow: document.documentElement.scrollWidth > width, outside };
      }, selector),
    )
    .toEqual({ pageOverflow: false, outside: 0 });
}

/** The customer's delivery rows (rounds, newest first) of this spec's batch on /user-cloud. */
const batchRounds = (page: Page) => page.getByTestId('delivery-group').filter({ hasText: BATCH }).getByTestId('delivery');

test('customer uploads 5 photos, editor uploads 5 results, QA approves, admin delivers, customer sees before/after and zips 5, asks one change, gets it as round 2; the reports show its turnaround and one revision', async ({ page, browser }, testInfo) => {
  const originals = await writePhotos(testInfo.outputPath('goc'), NAMES, 80);
  const edited = await writePhotos(testInfo.outputPath('da-chinh'), NAMES, 140);

  // 1. The customer uploads 5 photos.
  await cloudLoginThroughForm(page);
  await page.goto('/user-cloud/upload-new-file');
  await page.locator('input[type=file]:not([webkitdirectory])').setInputFiles(originals);
  await page.getByLabel('Tên lô').fill(BATCH);
  await page.getByRole('button', { name: 'Bắt đầu tải lên' }).click();
  await expect(page.getByText('Đã tải lên xong.')).toBeVisible({ timeout: 60_000 });

  // 2. The admin makes a job of the batch and assigns the editor and QA.
  const admin = await pageAs(browser, 'admin');
  await admin.goto('/nguoi-dung-cloud/1');
  const batch = admin.getByRole('article', { name: `Lô ${BATCH}` });
  await batch.getByRole('link', { name: 'Tạo việc từ lô này' }).click();
  await expect(admin.getByLabel('Tên việc')).toHaveValue(BATCH);
  await admin.getByLabel('Nhóm hàng').selectOption({ index: 1 });
  await admin.getByRole('button', { name: 'Tạo việc' }).click();
  await expect(admin).toHaveURL(`${E2E.baseURL}/`);
  await admin.goto('/nguoi-dung-cloud/1');
  const taskLink = batch.getByRole('link', { name: /^Xem việc #\d+$/ });
  const taskId = Number((await taskLink.textContent())!.replace(/\D/g, ''));
  const ids = await staffIds(admin);
  const created = (await gql(admin, 'Task', { id: taskId })).task as unknown as { id: number; version: number };
  const assigned = (await gql(admin, 'UpdateTask', { id: taskId, version: created.version, input: { editorId: ids.editor, qaId: ids.qa } })).update_task as unknown as { id: number; version: number };
  await move(admin, assigned, 'InProgress');
  // The board card shows the batch's first thumbnail (a lazy <img> of the checked route).
  // Searched by its name: the open columns are virtualised and other specs' cards may hold this one out of view.
  await admin.goto(`/?q=${encodeURIComponent(BATCH)}`);
  await expect.poll(() => imagesLoaded(admin, `[data-task-id="${taskId}"] [data-testid=card-preview]`), { timeout: 20_000 }).toBe(true);

  // 3. The editor uploads 5 edited photos on the job page.
  const editor = await pageAs(browser, 'editor');
  await editor.goto(`/${taskId}/sua-task`);
  const results = editor.getByTestId('task-results');
  await expect(results.getByText('Chưa có tệp kết quả nào.')).toBeVisible();
  await results.getByTestId('result-input').setInputFiles(edited);
  await expect(results.getByTestId('task-result')).toHaveCount(5, { timeout: 60_000 });
  for (const name of NAMES) await expect(results.getByTestId('task-result').filter({ hasText: `${name}.jpg` })).toContainText(`Ảnh gốc: ${name}.jpg`);
  // The server's thumbnails appear (the panel is read again until each result has one).
  await expectThumbnails(editor, taskId, NAMES.length);
  const job = (await gql(editor, 'Task', { id: taskId })).task as unknown as { id: number; version: number };
  await move(editor, job, 'WaitApprove');

  // 4. QA approves on the job page; 5. the admin delivers.
  const qa = await pageAs(browser, 'qa');
  await approveAndDeliver(qa, admin, taskId);
  await expect(admin.getByRole('button', { name: 'Xóa anh-1.jpg' })).toHaveCount(0);
  // The job page's results section fits a phone, download buttons included.
  await expectFitsPhone(admin, '[data-testid=task-result], [data-testid=task-result] a');

  // 6. The customer sees the notice, the 5 results, before/after, and downloads the ZIP of 5.
  await page.goto('/user-cloud');
  await expect(page.getByTestId('new-results-notice')).toBeVisible();
  await expect(batchRounds(page).getByText('Mới', { exact: true })).toHaveCount(1);
  await batchRounds(page).getByRole('link', { name: 'Xem kết quả' }).click();
  await expect(page.getByRole('heading', { name: `Kết quả: ${BATCH}` })).toBeVisible();
  await expect(page.getByTestId('delivery-result')).toHaveCount(5);
  await expect.poll(() => imagesLoaded(page, '[data-testid=delivery-result] img')).toBe(true);
  // The full-screen viewer (docs/decisions/viewer.md): the result and, side by side, its original.
  await page.getByRole('button', { name: 'Xem lớn: anh-3.jpg' }).click();
  const view = page.getByTestId('image-viewer');
  await view.getByRole('button', { name: 'Cạnh nhau' }).click();
  await expect(view.getByTestId('viewer-before')).toBeVisible();
  await expect(view.getByTestId('viewer-after')).toBeVisible();
  await expect.poll(() => imagesLoaded(page, '[data-testid=viewer-before-screen], [data-testid=viewer-after-screen]')).toBe(true);
  await page.keyboard.press('Escape');
  await expect(view).toBeHidden();
  // The gallery fits a phone: its tiles and their download links stay on screen.
  await expectFitsPhone(page, '[data-testid=delivery-result], [data-testid=delivery-result] a, [data-testid=download-zip]');
  await page.setViewportSize({ width: 1280, height: 720 });

  const download = page.waitForEvent('download');
  await page.getByTestId('download-zip').click();
  const zip = await readFile((await (await download).path())!);
  expect([...zipEntries(zip).keys()].sort()).toEqual(NAMES.map((name) => `${name}.jpg`));
  expect((await download).suggestedFilename()).toBe(`${BATCH} – lần 1.zip`);
  // Fetched from the provider with a download ticket, not relayed by the app (docs/decisions/delivery.md).
  const zipUrl = new URL((await download).url());
  expect(zipUrl.pathname).toMatch(/^\/deliveries\/\d+\/zip$/);
  expect(zipUrl.searchParams.get('ticket')).toBeTruthy();

  // The notice is gone once the delivery was opened.
  await page.goto('/user-cloud');
  await expect(batchRounds(page)).toHaveCount(1);
  await expect(batchRounds(page)).toContainText('Lần giao 1');
  // (Other specs may leave this customer other unseen deliveries: this one's badge is what went.)
  await expect(batchRounds(page).getByText('Mới', { exact: true })).toHaveCount(0);

  // 7. Proofing (docs/decisions/proofing.md): the customer approves 4 and asks a change on 1; the
  // revision job appears live on the editor's board with that photo and note.
  await editor.goto('/');
  await batchRounds(page).getByRole('link', { name: 'Xem kết quả' }).click();
  await page.getByRole('button', { name: 'Đồng ý tất cả' }).click();
  await expect(page.getByTestId('review-counts')).toHaveText('5 đồng ý · 0 cần sửa');
  await page.getByRole('button', { name: 'Yêu cầu sửa anh-5.jpg' }).click();
  // The marking view (docs/decisions/proofing-marks.md): neither a mark nor a note is refused; a general note alone is a request.
  const ask = page.getByRole('dialog', { name: 'Yêu cầu sửa: anh-5.jpg' });
  await ask.getByRole('button', { name: 'Lưu yêu cầu sửa' }).click();
  await expect(ask.getByText('Hãy ghi rõ cần sửa gì cho ảnh này.')).toBeVisible();
  await ask.getByLabel('Ghi chú chung cho ảnh').fill('Làm sáng nền hơn');
  await ask.getByRole('button', { name: 'Lưu yêu cầu sửa' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByTestId('review-counts')).toHaveText('4 đồng ý · 1 cần sửa');
  await page.getByRole('button', { name: 'Gửi phản hồi' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Gửi phản hồi' }).click();
  await expect(page.getByTestId('review-bar')).toContainText('Đã gửi phản hồi cho studio.');
  await expect(page.getByRole('button', { name: 'Yêu cầu sửa anh-1.jpg' })).toHaveCount(0);
  // The revision is being worked: 'Đang sửa lại' in 'Tệp của tôi' and on the admin's page of the customer.
  await page.goto('/user-cloud');
  await expect(page.getByRole('article', { name: `Lô ${BATCH}` }).getByTestId('batch-state')).toHaveText('Đang sửa lại');
  await admin.goto('/nguoi-dung-cloud/1');
  await expect(batch.getByTestId('batch-state')).toHaveText('Đang sửa lại');

  const revisionCard = editor.locator('[data-task-id]').filter({ hasText: `${BATCH} — sửa lần 2` });
  await expect(revisionCard).toHaveCount(1);
  // The card names its round in a badge too, readable when a long name is cut.
  await expect(revisionCard.getByTestId('card-revision')).toHaveText('Sửa lần 2');
  const revisionId = Number(await revisionCard.getAttribute('data-task-id'));
  await editor.goto(`/${revisionId}/sua-task`);
  // The job page says which round it is, and which job it redoes.
  await expect(editor.getByTestId('revision-round')).toContainText('Sửa lần 2');
  await expect(editor.getByTestId('revision-round').getByRole('link', { name: `việc #${taskId}` })).toBeVisible();
  const requests = editor.getByTestId('revision-request');
  await expect(requests).toHaveCount(1);
  await expect(requests).toContainText('anh-5.jpg');
  await expect(requests).toContainText('Làm sáng nền hơn');
  // Her note is the request's one item (docs/decisions/proofing-marks.md), still to do.
  await expect(editor.getByTestId('requests-summary')).toHaveText('Còn 1 yêu cầu chưa xong');
  await expect(requests.getByTestId('request-item-state')).toHaveText(/Chưa xong/);

  // 8. Round 2: the editor uploads the photo again to the revision job (paired with the customer's
  // original of the first batch), QA approves, the admin delivers it to the same customer.
  const revisionResults = editor.getByTestId('task-results');
  await expect(revisionResults.getByText('Chưa có tệp kết quả nào.')).toBeVisible();
  // Another version of anh-5.jpg, under the same name.
  const redone = (await writePhotos(testInfo.outputPath('sua-lan-2'), ['anh-5'], 200))[0]!;
  await revisionResults.getByTestId('result-input').setInputFiles(redone);
  await expect(revisionResults.getByTestId('task-result')).toHaveCount(1, { timeout: 60_000 });
  await expect(revisionResults.getByTestId('task-result')).toContainText('Ảnh gốc: anh-5.jpg');
  await expectThumbnails(editor, revisionId, 1);
  const revisionJob = (await gql(editor, 'Task', { id: revisionId })).task as unknown as { id: number; version: number };
  await move(editor, await move(editor, revisionJob, 'InProgress'), 'WaitApprove');
  // QA may not approve while the item is open: the move's toast gives the provider's reason.
  await qa.goto(`/${revisionId}/sua-task`);
  await qa.getByRole('button', { name: 'Duyệt', exact: true }).click();
  await expect(qa.getByText('Còn 1 yêu cầu của khách chưa xong: hãy hoàn tất từng yêu cầu trước khi duyệt.')).toBeVisible();
  // QA answers nothing for the editor: no 'Đánh dấu đã xong' on QA's page.
  await expect(qa.getByRole('button', { name: /^Đánh dấu đã xong yêu cầu/ })).toHaveCount(0);
  // The editor marks it done with a reply, on a phone: a 44 px target, nothing wider than the screen.
  await editor.setViewportSize({ width: 390, height: 844 });
  await editor.reload();
  const markDone = editor.getByRole('button', { name: 'Đánh dấu đã xong yêu cầu 1 của ảnh anh-5' });
  expect((await markDone.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  expect(await editor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await markDone.click();
  const done = editor.getByRole('dialog');
  await done.getByLabel(/Trả lời khách/).fill('Đã làm sáng nền');
  await done.getByRole('button', { name: 'Đánh dấu đã xong' }).click();
  await expect(editor.getByTestId('requests-summary')).toHaveText('Đã xong tất cả yêu cầu');
  await expect(requests.getByTestId('request-item-state')).toHaveText(/Đã xong/);
  await expect(requests).toContainText('Trả lời: Đã làm sáng nền');
  // The job's history says so at once.
  await expect(editor.getByTestId('history-entry').filter({ hasText: 'Đã xong yêu cầu 1 của ảnh anh-5: Đã làm sáng nền' })).toHaveCount(1);
  await editor.setViewportSize({ width: 1280, height: 900 });
  await approveAndDeliver(qa, admin, revisionId);
  await admin.goto('/nguoi-dung-cloud/1');
  await expect(batch.getByTestId('batch-state')).toHaveText('Hoàn tất');

  // 9. The customer sees the job's two rounds, round 2 first and new, and approves it.
  await page.goto('/user-cloud');
  await expect(page.getByTestId('new-results-notice')).toBeVisible();
  await expect(batchRounds(page)).toHaveCount(2);
  await expect(batchRounds(page).first()).toContainText('Lần giao 2');
  await expect(batchRounds(page).first()).toContainText('Mới');
  await expect(batchRounds(page).last()).toContainText('Lần giao 1');
  await expect(page.getByRole('article', { name: `Lô ${BATCH}` }).getByTestId('batch-state')).toHaveText('Hoàn tất');
  await batchRounds(page).first().getByRole('link', { name: 'Xem kết quả' }).click();
  await expect(page.getByRole('heading', { name: `Kết quả: ${BATCH}` })).toBeVisible();
  // 'Bộ ảnh cuối': the five photos, anh-5 in its round-2 version, the others from round 1.
  const nav = page.getByTestId('final-set-nav');
  await expect(nav.getByRole('link', { name: 'Bộ ảnh cuối' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('result-count')).toContainText('Bộ ảnh cuối · 5 ảnh');
  await expect(page.getByTestId('result-count')).toContainText('Lần giao 2');
  const tiles = page.getByTestId('delivery-result');
  await expect(tiles).toHaveCount(5);
  const round2Id = ((await gql(page, 'CloudDelivery', { id: Number(page.url().split('/').pop()) })).cloud_delivery_results as unknown as { id: number }[])[0]!.id;
  for (const name of NAMES) await expect(tiles.filter({ hasText: `${name}.jpg` }).getByTestId('result-round')).toHaveText(name === 'anh-5' ? 'Lần giao 2' : 'Lần giao 1');
  await expect(tiles.filter({ hasText: 'anh-5.jpg' }).locator('img')).toHaveAttribute('src', `/api/cloud/results/${round2Id}/thumbnail`);
  await expect.poll(() => imagesLoaded(page, '[data-testid=delivery-result] img')).toBe(true);
  // Only the new version waits for a decision; round 1's stay as they were.
  await expect(page.getByRole('button', { name: /^Yêu cầu sửa / })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Yêu cầu sửa anh-5.jpg' })).toBeVisible();
  // At a phone's width and at 1440 px, every tile, tab and ZIP button is on screen.
  await expectFitsPhone(page, '[data-testid=delivery-result], [data-testid=final-set-nav] a, [data-testid=download-final-zip], [data-testid=download-zip]');
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(nav).toBeVisible();
  await expect(tiles).toHaveCount(5);

  // Its ZIP: one file per photo, the newest version of each; round 2's: only the redone photo, under a name of its own.
  const finalDownload = page.waitForEvent('download');
  await page.getByTestId('download-final-zip').click();
  expect((await finalDownload).suggestedFilename()).toBe(`${BATCH} – bộ ảnh cuối.zip`);
  const finalEntries = zipEntries(await readFile((await (await finalDownload).path())!));
  const sums = async (files: string[]) => Promise.all(files.map(async (file) => sha256(await readFile(file))));
  const [redoneSum, ...editedSums] = await sums([redone, ...edited]);
  expect([...finalEntries.keys()].sort()).toEqual(NAMES.map((name) => `${name}.jpg`));
  expect(NAMES.map((name) => finalEntries.get(`${name}.jpg`))).toEqual([...editedSums.slice(0, 4), redoneSum]);
  const roundDownload = page.waitForEvent('download');
  await page.getByTestId('download-zip').click();
  expect((await roundDownload).suggestedFilename()).toBe(`${BATCH} – lần 2.zip`);
  expect(zipEntries(await readFile((await (await roundDownload).path())!))).toEqual(new Map([['anh-5 (lần 2).jpg', redoneSum]]));

  // Round 1, one tap away: its five photos as delivered, read-only, and back.
  await nav.getByRole('link', { name: 'Lần giao 1' }).click();
  await expect(page.getByTestId('result-count')).toContainText('Lần giao 1 · 5 tệp');
  await expect(page.getByTestId('earlier-round')).toBeVisible();
  await expect(tiles).toHaveCount(5);
  await expect(page.getByRole('button', { name: /^(Yêu cầu sửa|Đồng ý) / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Đồng ý tất cả' })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Bộ ảnh cuối' }).click();
  await expect(page.getByTestId('result-count')).toContainText('Bộ ảnh cuối');
  await page.getByRole('button', { name: 'Xem lớn: anh-5.jpg' }).click();
  await page.getByTestId('image-viewer').getByRole('button', { name: 'Trước', exact: true }).click();
  await expect(page.getByTestId('viewer-before-screen')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('image-viewer')).toBeHidden();
  await page.getByRole('button', { name: 'Đồng ý tất cả' }).click();
  await expect(page.getByTestId('review-counts')).toHaveText('1 đồng ý · 0 cần sửa');
  await page.getByRole('button', { name: 'Gửi phản hồi' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Gửi phản hồi' }).click();
  await expect(page.getByTestId('review-bar')).toContainText('Đã gửi phản hồi cho studio.');

  // 10. The original job's page lists both rounds in 'Các lần giao cho khách', newest first.
  await admin.goto(`/${taskId}/sua-task`);
  const rounds = admin.getByTestId('delivery-rounds');
  await expect(rounds.getByRole('heading', { name: 'Các lần giao cho khách' })).toBeVisible();
  await expect(rounds.getByTestId('delivery-round')).toHaveCount(2);
  await expect(rounds.getByTestId('delivery-round').first()).toContainText('Lần giao 2');
  await expect(rounds.getByTestId('delivery-round').first()).toContainText('1 ảnh · 1 đồng ý · 0 cần sửa · khách đã gửi phản hồi');
  await expect(rounds.getByTestId('delivery-round').last()).toContainText('Lần giao 1');
  await expect(rounds.getByTestId('delivery-round').last()).toContainText('5 ảnh · 4 đồng ý · 1 cần sửa · khách đã gửi phản hồi');

  // 11. The reports: on /job-theo-editor (searched to this job and its revision) the editor's
  // job was delivered once, reached the customer and their final approval in minutes, and
  // needed one revision (docs/decisions/reports-jobs.md).
  await admin.goto(`/job-theo-editor?q=${encodeURIComponent(BATCH)}`);
  const byEditor = admin.locator('table', { has: admin.locator('caption', { hasText: 'Việc theo editor' }) });
  await expect(byEditor.getByRole('columnheader', { name: 'Tỷ lệ phải sửa' })).toBeVisible();
  const total = (await tableRows(admin, 'Việc theo editor')).at(-1)!;
  // Delivered, to first delivery, to final approval, revision rate; then by the customer's own
  // answers 4 of 5 photos approved at once, one request per five photos, two deliveries (before
  // the three on-time columns).
  expect(total.slice(-10, -3)).toEqual(['1', expect.stringMatching(/giờ/), expect.stringMatching(/giờ/), '100 %', '80 %', '0,2', '2']);
  for (const p of [admin, editor, qa]) await p.context().close();
});
