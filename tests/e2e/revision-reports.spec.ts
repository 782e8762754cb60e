import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { cloudLoginThroughForm, gql, move, pageAs, staffIds, tableRows, type Job } from './support';
import { finishRequestItems } from './delivery-support';

// Revision rounds and pay (docs/decisions/proofing.md, "Payroll rule for revision rounds"), end to
// end: the customer uploads a photo, the studio delivers its result, the customer asks a change
// on it, so a revision job exists; both jobs are completed this month. The admin marks the revision
// job 'Lỗi của studio' on its page (switch, confirm dialog, toast) and the editor's pay on
// /tinh-luong-theo-editor drops by that job's pay, with the page's note; /job-theo-editor shows
// the turnaround columns (docs/decisions/reports-jobs.md). Prices are the demo catalogue's
// 'Chỉnh sửa cơ bản': 5,000 per file for the editor.

test.describe.configure({ mode: 'serial', timeout: 240_000 });

const unique = `sv${Date.now().toString(36)}`;
const BATCH = `Lô sửa ${unique}`;

async function photo(folder: string): Promise<string> {
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, 'anh-sua.jpg');
  await writeFile(file, await sharp({ create: { width: 320, height: 240, channels: 3, background: '#7a8899' } }).jpeg({ quality: 80 }).toBuffer());
  return file;
}


/** The footer cell of the pay column on the person's salary page (narrowed to this spec's jobs). */
async function payTotal(page: Page, editorId: number): Promise<string> {
  await page.goto(`/tinh-luong-theo-editor?nguoi=${editorId}&q=${unique}`);
  const rows = await tableRows(page, 'Lương theo từng việc');
  // The footer's 'Thành tiền' (the last column is 'Ghi chú').
  return rows.at(-1)!.at(-2)!;
}

test('an admin marks a revision job as the studio’s fault: the editor’s pay drops by it and the pages say so', async ({ page, browser }, testInfo) => {
  const file = await photo(testInfo.outputPath('goc'));

  // The customer uploads one photo.
  await cloudLoginThroughForm(page);
  await page.goto('/user-cloud/upload-new-file');
  await page.locator('input[type=file]:not([webkitdirectory])').setInputFiles([file]);
  await page.getByLabel('Tên lô').fill(BATCH);
  await page.getByRole('button', { name: 'Bắt đầu tải lên' }).click();
  await expect(page.getByText('Đã tải lên xong.')).toBeVisible({ timeout: 60_000 });
  const batches = (await gql(page, 'CloudMyBatches', { search: unique })).cloud_my_batches as unknown as { items: { id: number; name: string }[] };
  const batchId = batches.items.find((batch) => batch.name === BATCH)!.id;

  // The admin makes a job of it (4 files: 20,000 for the editor), the editor uploads the result.
  const admin = await pageAs(browser, 'admin');
  const ids = await staffIds(admin);
  const groups = (await gql(admin, 'ProductGroups', {})).product_groups as unknown as { id: number; name: string }[];
  const groupId = groups.find((group) => group.name === 'Chỉnh sửa cơ bản')!.id;
  const created = (await gql(admin, 'CreateTask', { input: { taskName: `Ảnh ${unique}`, totalFile: 4, productGroupId: groupId, editorId: ids.editor, qaId: ids.qa } })).create_task as unknown as Job;
  await gql(admin, 'LinkCloudBatchTask', { batchId, taskId: created.id });
  const editor = await pageAs(browser, 'editor');
  await editor.goto(`/${created.id}/sua-task`);
  const results = editor.getByTestId('task-results');
  await results.getByTestId('result-input').setInputFiles([file]);
  await expect(results.getByTestId('task-result')).toHaveCount(1, { timeout: 60_000 });
  await expect
    .poll(async () => ((await gql(admin, 'TaskResults', { taskId: created.id })).task_results as unknown as { results: { completed: boolean }[] }).results.map((r) => r.completed), { timeout: 30_000 })
    .toEqual([true]);
  const current = (await gql(admin, 'Task', { id: created.id })).task as unknown as Job;
  await move(admin, current, 'Completed');
  const delivery = (await gql(admin, 'DeliverTask', { taskId: created.id })).deliver_task as unknown as { id: number };

  // The customer asks a change on it: the revision job (1 file: 5,000) is made; the admin completes it.
  const panel = (await gql(admin, 'TaskResults', { taskId: created.id })).task_results as unknown as { results: { id: number }[] };
  await gql(page, 'CloudReviewResult', { resultId: panel.results[0]!.id, decision: 'CHANGES', note: 'Làm sáng ảnh hơn' });
  await gql(page, 'CloudSubmitReview', { deliveryId: delivery.id });
  const board = (await gql(admin, 'Tasks', { filter: { searchString: unique } })).task_board as unknown as { cards: { id: number; version: number; taskName: string }[] };
  const revisionCard = board.cards.find((card) => card.taskName === `Ảnh ${unique} — sửa lần 2`)!;
  expect(revisionCard).toBeDefined();
  await finishRequestItems(admin, revisionCard.id);
  await move(admin, revisionCard, 'Completed');

  // Before the mark: both jobs pay the editor.
  expect(await payTotal(admin, ids.editor)).toBe('25.000 VNĐ');

  // The admin marks the revision job on its page, from the keyboard, confirms, and is told.
  await admin.goto(`/${revisionCard.id}/sua-task`);
  const toggle = admin.getByRole('switch', { name: 'Lỗi của studio (không tính lương)' });
  await expect(toggle).not.toBeChecked();
  await toggle.focus();
  await admin.keyboard.press('Space');
  const dialog = admin.getByRole('alertdialog');
  await expect(dialog).toContainText('Đánh dấu vòng sửa này là lỗi của studio?');
  await dialog.getByRole('button', { name: 'Đánh dấu lỗi của studio' }).click();
  await expect(admin.getByText('Đã đánh dấu lỗi của studio: vòng sửa này không được tính lương.')).toBeVisible();
  await expect(toggle).toBeChecked();
  // The original job has no such switch.
  await admin.goto(`/${created.id}/sua-task`);
  await expect(admin.getByRole('heading', { name: `Ảnh ${unique}`, level: 1 })).toBeVisible();
  await expect(admin.getByRole('switch', { name: 'Lỗi của studio (không tính lương)' })).toHaveCount(0);

  // The editor's pay drops by the revision's 5,000; the note says why.
  expect(await payTotal(admin, ids.editor)).toBe('20.000 VNĐ');
  await expect(admin.getByTestId('studio-fault-note')).toHaveText('Ghi chú: Vòng sửa do lỗi của studio không được tính lương.');
  // The round is still listed, its pay 0 and its note saying why.
  const listed = (await tableRows(admin, 'Lương theo từng việc')).find((cells) => cells[0] === `Ảnh ${unique} — sửa lần 2`)!;
  expect(listed.slice(-2)).toEqual(['0 VNĐ', 'Lỗi của studio']);
  // The editor's own page says the same.
  expect(await payTotal(editor, ids.editor)).toBe('20.000 VNĐ');
  await expect(editor.getByTestId('studio-fault-note')).toBeVisible();

  // /job-theo-editor: the new columns; this job was delivered and needed a revision.
  await admin.goto(`/job-theo-editor?q=${unique}`);
  const table = admin.locator('table', { has: admin.locator('caption', { hasText: 'Việc theo editor' }) });
  const headers = ['Việc đã giao khách', 'Thời gian đến lần giao đầu (trung vị)', 'Thời gian đến khi khách duyệt (trung vị)', 'Tỷ lệ phải sửa'];
  for (const header of [...headers, 'Khách duyệt ngay lần đầu', 'Yêu cầu sửa mỗi ảnh', 'Số lần giao mỗi việc']) {
    await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
  }
  const total = (await tableRows(admin, 'Việc theo editor')).at(-1)!;
  // Delivered 1, a first-delivery time, the approval still open ('—'), 100 % needed a revision;
  // by the customer's answer none of its one photo was approved at once, one request per photo,
  // one delivery so far (the revision is not delivered). (They sit before the three on-time ones.)
  expect(total.slice(-10, -3)).toEqual(['1', expect.stringMatching(/giờ|ngày/), '—', '100 %', '0 %', '1', '1']);

  for (const other of [admin, editor]) await other.context().close();
});
