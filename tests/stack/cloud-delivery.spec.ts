import { mkdir, readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { STACK } from '../../playwright.stack.config';
import { sha256, writeLargeTiff, zipEntries } from '../e2e/cloud-files';
import { approveAndDeliver, expectThumbnails, imagesLoaded, writePhotos } from '../e2e/delivery-support';
import { cloudLoginThroughForm, gql, loginThroughForm, move, staffIds, type Role } from '../e2e/support';

// The customer loop through the proxy, where every byte goes through nginx to the providers:
// a customer's 100 MB upload cut by a reload and resumed (tus at /uploads), results uploaded to
// the job (tus at /task-uploads), 'Giao cho khách', the customer's gallery and the delivery's
// ZIP, and the admin's ZIP of the batch (both fetched with a download ticket at the provider).


const LARGE_BYTES = 100 * 1024 * 1024;
const BATCH = 'Lô ảnh qua proxy';
const NAMES = ['anh-1', 'anh-2', 'anh-3'];

async function staffPage(browser: Browser, role: Role): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true })).newPage();
  await loginThroughForm(page, role);
  return page;
}

/** Every PATCH the page sends to a tus endpoint: its URL and starting offset. */
function watchPatches(page: Page) {
  const patches: { url: string; offset: number }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH') patches.push({ url: request.url(), offset: Number(request.headers()['upload-offset']) });
  });
  return patches;
}

/** Downloads what clicking `link` fetches; its URL and the ZIP's entries (name → sha256). */
async function downloadZip(page: Page, click: () => Promise<void>) {
  const download = page.waitForEvent('download');
  await click();
  return { url: new URL((await download).url()), entries: zipEntries(await readFile((await (await download).path())!)) };
}

test('a 100 MB upload resumed, results on the job, delivered, the gallery and both ZIPs — all through nginx', async ({ page, browser }, testInfo) => {
  test.setTimeout(360_000);
  const root = testInfo.outputPath('files');
  await mkdir(root, { recursive: true });
  const large = await writeLargeTiff(root, LARGE_BYTES);
  const originals = await writePhotos(testInfo.outputPath('goc'), NAMES, 60);
  const edited = await writePhotos(testInfo.outputPath('da-chinh'), NAMES, 150);
  const uploads = watchPatches(page);

  // 1. The customer uploads three photos and a 100 MB file; a reload cuts the large one.
  await cloudLoginThroughForm(page);
  await page.goto('/user-cloud/upload-new-file');
  const files = page.locator('input[type=file]:not([webkitdirectory])');
  await files.setInputFiles([...originals, large.file]);
  await page.getByLabel('Tên lô').fill(BATCH);
  await page.getByRole('button', { name: 'Bắt đầu tải lên' }).click();
  const progress = async () => Number(await page.getByRole('progressbar', { name: 'Tiến độ lon.tif' }).getAttribute('aria-valuenow'));
  // Cut part-way (a few per cent in), as a person's reload would: the browser has long recorded
  // the upload's URL by then (tus-js-client keeps it in localStorage before the first byte).
  await expect.poll(progress, { timeout: 120_000, intervals: [50] }).toBeGreaterThanOrEqual(3);
  await page.reload();
  const beforeReload = uploads.length;
  await expect(page.getByRole('heading', { name: 'Tải lên tệp mới' })).toBeVisible();
  await expect(page.getByText('Có tệp tải dở')).toBeVisible();
  await files.setInputFiles(large.file);
  await expect(page.getByRole('listitem', { name: 'lon.tif' })).toContainText('sẽ tiếp tục phần đã tải');
  await page.getByRole('button', { name: 'Bắt đầu tải lên' }).click();
  await expect(page.getByText('Đã tải lên xong.')).toBeVisible({ timeout: 180_000 });
  // It continued where it was cut, at the same upload URL, on the proxy's address.
  const resumed = uploads.slice(beforeReload).find((patch) => patch.offset > 0);
  expect(resumed?.offset).toBeGreaterThan(0);
  expect(resumed?.offset).toBeLessThan(LARGE_BYTES);
  expect(uploads.slice(0, beforeReload).map((patch) => patch.url)).toContain(resumed!.url);
  expect(resumed!.url).toMatch(new RegExp(`^${STACK.baseURL}/uploads/`));

  // 2. The admin makes a job of the batch; its ZIP holds every file byte for byte.
  const admin = await staffPage(browser, 'admin');
  await admin.goto('/nguoi-dung-cloud/1');
  const batch = admin.getByRole('article', { name: `Lô ${BATCH}` });
  const batchZip = await downloadZip(admin, () => batch.getByRole('link', { name: 'Tải cả lô (ZIP)' }).click());
  expect(`${batchZip.url.origin}${batchZip.url.pathname}`).toMatch(new RegExp(`^${STACK.baseURL}/cloud-batches/\\d+/zip$`));
  const originalSums = await Promise.all(originals.map(async (file) => sha256(await readFile(file))));
  expect(new Map([...batchZip.entries].sort())).toEqual(new Map([...NAMES.map((name, i) => [`${name}.jpg`, originalSums[i]!] as const), ['lon.tif', large.sha] as const].sort()));
  await batch.getByRole('link', { name: 'Tạo việc từ lô này' }).click();
  await expect(admin.getByLabel('Tên việc')).toHaveValue(BATCH);
  await admin.getByLabel('Nhóm hàng').selectOption({ index: 1 });
  await admin.getByRole('button', { name: 'Tạo việc' }).click();
  await expect(admin).toHaveURL(`${STACK.baseURL}/`);
  await admin.goto('/nguoi-dung-cloud/1');
  const taskId = Number((await batch.getByRole('link', { name: /^Xem việc #\d+$/ }).textContent())!.replace(/\D/g, ''));
  const ids = await staffIds(admin);
  const created = (await gql(admin, 'Task', { id: taskId })).task as unknown as { id: number; version: number };
  const assigned = (await gql(admin, 'UpdateTask', { id: taskId, version: created.version, input: { editorId: ids.editor, qaId: ids.qa } })).update_task as unknown as { id: number; version: number };
  await move(admin, assigned, 'InProgress');

  // 3. The editor uploads the edited photos on the job page (tus at /task-uploads, through nginx).
  const editor = await staffPage(browser, 'editor');
  const resultUploads = watchPatches(editor);
  await editor.goto(`/${taskId}/sua-task`);
  const results = editor.getByTestId('task-results');
  await results.getByTestId('result-input').setInputFiles(edited);
  await expect(results.getByTestId('task-result')).toHaveCount(NAMES.length, { timeout: 60_000 });
  for (const name of NAMES) await expect(results.getByTestId('task-result').filter({ hasText: `${name}.jpg` })).toContainText(`Ảnh gốc: ${name}.jpg`);
  expect(resultUploads.length).toBeGreaterThan(0);
  expect(resultUploads.every((patch) => patch.url.startsWith(`${STACK.baseURL}/task-uploads/`))).toBe(true);
  await expectThumbnails(editor, taskId, NAMES.length);
  await move(editor, (await gql(editor, 'Task', { id: taskId })).task as unknown as { id: number; version: number }, 'WaitApprove');

  // 4. QA approves, the admin delivers ('Giao cho khách').
  const qa = await staffPage(browser, 'qa');
  await approveAndDeliver(qa, admin, taskId);

  // 5. The customer's gallery shows the results, and their ZIP holds them byte for byte.
  await page.goto('/user-cloud');
  await expect(page.getByTestId('new-results-notice')).toBeVisible();
  await page.getByTestId('delivery-group').filter({ hasText: BATCH }).getByRole('link', { name: 'Xem kết quả' }).click();
  await expect(page.getByRole('heading', { name: `Kết quả: ${BATCH}` })).toBeVisible();
  await expect(page.getByTestId('delivery-result')).toHaveCount(NAMES.length);
  await expect.poll(() => imagesLoaded(page, '[data-testid=delivery-result] img')).toBe(true);
  const deliveryZip = await downloadZip(page, () => page.getByTestId('download-zip').click());
  expect(`${deliveryZip.url.origin}${deliveryZip.url.pathname}`).toMatch(new RegExp(`^${STACK.baseURL}/deliveries/\\d+/zip$`));
  const editedSums = await Promise.all(edited.map(async (file) => sha256(await readFile(file))));
  expect(new Map([...deliveryZip.entries].sort())).toEqual(new Map(NAMES.map((name, i) => [`${name}.jpg`, editedSums[i]!] as const)));
  for (const other of [admin, editor, qa]) await other.context().close();
});

