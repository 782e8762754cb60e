import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { png } from './cloud-files';
import { cloudLoginThroughForm } from './support';

// A batch card shows its first 20 files and 'Xem thêm' pages the rest
// (docs/decisions/data-hot-paths.md): the list never carries every file of every batch.

const ACCOUNT = 'khachhang2';
const FILES = 23;


test('a batch of 23 files shows 20, and Xem thêm shows the other 3', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const root = testInfo.outputPath('paging');
  await mkdir(root, { recursive: true });
  const names = Array.from({ length: FILES }, (_, i) => `trang-${String(i + 1).padStart(2, '0')}.png`);
  const paths = names.map((name) => path.join(root, name));
  await Promise.all(paths.map((file, i) => writeFile(file, png(8, 8, [i * 10, 40, 90]))));
  const batchName = `Lô nhiều trang ${testInfo.workerIndex}-${Date.now()}`;

  await cloudLoginThroughForm(page, ACCOUNT);
  await page.getByRole('link', { name: 'Tải lên', exact: true }).click();
  await page.locator('input[type=file]:not([webkitdirectory])').setInputFiles(paths);
  await expect(page.getByRole('listitem', { name: names.at(-1)! })).toBeVisible();
  await page.getByLabel('Tên lô').fill(batchName);
  await page.getByRole('button', { name: 'Bắt đầu tải lên' }).click();
  await expect(page.getByText('Đã tải lên xong.')).toBeVisible({ timeout: 120_000 });

  await page.getByRole('link', { name: 'Xem tệp của tôi' }).click();
  const batch = page.getByRole('article', { name: `Lô ${batchName}` });
  await expect(batch).toContainText(`${FILES} tệp`);
  await expect(batch.getByTestId('cloud-file')).toHaveCount(20);
  await expect(batch.getByTestId('cloud-file').first()).toHaveAttribute('data-path', names[0]!);

  await batch.getByRole('button', { name: 'Xem thêm (còn 3 tệp)' }).click();
  await expect(batch.getByTestId('cloud-file')).toHaveCount(FILES);
  await expect(batch.getByTestId('cloud-file').last()).toHaveAttribute('data-path', names.at(-1)!);
  await expect(batch.getByRole('button', { name: /Xem thêm/ })).toHaveCount(0);
});
