import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E } from '../../playwright.config';
import { png } from './cloud-files';
import { stateFile } from './support';

// Issue 10: /nguoi-dung-cloud shows each account's files, space used and last upload; the admin
// approves a new cloud account, sets its quota, and the upload path refuses beyond it at once.

test.use({ storageState: stateFile('admin') });

const PASSWORD = 'KhachMoi@2026';
const origin = { origin: E2E.baseURL };

/** A tus upload of `bytes` through the ticket the app gives the signed-in cloud user; its creation status. */
async function upload(request: APIRequestContext, batchId: number, name: string, bytes: Buffer, declared = bytes.length) {
  const ticket = (await (await request.get('/api/cloud/uploads/ticket')).json()) as { endpoint: string; ticket: string };
  const headers = { 'tus-resumable': '1.0.0', authorization: `Bearer ${ticket.ticket}` };
  const meta = (text: string) => Buffer.from(text).toString('base64');
  const created = await request.post(ticket.endpoint, {
    headers: { ...headers, 'upload-length': String(declared), 'upload-metadata': `filename ${meta(name)},batchId ${meta(String(batchId))}` },
  });
  if (created.status() !== 201) return created.status();
  const patched = await request.patch(new URL(created.headers().location!, ticket.endpoint).toString(), {
    headers: { ...headers, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    data: bytes,
  });
  expect(patched.status()).toBe(204);
  return 201;
}

test('the admin approves a cloud account, sees its files, space and last upload, and sets its quota', async ({ page, playwright }) => {
  test.setTimeout(180_000);
  const account = `khach.e2e.${Date.now() % 1_000_000}`;
  // Its own cookie jar: none of the admin's cookies (the staff cookie would win at /api/graphql).
  const customer = await playwright.request.newContext({ baseURL: E2E.baseURL, storageState: { cookies: [], origins: [] } });
  const registered = await customer.post('/api/cloud/auth/register', {
    data: { lastName: 'Trần', firstName: 'Khách Mới', account, email: `${account}@example.com`, password: PASSWORD, confirmPassword: PASSWORD },
    headers: origin,
  });
  expect(registered.status()).toBe(200);

  // Awaiting approval: the new columns show no use yet.
  await page.goto('/nguoi-dung-cloud');
  await page.getByLabel('Tìm theo tài khoản hoặc tên').fill(account);
  const row = page.getByRole('row').filter({ hasText: account });
  await expect(row).toHaveCount(1);
  const headers = await page.getByRole('columnheader').allTextContents();
  expect(headers.map((h) => h.toLowerCase())).toEqual(['tài khoản', 'họ tên', 'khách hàng', 'số tệp', 'dung lượng', 'tải lên gần nhất', 'trạng thái', 'thao tác']);
  const cells = row.getByRole('cell');
  await expect(cells.nth(3)).toHaveText('0');
  await expect(cells.nth(4)).toHaveText('0 B / 50 GB');
  await expect(cells.nth(5)).toHaveText('Chưa tải lên');
  await row.getByRole('button', { name: `Phê duyệt ${account}` }).click();
  await expect(page.getByText(`Đã phê duyệt ${account}.`)).toBeVisible();

  // The customer uploads two images (100 KB in all) into a batch.
  const login = await customer.post('/api/cloud/auth/login', { data: { account, password: PASSWORD, remember: false }, headers: origin });
  expect(login.status()).toBe(200);
  const batch = await customer.post('/api/graphql', { data: { operationName: 'CreateCloudBatch', variables: { input: { name: 'Lô e2e', request: '' } } }, headers: origin });
  const batchBody = (await batch.json()) as { data?: { create_cloud_batch: { id: number } } };
  expect(batchBody.data, JSON.stringify(batchBody)).toBeTruthy();
  const batchId = batchBody.data!.create_cloud_batch.id;
  const small = png(8, 8, [200, 30, 30]);
  const image = Buffer.concat([small, Buffer.alloc(51_200 - small.length)]);
  expect(await upload(customer, batchId, 'mot.png', image)).toBe(201);
  expect(await upload(customer, batchId, 'hai.png', image)).toBe(201);

  await page.reload();
  await page.getByLabel('Tìm theo tài khoản hoặc tên').fill(account);
  await expect(cells.nth(3)).toHaveText('2');
  await expect(cells.nth(4)).toHaveText('100 KB / 50 GB');
  await expect(cells.nth(5)).toHaveText(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);

  // Quota: a wrong value is refused in Vietnamese and changes nothing; 0,01 GB is saved.
  await row.getByRole('button', { name: `Đổi dung lượng ${account}` }).click();
  const form = page.getByRole('form', { name: `Dung lượng của ${account}` });
  const field = form.getByLabel('Dung lượng mới (GB)');
  await expect(field).toHaveValue('50');
  await field.fill('0');
  await form.getByRole('button', { name: 'Lưu dung lượng' }).click();
  await expect(form.getByText('Nhập dung lượng là số GB lớn hơn 0, tối đa 2 chữ số thập phân và không quá 100.000 GB')).toBeVisible();
  // The form is a dialog (the list behind it is inert): closed with 'Hủy', the row is unchanged.
  await form.getByRole('button', { name: 'Hủy' }).click();
  await expect(form).toBeHidden();
  await expect(cells.nth(4)).toHaveText('100 KB / 50 GB');
  await row.getByRole('button', { name: `Đổi dung lượng ${account}` }).click();
  await expect(field).toHaveValue('50');
  await field.fill('0,01');
  await form.getByRole('button', { name: 'Lưu dung lượng' }).click();
  await expect(page.getByText(`Đã đổi dung lượng của ${account}.`)).toBeVisible();
  await expect(form).toBeHidden();
  await expect(cells.nth(4)).toHaveText('100 KB / 10,2 MB');

  // The upload path uses it at once: 10,5 MB more does not fit, another 50 KB image does.
  expect(await upload(customer, batchId, 'lon.png', image, Math.round(10.5 * 1024 * 1024))).toBe(413);
  expect(await upload(customer, batchId, 'ba.png', image)).toBe(201);

  // The audit log names the change with the values before and after.
  await page.goto('/he-thong/nhat-ky');
  await expect(page.getByText(`Tài khoản cloud ${account} (Trần Khách Mới): dung lượng 50 GB → 10,2 MB`)).toBeVisible();
  // The approval reads as one, not as a reactivation ('Ngừng hoạt động → Hoạt động').
  const approval = page.getByRole('row').filter({ hasText: `Phê duyệt tài khoản cloud ${account}` });
  await expect(approval.getByRole('definition')).toHaveText('Chờ phê duyệt → Phê duyệt tài khoản');
  await expect(approval.getByText('Ngừng hoạt động')).toHaveCount(0);
  await customer.dispose();
});
