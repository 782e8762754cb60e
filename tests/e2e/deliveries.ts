import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E } from '../../playwright.config';
import { CLOUD_ACCOUNT, gql, move, pageAs, staffIds } from './support';
import { finishRequestItems } from './delivery-support';

// A delivery to a customer made the way the studio makes one, for the specs that start from a
// delivered gallery (viewer.spec.ts, screenshots.spec.ts): the customer uploads the originals on
// her page, the admin makes a job of the batch ('Tạo việc từ lô này'), the editor uploads the
// results on the job page, QA approves, the admin delivers (docs/decisions/delivery.md).

/**
 * A JPEG that is the same on every run (a screenshot compares it): a gradient with a grid of
 * lines every 100 px, so a zoom and a pan are visible, tinted by `tint`.
 */
export async function patternJpeg(width: number, height: number, tint: [number, number, number]): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      const line = x % 100 < 3 || y % 100 < 3;
      pixels[at] = line ? 255 : Math.round((x / width) * 160 + tint[0] * 0.35);
      pixels[at + 1] = line ? 255 : Math.round((y / height) * 160 + tint[1] * 0.35);
      pixels[at + 2] = line ? 255 : Math.round(tint[2] * 0.6 + 40);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 88 }).toBuffer();
}

export type Photo = { name: string; width: number; height: number; tint: [number, number, number] };

/** Writes each photo (its own tint for the original, another for the result) and gives the paths. */
export async function writePhotos(folder: string, photos: Photo[], edited: boolean): Promise<string[]> {
  await mkdir(folder, { recursive: true });
  return Promise.all(
    photos.map(async ({ name, width, height, tint }) => {
      const file = path.join(folder, name);
      await writeFile(file, await patternJpeg(width, height, edited ? [tint[2], tint[0], tint[1]] : tint));
      return file;
    }),
  );
}

/** A customer's session in a fresh context (the cloud login route sets its cookie). */
export async function customerContext(browser: Browser, width: number, height = 900, extra: Parameters<Browser['newContext']>[0] = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: E2E.baseURL, viewport: { width, height }, acceptDownloads: true, ...extra });
  const login = await context.request.post('/api/cloud/auth/login', { data: { account: CLOUD_ACCOUNT.account, password: CLOUD_ACCOUNT.password, remember: true }, headers: { origin: E2E.baseURL } });
  expect(login.status()).toBe(200);
  return context;
}

type Batch = { id: number; name: string; task_id: number | null };
const myBatches = async (page: Page) => ((await gql(page, 'CloudMyBatches', {})).cloud_my_batches as unknown as { items: Batch[] }).items;

/** The whole loop up to 'Giao cho khách'; gives the job and the customer's delivery. */
export async function deliverToCustomer(browser: Browser, folder: string, batchName: string, photos: Photo[]): Promise<{ taskId: number; deliveryId: number }> {
  const customer = await customerContext(browser, 1280);
  const page = await customer.newPage();
  await page.goto('/user-cloud/upload-new-file');
  await page.locator('input[type=file]:not([webkitdirectory])').setInputFiles(await writePhotos(path.join(folder, 'goc'), photos, false));
  await page.getByLabel('Tên lô').fill(batchName);
  await page.getByRole('button', { name: 'Bắt đầu tải lên' }).click();
  await expect(page.getByText('Đã tải lên xong.')).toBeVisible({ timeout: 60_000 });
  const batchId = (await myBatches(page)).find((batch) => batch.name === batchName)!.id;

  const admin = await pageAs(browser, 'admin');
  await admin.goto(`/tao-task-moi?lo=${batchId}`);
  await expect(admin.getByLabel('Tên việc')).toHaveValue(batchName);
  await admin.getByLabel('Nhóm hàng').selectOption({ index: 1 });
  await admin.getByRole('button', { name: 'Tạo việc' }).click();
  await expect.poll(async () => (await myBatches(page)).find((batch) => batch.id === batchId)?.task_id ?? null, { timeout: 20_000 }).not.toBeNull();
  const taskId = (await myBatches(page)).find((batch) => batch.id === batchId)!.task_id!;
  const ids = await staffIds(admin);
  const created = (await gql(admin, 'Task', { id: taskId })).task as unknown as { id: number; version: number };
  const assigned = (await gql(admin, 'UpdateTask', { id: taskId, version: created.version, input: { editorId: ids.editor, qaId: ids.qa } })).update_task as unknown as { id: number; version: number };
  await move(admin, assigned, 'InProgress');

  const editor = await pageAs(browser, 'editor');
  await editor.goto(`/${taskId}/sua-task`);
  const panel = editor.getByTestId('task-results');
  await panel.getByTestId('result-input').setInputFiles(await writePhotos(path.join(folder, 'da-chinh'), photos, true));
  await expect(panel.getByTestId('task-result')).toHaveCount(photos.length, { timeout: 60_000 });
  const thumbnails = async () => ((await gql(editor, 'TaskResults', { taskId })).task_results as unknown as { results: { has_thumbnail: boolean }[] }).results.filter((r) => r.has_thumbnail).length;
  await expect.poll(thumbnails, { timeout: 30_000 }).toBe(photos.length);
  const job = (await gql(editor, 'Task', { id: taskId })).task as unknown as { id: number; version: number };
  const waiting = await move(editor, job, 'WaitApprove');

  const qa = await pageAs(browser, 'qa');
  await move(qa, waiting, 'Completed');
  await gql(admin, 'DeliverTask', { taskId });
  const deliveries = (await gql(page, 'CloudMyDeliveries', {})).cloud_my_deliveries as unknown as { id: number; task_id: number }[];
  const deliveryId = deliveries.find((delivery) => delivery.task_id === taskId)!.id;
  for (const context of [customer, admin.context(), editor.context(), qa.context()]) await context.close();
  return { taskId, deliveryId };
}

/**
 * Proofing and a second round (docs/decisions/proofing.md, final-set.md), the way the studio goes
 * through it: the customer approves every photo but `redo`, asks a change on it and sends her
 * answer; the editor uploads the photo again (`edited` tint: another version) to the revision job,
 * QA approves, the admin delivers it. Gives the revision job and round 2's delivery.
 */
export async function redoOneAndRedeliver(browser: Browser, folder: string, batchName: string, deliveryId: number, redo: Photo): Promise<{ revisionId: number; deliveryId: number }> {
  const customer = await customerContext(browser, 1280);
  const page = await customer.newPage();
  const results = (await gql(page, 'CloudDelivery', { id: deliveryId })).cloud_delivery_results as unknown as { id: number; name: string }[];
  await gql(page, 'CloudApproveAll', { deliveryId });
  await gql(page, 'CloudReviewResult', { resultId: results.find((result) => result.name === redo.name)!.id, decision: 'CHANGES', note: 'Làm sáng nền hơn' });
  await gql(page, 'CloudSubmitReview', { deliveryId });

  const admin = await pageAs(browser, 'admin');
  const cards = ((await gql(admin, 'Tasks', { filter: { searchString: `${batchName} — sửa lần 2` } })).task_board as unknown as { cards: { id: number; taskName: string }[] }).cards;
  const revisionId = cards.find((card) => card.taskName === `${batchName} — sửa lần 2`)!.id;
  const editor = await pageAs(browser, 'editor');
  await editor.goto(`/${revisionId}/sua-task`);
  const panel = editor.getByTestId('task-results');
  // Another version: the inverse tint, so round 2's photo looks unlike round 1's.
  const [file] = await writePhotos(path.join(folder, 'sua-lan-2'), [{ ...redo, tint: [255 - redo.tint[0], 255 - redo.tint[1], 255 - redo.tint[2]] }], true);
  await panel.getByTestId('result-input').setInputFiles(file!);
  await expect(panel.getByTestId('task-result')).toHaveCount(1, { timeout: 60_000 });
  const thumbnails = async () => ((await gql(editor, 'TaskResults', { taskId: revisionId })).task_results as unknown as { results: { has_thumbnail: boolean }[] }).results.filter((r) => r.has_thumbnail).length;
  await expect.poll(thumbnails, { timeout: 30_000 }).toBe(1);
  const job = (await gql(editor, 'Task', { id: revisionId })).task as unknown as { id: number; version: number };
  // The customer's request (her note: one item) is done before QA approves (docs/decisions/proofing-marks.md).
  await finishRequestItems(editor, revisionId);
  const waiting = await move(editor, await move(editor, job, 'InProgress'), 'WaitApprove');
  const qa = await pageAs(browser, 'qa');
  await move(qa, waiting, 'Completed');
  const delivered = (await gql(admin, 'DeliverTask', { taskId: revisionId })).deliver_task as unknown as { id: number };
  for (const context of [customer, admin.context(), editor.context(), qa.context()]) await context.close();
  return { revisionId, deliveryId: delivered.id };
}
