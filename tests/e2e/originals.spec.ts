import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { zipEntries } from './cloud-files';
import { customerContext, writePhotos, type Photo } from './deliveries';
import { callOperation, gql, loginThroughForm, move, pageAs, staffIds, stateFile, type Job } from './support';
import { E2E } from '../../playwright.config';

// Issue 38, items 1, 6 and 7, end to end (docs/decisions/originals-on-the-job.md,
// docs/decisions/one-job-per-batch.md): the job's editor finds the customer's photos and request on
// the job page at 390 and 1440 px, downloads one and the whole batch as a ZIP, while an editor who
// does not work the job gets 404; a batch with a job offers 'Xem việc #N', never a second
// 'Tạo việc', and a batch still uploading offers none; a revision job made from the customer's
// answer has a due time and names the customer in its history; the second demo customer never
// reaches the first's delivery, even after the admin tries to link her batch to its job.

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const unique = `og${Date.now().toString(36)}`;
const BATCH = `Lô gốc ${unique}`;
const REQUEST = 'Tách nền trắng, giữ bóng đổ tự nhiên';
const PHOTOS: Photo[] = [
  { name: 'goc-1.jpg', width: 900, height: 600, tint: [180, 90, 60] },
  { name: 'goc-2.jpg', width: 600, height: 900, tint: [60, 120, 170] },
];

type Batch = { id: number; name: string; task_id: number | null };
let batchId: number;
let taskId: number;
let deliveryId: number;

async function myBatches(page: Page): Promise<Batch[]> {
  return ((await gql(page, 'CloudMyBatches', { search: unique })).cloud_my_batches as unknown as { items: Batch[] }).items;
}

async function staffPage(browser: Browser, role: 'admin' | 'editor' | 'editor2' | 'qa', width: number): Promise<Page> {
  // editor2 has no stored login (global.setup.ts): a fresh context signs in through the form.
  const context = await browser.newContext({ storageState: role === 'editor2' ? undefined : stateFile(role), viewport: { width, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  if (role === 'editor2') await loginThroughForm(page, 'editor2');
  return page;
}

test.beforeAll(async ({ browser }, testInfo) => {
  // The customer uploads two photos with a request; the admin makes the job from the batch.
  const customer = await customerContext(browser, 1280);
  const page = await customer.newPage();
  await page.goto('/user-cloud/upload-new-file');
  await page.locator('input[type=file]:not([webkitdirectory])').setInputFiles(await writePhotos(testInfo.outputPath('goc'), PHOTOS, false));
  await page.getByLabel('Tên lô').fill(BATCH);
  await page.getByLabel('Yêu cầu chỉnh sửa').fill(REQUEST);
  await page.getByRole('button', { name: 'Bắt đầu tải lên' }).click();
  await expect(page.getByText('Đã tải lên xong.')).toBeVisible({ timeout: 60_000 });
  batchId = (await myBatches(page)).find((batch) => batch.name === BATCH)!.id;

  const admin = await pageAs(browser, 'admin');
  const ids = await staffIds(admin);
  const groups = (await gql(admin, 'ProductGroups', {})).product_groups as unknown as { id: number }[];
  const created = (await gql(admin, 'CreateTask', { input: { taskName: `Việc ${unique}`, totalFile: 2, productGroupId: groups[0]!.id, editorId: ids.editor, qaId: ids.qa, cloudBatchId: batchId } }))
    .create_task as unknown as Job;
  taskId = created.id;
  // Thumbnails are made just after the upload.
  await expect
    .poll(async () => ((await gql(admin, 'TaskOriginals', { taskId })).task_originals as unknown as { files: { has_thumbnail: boolean }[] }).files.every((f) => f.has_thumbnail), { timeout: 30_000 })
    .toBe(true);
  await customer.close();
  await admin.context().close();
});

for (const width of [390, 1440] as const) {
  test(`the job's editor sees the customer's originals and request on the job page at ${width} px, and downloads them`, async ({ browser }) => {
    const editor = await staffPage(browser, 'editor', width);
    await editor.goto(`/${taskId}/sua-task`);
    const panel = editor.getByTestId('task-originals');
    await expect(panel.getByRole('heading', { name: 'Ảnh gốc của khách (2)' })).toBeVisible();
    await expect(panel.getByTestId('originals-request')).toHaveText(REQUEST);
    await expect(panel.getByTestId('original-file')).toHaveCount(2);
    for (const photo of PHOTOS) await expect(panel.getByRole('img', { name: `Ảnh gốc ${photo.name}` })).toBeVisible();
    // Nothing runs off the screen sideways.
    expect(await editor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    // One file, then the whole batch as a ZIP straight from the provider with a download ticket.
    const one = editor.waitForEvent('download');
    await panel.getByRole('link', { name: 'Tải xuống ảnh gốc goc-1.jpg' }).click();
    expect((await one).suggestedFilename()).toBe('goc-1.jpg');
    const whole = editor.waitForEvent('download');
    await panel.getByRole('link', { name: 'Tải cả lô (ZIP)' }).click();
    const zip = await whole;
    const zipUrl = new URL(zip.url());
    expect(zipUrl.pathname).toBe(`/cloud-batches/${batchId}/zip`);
    expect(zipUrl.searchParams.get('ticket')).toBeTruthy();
    expect([...zipEntries(await readFile((await zip.path())!)).keys()].sort()).toEqual(['goc-1.jpg', 'goc-2.jpg']);

    // The large view, from the keyboard, closed by Esc.
    await panel.getByRole('button', { name: 'Xem ảnh gốc goc-2.jpg' }).focus();
    await editor.keyboard.press('Enter');
    await expect(editor.getByTestId('image-viewer')).toBeVisible();
    await editor.keyboard.press('Escape');
    await expect(editor.getByTestId('image-viewer')).toHaveCount(0);
    await editor.context().close();
  });
}

test('an editor who does not work the job gets 404 for its originals; the job’s editor and QA get them', async ({ browser }) => {
  const stranger = await staffPage(browser, 'editor2', 1280);
  const editor = await staffPage(browser, 'editor', 1280);
  const qa = await staffPage(browser, 'qa', 1280);
  const fileId = ((await gql(editor, 'TaskOriginals', { taskId })).task_originals as unknown as { files: { id: number }[] }).files[0]!.id;
  for (const [who, status] of [
    [stranger, 404],
    [editor, 200],
    [qa, 200],
  ] as const) {
    expect((await who.request.get(`/api/nguoi-dung-cloud/files/${fileId}`)).status()).toBe(status);
    expect((await who.request.get(`/api/nguoi-dung-cloud/files/${fileId}/thumbnail`)).status()).toBe(status);
  }
  const refused = await callOperation(stranger, 'TaskOriginals', { taskId });
  expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  const zip = await stranger.request.get(`/api/nguoi-dung-cloud/batches/${batchId}/zip`, { maxRedirects: 0 });
  expect(zip.status()).toBe(404);
  for (const page of [stranger, editor, qa]) await page.context().close();
});

test('one job per batch: the create form for it refuses and links to the job; the API answers CONFLICT', async ({ browser }) => {
  for (const width of [390, 1440] as const) {
    const admin = await staffPage(browser, 'admin', width);
    await admin.goto(`/tao-task-moi?lo=${batchId}`);
    await expect(admin.getByTestId('batch-job-refusal')).toContainText(`Lô này đã có việc #${taskId}: mỗi lô chỉ tạo một việc.`);
    await expect(admin.getByRole('button', { name: 'Tạo việc' })).toHaveCount(0);
    await admin.getByRole('link', { name: `Xem việc #${taskId}` }).click();
    await expect(admin).toHaveURL(`${E2E.baseURL}/${taskId}/sua-task`);
    await admin.context().close();
  }
  const admin = await pageAs(browser, 'admin');
  const groups = (await gql(admin, 'ProductGroups', {})).product_groups as unknown as { id: number }[];
  const second = await callOperation(admin, 'CreateTask', { input: { taskName: `Lần hai ${unique}`, totalFile: 2, productGroupId: groups[0]!.id, cloudBatchId: batchId } });
  expect(second.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  expect(second.errors?.[0]?.message).toBe(`Lô này đã có việc #${taskId}: mỗi lô chỉ tạo một việc.`);
  await admin.context().close();
});

test("a batch still uploading offers no 'Tạo việc từ lô này' and the API refuses it; positive control: a finished batch", async ({ browser }, testInfo) => {
  const customer = await customerContext(browser, 1280);
  const page = await customer.newPage();
  await page.goto('/user-cloud');
  // A batch whose only file has begun (tus creation) and not finished.
  const name = `Lô dở ${unique}`;
  const made = (await gql(page, 'CreateCloudBatch', { input: { name, request: '' } })).create_cloud_batch as unknown as { id: number };
  const ticket = (await (await customer.request.get('/api/cloud/uploads/ticket')).json()) as { endpoint: string; ticket: string };
  const meta = (value: string) => Buffer.from(value).toString('base64');
  const creation = await customer.request.post(ticket.endpoint, {
    headers: {
      'tus-resumable': '1.0.0',
      authorization: `Bearer ${ticket.ticket}`,
      'upload-length': '100000',
      'upload-metadata': `filename ${meta('dang-tai.jpg')},batchId ${meta(String(made.id))},relativePath ${meta('')}`,
    },
  });
  expect(creation.status()).toBe(201);
  // A finished one beside it.
  const doneName = `Lô xong ${unique}`;
  await page.goto('/user-cloud/upload-new-file');
  await page.locator('input[type=file]:not([webkitdirectory])').setInputFiles(await writePhotos(testInfo.outputPath('xong'), PHOTOS.slice(0, 1), false));
  await page.getByLabel('Tên lô').fill(doneName);
  await page.getByRole('button', { name: 'Bắt đầu tải lên' }).click();
  await expect(page.getByText('Đã tải lên xong.')).toBeVisible({ timeout: 60_000 });

  const admin = await pageAs(browser, 'admin');
  await admin.goto('/nguoi-dung-cloud/1');
  const uploading = admin.getByRole('article', { name: `Lô ${name}` });
  await expect(uploading.getByTestId('batch-state')).toHaveText('Đang tải lên');
  await expect(uploading.getByRole('link', { name: 'Tạo việc từ lô này' })).toHaveCount(0);
  await expect(uploading.getByTestId('batch-job-refusal')).toHaveText('Lô này đang tải lên: chờ khách tải xong rồi mới tạo việc.');
  await expect(admin.getByRole('article', { name: `Lô ${doneName}` }).getByRole('link', { name: 'Tạo việc từ lô này' })).toBeVisible();
  await admin.goto(`/tao-task-moi?lo=${made.id}`);
  await expect(admin.getByTestId('batch-job-refusal')).toContainText('Lô này đang tải lên');
  await expect(admin.getByRole('button', { name: 'Tạo việc' })).toHaveCount(0);
  const groups = (await gql(admin, 'ProductGroups', {})).product_groups as unknown as { id: number }[];
  const refused = await callOperation(admin, 'CreateTask', { input: { taskName: name, totalFile: 1, productGroupId: groups[0]!.id, cloudBatchId: made.id } });
  expect(refused.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  await customer.close();
  await admin.context().close();
});

test("a revision job: due from the group's turnaround, its history names the customer, no staff member", async ({ browser }, testInfo) => {
  // The editor delivers results of the job; the customer asks one change and sends the answer.
  const editor = await pageAs(browser, 'editor');
  await editor.goto(`/${taskId}/sua-task`);
  const results = editor.getByTestId('task-results');
  await results.getByTestId('result-input').setInputFiles(await writePhotos(path.join(testInfo.outputPath('kq')), PHOTOS, true));
  await expect
    .poll(async () => ((await gql(editor, 'TaskResults', { taskId })).task_results as unknown as { results: { completed: boolean }[] }).results.filter((r) => r.completed).length, { timeout: 60_000 })
    .toBe(2);
  const admin = await pageAs(browser, 'admin');
  const job = (await gql(admin, 'Task', { id: taskId })).task as unknown as Job;
  await move(admin, job, 'Completed');
  const delivery = (await gql(admin, 'DeliverTask', { taskId })).deliver_task as unknown as { id: number };
  deliveryId = delivery.id;
  const customer = await customerContext(browser, 1280);
  const page = await customer.newPage();
  await page.goto('/user-cloud');
  const delivered = (await gql(admin, 'TaskResults', { taskId })).task_results as unknown as { results: { id: number }[] };
  await gql(page, 'CloudReviewResult', { resultId: delivered.results[0]!.id, decision: 'CHANGES', note: 'Sáng hơn một chút' });
  await gql(page, 'CloudReviewResult', { resultId: delivered.results[1]!.id, decision: 'APPROVED' });
  await gql(page, 'CloudSubmitReview', { deliveryId: delivery.id });

  const board = (await gql(admin, 'Tasks', { filter: { searchString: unique } })).task_board as unknown as { cards: { id: number; taskName: string; dueAt: string | null }[] };
  const revision = board.cards.find((card) => card.taskName === `Việc ${unique} — sửa lần 2`)!;
  expect(revision.dueAt).not.toBeNull();
  await editor.goto(`/${revision.id}/sua-task`);
  const history = editor.getByRole('list', { name: 'Lịch sử việc' });
  await expect(history.getByTestId('history-entry').first()).toContainText('Khách hàng Hàng Khách yêu cầu sửa 1 ảnh');
  // Its originals are the chain's batch.
  await expect(editor.getByTestId('task-originals').getByTestId('original-file')).toHaveCount(2);
  // On the board its card counts down like any job with a due time.
  await editor.goto(`/?q=${encodeURIComponent(unique)}`);
  await expect(editor.getByRole('button', { name: `Việc ${unique} — sửa lần 2`, exact: true }).getByText(/^Còn \d+ (giờ|ngày|phút)$/)).toBeVisible();
  for (const context of [customer, admin.context(), editor.context()]) await context.close();
});

test("the second customer never sees the first's delivery, whatever the admin links; positive control: the first customer", async ({ browser }, testInfo) => {
  // The second demo customer uploads a batch of her own.
  const second = await browser.newContext({ baseURL: E2E.baseURL, viewport: { width: 390, height: 900 } });
  const login = await second.request.post('/api/cloud/auth/login', { data: { account: 'khachhang2', password: 'Cloud@123', remember: true }, headers: { origin: E2E.baseURL } });
  expect(login.status()).toBe(200);
  const page = await second.newPage();
  const name = `Lô khách hai ${unique}`;
  await page.goto('/user-cloud/upload-new-file');
  await page.locator('input[type=file]:not([webkitdirectory])').setInputFiles(await writePhotos(testInfo.outputPath('hai'), PHOTOS.slice(0, 1), false));
  await page.getByLabel('Tên lô').fill(name);
  await page.getByRole('button', { name: 'Bắt đầu tải lên' }).click();
  await expect(page.getByText('Đã tải lên xong.')).toBeVisible({ timeout: 60_000 });
  const secondBatch = (await myBatches(page)).find((batch) => batch.name === name)!.id;

  // The admin's slip: her batch onto the first customer's delivered job — refused.
  const admin = await pageAs(browser, 'admin');
  const slip = await callOperation(admin, 'LinkCloudBatchTask', { batchId: secondBatch, taskId });
  expect(slip.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  expect(slip.errors?.[0]?.message).toBe(`Việc #${taskId} đã gắn với lô #${batchId}: mỗi việc chỉ của một khách hàng.`);
  expect((await gql(page, 'CloudMyDeliveries', {})).cloud_my_deliveries).toEqual([]);
  await page.goto(`/user-cloud/ket-qua/${deliveryId}`);
  await expect(page.getByText('Không tìm thấy lần giao kết quả này.')).toBeVisible();
  expect((await page.request.get(`/api/cloud/deliveries/${deliveryId}/zip`, { maxRedirects: 0 })).status()).toBe(404);

  // Positive control: the first customer, whose delivery it is.
  const first = await customerContext(browser, 390);
  const firstPage = await first.newPage();
  await firstPage.goto(`/user-cloud/ket-qua/${deliveryId}`);
  await expect(firstPage.getByText('Không tìm thấy lần giao kết quả này.')).toHaveCount(0);
  const mine = (await gql(firstPage, 'CloudMyDeliveries', {})).cloud_my_deliveries as unknown as { id: number }[];
  expect(mine.map((d) => d.id)).toContain(deliveryId);
  for (const context of [second, first, admin.context()]) await context.close();
});
