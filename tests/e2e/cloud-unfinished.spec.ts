import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page, type Route } from '@playwright/test';
import { formatBytes } from '../../domain/validation/cloud-files';
import { png } from './cloud-files';
import { cloudLoginThroughForm } from './support';

// Issue 38, item 8 (docs/decisions/unfinished-uploads.md): leaving the upload page mid-upload asks
// first (in-app links and the browser's own prompt); the batch left unfinished says so in 'Tệp của
// tôi' with how much arrived, and 'Tiếp tục tải lên' takes the same files again — a different
// file is refused with the reason — until the batch is complete. Started at 1440 px, continued at
// 390 px, where nothing runs off the screen.

test.describe.configure({ timeout: 240_000 });

const filesInput = (page: Page) => page.locator('input[type=file]:not([webkitdirectory])');
const LEAVE = 'Rời trang khi đang tải lên?';
const b64 = (text: string) => Buffer.from(text).toString('base64');

async function fitsWidth(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

test('leaving mid-upload asks; the unfinished batch says how much arrived and continues with the same files only', async ({ page, context }, testInfo) => {
  const root = testInfo.outputPath('unfinished');
  const batchName = `Lô dở dang ${Date.now()}`;
  const names = ['mot.png', 'hai.png', 'ba.png', 'bon.png'];
  const bytes = names.map((_, i) => png(40 + i, 30, [30 * i, 90, 160]));
  await mkdir(path.join(root, 'khac'), { recursive: true });
  await Promise.all(names.map((name, i) => writeFile(path.join(root, name), bytes[i]!)));
  // A file with the missing one's name but other contents and size, and one the batch never had.
  await writeFile(path.join(root, 'khac', 'bon.png'), png(90, 90, [1, 2, 3]));
  await writeFile(path.join(root, 'nam.png'), png(20, 20, [200, 200, 0]));

  // 'bon.png' cannot start while the page is open: its creation is refused by the network
  // (tus keeps retrying it), so the batch is left with three of its four files.
  const blockFourth = async (route: Route) => {
    const metadata = route.request().headers()['upload-metadata'] ?? '';
    if (route.request().method() === 'POST' && metadata.includes(b64('bon.png'))) return route.abort('connectionreset');
    return route.continue();
  };
  await context.route(/\/uploads$/, blockFourth);

  await page.setViewportSize({ width: 1440, height: 900 });
  await cloudLoginThroughForm(page, 'khachhang2');
  await page.goto('/user-cloud/upload-new-file');
  await filesInput(page).setInputFiles(names.map((name) => path.join(root, name)));
  await page.getByLabel('Tên lô').fill(batchName);
  await page.getByRole('button', { name: 'Bắt đầu tải lên' }).click();
  for (const name of names.slice(0, 3)) await expect(page.getByRole('listitem', { name }).locator('[data-status=done]')).toBeVisible({ timeout: 60_000 });

  // An in-app link asks; 'Ở lại' stays with the queue.
  await page.getByRole('link', { name: 'Tệp của tôi' }).first().click();
  const leave = page.getByRole('alertdialog', { name: LEAVE });
  await expect(leave).toContainText('Tiếp tục tải lên');
  await leave.getByRole('button', { name: 'Ở lại' }).click();
  await expect(page).toHaveURL(/\/user-cloud\/upload-new-file$/);
  await expect(page.getByRole('listitem', { name: 'bon.png' })).toBeVisible();

  // Reload or closing the tab: the browser's own prompt; dismissing it stays.
  const prompt = page.waitForEvent('dialog');
  await page.evaluate(() => void setTimeout(() => window.location.reload(), 0));
  const dialog = await prompt;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  await expect(page.getByRole('listitem', { name: 'bon.png' })).toBeVisible();

  // 'Rời trang, dừng tải lên' leaves.
  await page.getByRole('link', { name: 'Tệp của tôi' }).first().click();
  await leave.getByRole('button', { name: 'Rời trang, dừng tải lên' }).click();
  await expect(page).toHaveURL(/\/user-cloud$/);
  await context.unroute(/\/uploads$/, blockFourth);

  // 'Tệp của tôi' says the batch is unfinished and how much of it arrived.
  const card = page.getByRole('article', { name: `Lô ${batchName}` });
  await expect(card.getByTestId('batch-state')).toHaveText('Chưa tải xong');
  const arrived = bytes.slice(0, 3).reduce((sum, file) => sum + file.length, 0);
  await expect(card.getByTestId('unfinished-arrived')).toHaveText(`3/4 tệp · ${formatBytes(arrived)}`);

  // At 390 px the notice and its buttons fit.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card.getByRole('link', { name: 'Tiếp tục tải lên' })).toBeVisible();
  expect(await fitsWidth(page)).toBe(true);
  await card.getByRole('link', { name: 'Tiếp tục tải lên' }).click();
  await expect(page.getByRole('heading', { name: 'Tiếp tục tải lên', level: 1 })).toBeVisible();
  await expect(page.getByTestId('resume-arrived')).toHaveText(/^3\/4 tệp/);
  await expect(page.getByRole('list', { name: 'Tệp còn thiếu' })).toHaveText(/bon\.png/);
  expect(await fitsWidth(page)).toBe(true);

  // Another file, and one with the missing file's name but other contents: refused, with why.
  await filesInput(page).setInputFiles([path.join(root, 'nam.png'), path.join(root, 'khac', 'bon.png')]);
  const rejected = page.getByRole('region', { name: 'Tệp bị từ chối' });
  await expect(rejected.getByRole('listitem').filter({ hasText: 'nam.png' })).toContainText('nam.png không phải tệp còn thiếu của lô này');
  await expect(rejected.getByRole('listitem').filter({ hasText: 'bon.png' })).toContainText('Hãy chọn đúng tệp đã chọn lúc đầu');
  await expect(page.getByRole('button', { name: 'Tiếp tục tải lên', exact: true })).toBeDisabled();

  // The same file: taken, and the batch completes.
  await filesInput(page).setInputFiles(path.join(root, 'bon.png'));
  await expect(page.getByRole('listitem', { name: 'bon.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Tiếp tục tải lên', exact: true }).click();
  await expect(page.getByText('Đã tải lên xong.')).toBeVisible({ timeout: 60_000 });
  expect(await fitsWidth(page)).toBe(true);

  // Said once: when the batch is read again (complete), its summary gives way to the queue's message.
  await expect(page.getByText(`Tiếp tục tải lên lô ${batchName}`)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Xem tệp của tôi' })).toHaveCount(1);
  // Nothing left to lose: the link leaves without asking.
  await page.getByRole('link', { name: 'Xem tệp của tôi' }).click();
  await expect(page).toHaveURL(/\/user-cloud$/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(card.getByTestId('batch-state')).toHaveText('Đã nhận');
  await expect(card.getByTestId('unfinished-upload')).toHaveCount(0);
  await expect(card.getByTestId('cloud-file')).toHaveCount(4);
});

test("'Bỏ phần chưa tải' keeps what arrived and ends the batch's unfinished state", async ({ page, context }, testInfo) => {
  const root = testInfo.outputPath('abandon');
  await mkdir(root, { recursive: true });
  const batchName = `Lô bỏ dở ${Date.now()}`;
  await writeFile(path.join(root, 'giu.png'), png(10, 10, [0, 0, 0]));
  await writeFile(path.join(root, 'bo.png'), png(11, 10, [0, 0, 0]));
  const blockSecond = async (route: Route) => {
    const metadata = route.request().headers()['upload-metadata'] ?? '';
    if (route.request().method() === 'POST' && metadata.includes(b64('bo.png'))) return route.abort('connectionreset');
    return route.continue();
  };
  await context.route(/\/uploads$/, blockSecond);

  await page.setViewportSize({ width: 1440, height: 900 });
  await cloudLoginThroughForm(page, 'khachhang2');
  await page.goto('/user-cloud/upload-new-file');
  await filesInput(page).setInputFiles([path.join(root, 'giu.png'), path.join(root, 'bo.png')]);
  await page.getByLabel('Tên lô').fill(batchName);
  await page.getByRole('button', { name: 'Bắt đầu tải lên' }).click();
  await expect(page.getByRole('listitem', { name: 'giu.png' }).locator('[data-status=done]')).toBeVisible({ timeout: 60_000 });
  page.once('dialog', (prompt) => void prompt.accept());
  await page.goto('/user-cloud');
  await context.unroute(/\/uploads$/, blockSecond);

  const card = page.getByRole('article', { name: `Lô ${batchName}` });
  await expect(card.getByTestId('unfinished-arrived')).toHaveText(/^1\/2 tệp/);
  await card.getByRole('button', { name: 'Bỏ phần chưa tải' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Bỏ phần chưa tải' }).click();
  await expect(card.getByTestId('unfinished-upload')).toHaveCount(0);
  await expect(card.getByTestId('batch-state')).toHaveText('Đã nhận');
  await expect(card.getByTestId('cloud-file')).toHaveCount(1);
});
