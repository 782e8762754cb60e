import { mkdir } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { sha256, writeLargeTiff } from './cloud-files';
import { CLOUD_ACCOUNT } from './support';

// Issue 11, "Done when": the 200 MB upload is interrupted by the network going away
// (context.setOffline) and, once the network is back, continues from the server's offset — not
// from zero — and the stored file's checksum matches. (cloud.spec.ts covers the reload.)

const LARGE_BYTES = 200 * 1024 * 1024;
const BATCH = 'Lô mất mạng e2e';

test.describe.configure({ timeout: 300_000 });

const progressOf = async (page: Page, name: string) => Number(await page.getByRole('progressbar', { name: `Tiến độ ${name}` }).getAttribute('aria-valuenow'));

test('an upload cut by a lost network resumes from the server offset once the network is back', async ({ page, context }, testInfo) => {
  const root = testInfo.outputPath('cloud-offline');
  await mkdir(root, { recursive: true });
  const large = await writeLargeTiff(root, LARGE_BYTES);
  const patches: { url: string; offset: number }[] = [];
  const failed: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && new URL(request.url()).pathname.startsWith('/uploads/')) {
      patches.push({ url: request.url(), offset: Number(request.headers()['upload-offset']) });
    }
  });
  page.on('requestfailed', (request) => {
    if (new URL(request.url()).pathname.startsWith('/uploads/')) failed.push(`${request.method()} ${request.failure()?.errorText}`);
  });

  await page.goto('/user-cloud/upload-new-file');
  await page.getByLabel('Tài khoản cloud').fill(CLOUD_ACCOUNT.account);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(CLOUD_ACCOUNT.password);
  await page.getByRole('button', { name: 'ĐĂNG NHẬP' }).click();
  // A generous wait: on a loaded machine the login round trip alone can take many seconds.
  await expect(page.getByRole('heading', { name: 'Tải lên tệp mới' })).toBeVisible({ timeout: 60_000 });

  await page.locator('input[type=file]:not([webkitdirectory])').setInputFiles(large.file);
  await page.getByLabel('Tên lô').fill(BATCH);
  await page.getByLabel('Yêu cầu chỉnh sửa').fill('Chỉnh sáng');
  await page.getByRole('button', { name: 'Bắt đầu tải lên' }).click();

  // The network goes away part-way through.
  await expect.poll(() => progressOf(page, 'lon.tif'), { timeout: 60_000, intervals: [50] }).toBeGreaterThan(0);
  await context.setOffline(true);
  const cutAt = patches.length;
  expect(cutAt).toBeGreaterThan(0);
  const uploadUrl = patches[0]!.url;

  // What the server holds meanwhile, asked from outside the browser (page.request is not
  // offline): some bytes, not all, and no longer growing.
  const serverOffset = async () => {
    const ticket = ((await (await page.request.get('/api/cloud/uploads/ticket')).json()) as { ticket: string }).ticket;
    const head = await page.request.head(uploadUrl, { headers: { 'tus-resumable': '1.0.0', authorization: `Bearer ${ticket}` } });
    expect(head.status()).toBe(200);
    return Number(head.headers()['upload-offset']);
  };
  let held = -1;
  await expect
    .poll(async () => {
      const before = held;
      held = await serverOffset();
      return held === before;
    }, { timeout: 30_000, intervals: [1000] })
    .toBe(true);
  expect(held).toBeGreaterThan(0);
  expect(held).toBeLessThan(LARGE_BYTES);
  await expect.poll(() => failed.length, { message: 'the browser saw its upload requests fail while offline' }).toBeGreaterThan(0);

  // Back online: the same upload continues exactly where the server stopped.
  await context.setOffline(false);
  await expect(page.getByText('Đã tải lên xong.')).toBeVisible({ timeout: 180_000 });
  const resumed = patches.slice(cutAt);
  expect(resumed.length).toBeGreaterThan(0);
  expect(resumed[0]).toEqual({ url: uploadUrl, offset: held });
  expect(resumed.every((p) => p.url === uploadUrl && p.offset >= held)).toBe(true);

  // The stored file is the picked one, byte for byte.
  await page.getByRole('link', { name: 'Xem tệp của tôi' }).click();
  const row = page.getByRole('article', { name: `Lô ${BATCH}` }).locator('[data-testid=cloud-file][data-path="lon.tif"]');
  await expect(row).toHaveAttribute('data-size', String(LARGE_BYTES));
  const href = await row.getByRole('link', { name: 'Tải xuống lon.tif' }).getAttribute('href');
  const download = await page.request.get(href!);
  expect(download.status()).toBe(200);
  expect(sha256(await download.body())).toBe(large.sha);
});
