import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E } from '../../playwright.config';
import { png } from './cloud-files';
import { ACCOUNTS, CLOUD_ACCOUNT, gql, move, pageAs, staffIds, stateFile, type Job } from './support';

// Notifications that help (docs/decisions/notification-settings.md): each opens what it is
// about, per-person settings decide what arrives, several about one job show as one line, and a
// refused file link opens a Vietnamese page instead of JSON.

test.use({ storageState: stateFile('admin') });

const origin = { origin: E2E.baseURL };

/** The demo customer signed in on a cookie jar of its own. */
async function customerContext(playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } }) {
  const customer = await playwright.request.newContext({ baseURL: E2E.baseURL, storageState: { cookies: [], origins: [] } });
  const login = await customer.post('/api/cloud/auth/login', { data: { account: CLOUD_ACCOUNT.account, password: CLOUD_ACCOUNT.password, remember: false }, headers: origin });
  expect(login.status()).toBe(200);
  return customer;
}

/** A new batch of the demo customer holding one uploaded image; its id, owner and file id. */
async function uploadBatch(customer: APIRequestContext, name: string) {
  const created = await customer.post('/api/graphql', { data: { operationName: 'CreateCloudBatch', variables: { input: { name, request: '' } } }, headers: origin });
  const batchId = ((await created.json()) as { data: { create_cloud_batch: { id: number } } }).data.create_cloud_batch.id;
  const ticket = (await (await customer.get('/api/cloud/uploads/ticket')).json()) as { endpoint: string; ticket: string };
  const headers = { 'tus-resumable': '1.0.0', authorization: `Bearer ${ticket.ticket}` };
  const bytes = png(8, 8, [30, 120, 200]);
  const meta = (text: string) => Buffer.from(text).toString('base64');
  const upload = await customer.post(ticket.endpoint, { headers: { ...headers, 'upload-length': String(bytes.length), 'upload-metadata': `filename ${meta('anh.png')},batchId ${meta(String(batchId))}` } });
  expect(upload.status()).toBe(201);
  const patched = await customer.patch(new URL(upload.headers().location!, ticket.endpoint).toString(), {
    headers: { ...headers, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    data: bytes,
  });
  expect(patched.status()).toBe(204);
  const mine = await customer.post('/api/graphql', { data: { operationName: 'CloudMyBatches', variables: { search: name } }, headers: origin });
  const body = (await mine.json()) as { data: { cloud_my_batches: { items: { id: number; owner_id: number; files: { id: number }[] }[] } } };
  const batch = body.data.cloud_my_batches.items.find((item) => item.id === batchId)!;
  return { batchId, ownerId: batch.owner_id, fileId: batch.files[0]!.id };
}

async function createJob(page: Page, name: string, editor: 'editor'): Promise<Job> {
  const ids = await staffIds(page);
  const groups = (await gql(page, 'ProductGroups', {})).product_groups as unknown as { id: number }[];
  return (await gql(page, 'CreateTask', { input: { taskName: name, totalFile: 1, productGroupId: groups[0]!.id, editorId: ids[editor] } })).create_task as unknown as Job;
}

test("a customer's new batch: the admin's notice opens that batch", async ({ page, playwright }) => {
  const customer = await customerContext(playwright);
  const name = `Lô thông báo ${Date.now()}`;
  const { batchId, ownerId } = await uploadBatch(customer, name);
  await customer.dispose();

  await page.goto('/thong-bao');
  await page.getByRole('main').getByRole('button', { name: new RegExp(`đã tải lên lô mới: ${name}`) }).click();
  await expect(page).toHaveURL(`/nguoi-dung-cloud/${ownerId}#lo-${batchId}`);
  const batch = page.getByRole('article', { name: `Lô ${name}` });
  await expect(batch).toBeVisible();
  await expect(batch).toBeFocused();
  await expect(batch).toBeInViewport();
});

test('settings change what arrives; several notices about one job show as one line (390 px and 1440 px)', async ({ page, browser }) => {
  await page.goto('/');
  const editor = await pageAs(browser, 'editor');
  await editor.setViewportSize({ width: 390, height: 844 });
  // The editor turns job moves off, from their account page.
  await editor.goto('/thong-bao');
  await editor.getByRole('link', { name: 'Cài đặt thông báo' }).click();
  await expect(editor).toHaveURL('/thong-tin-tai-khoan#cai-dat-thong-bao');
  const settings = editor.getByRole('form', { name: 'Cài đặt thông báo' });
  const moves = settings.getByLabel('Việc chuyển trạng thái');
  await expect(moves).toBeChecked();
  await moves.uncheck();
  await settings.getByRole('button', { name: 'Lưu cài đặt thông báo' }).click();
  await expect(editor.getByText('Đã lưu cài đặt thông báo.')).toBeVisible();
  await editor.reload();
  await expect(settings.getByLabel('Việc chuyển trạng thái')).not.toBeChecked();
  await expect(settings.getByLabel('Được giao việc hoặc giao duyệt')).toBeChecked();

  const name = `Cài đặt ${Date.now()}`;
  const job = await move(page, await createJob(page, name, 'editor'), 'InProgress');
  await editor.goto('/thong-bao');
  const list = editor.getByRole('main');
  // Positive control: the assignment (still on) arrived; the move (off) did not.
  await expect(list.getByText(`${ACCOUNTS.admin.name} đã giao cho bạn việc «${name}»`)).toHaveCount(1);
  await expect(list.getByText(`${ACCOUNTS.admin.name} đã chuyển việc «${name}» sang Đang làm`)).toHaveCount(0);

  // Moves back on: the next move arrives, and the job's two notices are one line.
  await editor.goto('/thong-tin-tai-khoan');
  await settings.getByLabel('Việc chuyển trạng thái').check();
  await settings.getByRole('button', { name: 'Lưu cài đặt thông báo' }).click();
  await expect(editor.getByText('Đã lưu cài đặt thông báo.')).toBeVisible();
  await move(page, job, 'Waiting');
  await editor.goto('/thong-bao');
  const group = editor.getByRole('main').getByTestId('notification-job-group').filter({ hasText: name });
  await expect(group.locator('summary')).toHaveText(new RegExp(`^2 thông báo về việc «${name}»\\s*›$`));
  await group.locator('summary').click();
  await expect(group.getByText(`${ACCOUNTS.admin.name} đã chuyển việc «${name}» sang Tạm dừng`)).toBeVisible();
  await expect(group.getByText(`${ACCOUNTS.admin.name} đã giao cho bạn việc «${name}»`)).toBeVisible();
  expect(await editor.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);

  // The bell's popover groups the same way, at 1440 px.
  await editor.setViewportSize({ width: 1440, height: 900 });
  await editor.getByRole('button', { name: /^Thông báo/ }).click();
  const popover = editor.getByRole('dialog', { name: 'Thông báo' });
  await expect(popover.getByTestId('notification-job-group').filter({ hasText: name }).locator('summary')).toHaveText(new RegExp(`^2 thông báo về việc «${name}»`));
  await editor.keyboard.press('Escape');
  await expect(popover).toBeHidden();

  // Each of the job's notices opens the job.
  await group.getByRole('button', { name: /sang Tạm dừng/ }).click();
  await expect(editor).toHaveURL(`/${job.id}/sua-task`);
  await editor.context().close();
});

test('a missing or foreign file link opens a Vietnamese page, not JSON; the right person still gets the file', async ({ page, browser, playwright }) => {
  const customer = await customerContext(playwright);
  const { fileId } = await uploadBatch(customer, `Lô liên kết ${Date.now()}`);

  // Missing: the admin opens a file link that does not exist.
  await page.goto('/api/nguoi-dung-cloud/files/999999999');
  await expect(page.getByRole('heading', { name: 'Không tìm thấy tệp', level: 1 })).toBeVisible();
  await expect(page.getByText('NOT_FOUND')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'VỀ TRANG CHỦ' })).toBeVisible();
  // A script or an image asking still gets the code.
  const asked = await page.request.get('/api/nguoi-dung-cloud/files/999999999');
  expect(asked.status()).toBe(404);
  expect(((await asked.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
  // Positive control: the admin's own link to the real file answers with the file.
  const file = await page.request.get(`/api/nguoi-dung-cloud/files/${fileId}`);
  expect(file.status()).toBe(200);

  // Foreign: an editor opening the customer's file (the studio's download is admin-only).
  const editor = await pageAs(browser, 'editor');
  await editor.goto(`/api/nguoi-dung-cloud/files/${fileId}`);
  await expect(editor.getByRole('heading', { name: 'Không tìm thấy tệp', level: 1 })).toBeVisible();
  await editor.context().close();

  // The customer's own area: a missing file leads back to their files.
  await customer.dispose();
  const cloud = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const cloudPage = await cloud.newPage();
  await cloudPage.request.post('/api/cloud/auth/login', { data: { account: CLOUD_ACCOUNT.account, password: CLOUD_ACCOUNT.password, remember: false }, headers: origin });
  await cloudPage.goto('/api/cloud/files/999999999');
  await expect(cloudPage.getByRole('heading', { name: 'Không tìm thấy tệp', level: 1 })).toBeVisible();
  await expect(cloudPage.getByRole('link', { name: 'VỀ TỆP CỦA TÔI' })).toHaveAttribute('href', '/user-cloud');
  await cloud.close();
});
