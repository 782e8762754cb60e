import { expect, test, type Browser, type Page } from '@playwright/test';
import { gql, move, pageAs, staffIds, stateFile, type Job } from './support';

// A status button on the job page saves the notes being typed with the move, in one operation
// (docs/decisions/notes-with-moves.md): type, press, reload, the note is there. A double press
// sends one move.

test.use({ storageState: stateFile('admin') });

/** A job of the demo editor and QA, moved by the admin to `status`. */
async function jobIn(page: Page, status: 'InProgress' | 'WaitApprove', name: string): Promise<Job> {
  await page.goto('/');
  const ids = await staffIds(page);
  const groups = (await gql(page, 'ProductGroups', {})).product_groups as unknown as { id: number }[];
  const created = (await gql(page, 'CreateTask', { input: { taskName: name, totalFile: 3, productGroupId: groups[0]!.id, editorId: ids.editor, qaId: ids.qa } })).create_task as unknown as Job;
  let job = await move(page, created, 'InProgress');
  if (status === 'WaitApprove') job = await move(page, job, 'WaitApprove');
  return job;
}

async function openAs(browser: Browser, role: 'editor' | 'qa', job: Job) {
  const page = await pageAs(browser, role);
  await page.goto(`/${job.id}/sua-task`);
  return page;
}

/** Counts the MoveTask operations the page sends. */
function countMoves(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/graphql') && request.method() === 'POST' && request.postData()?.includes('"MoveTask"')) sent.push(request.postData()!);
  });
  return sent;
}

test("the editor's note is saved with 'Chuyển'", async ({ page, browser }) => {
  const job = await jobIn(page, 'InProgress', `Ghi chú editor ${Date.now()}`);
  const editor = await openAs(browser, 'editor', job);
  await editor.getByLabel('Ghi chú của editor').fill('Đã xong phần nền, xem giúp vùng tóc');
  await editor.getByLabel('Chuyển trạng thái').selectOption({ label: 'Chờ duyệt' });
  await editor.getByRole('button', { name: 'Chuyển', exact: true }).click();
  await expect(editor.getByText('Đã chuyển việc sang Chờ duyệt.')).toBeVisible();
  await editor.reload();
  await expect(editor.getByLabel('Ghi chú của editor')).toHaveValue('Đã xong phần nền, xem giúp vùng tóc');
  await expect(editor.getByRole('region', { name: 'Trạng thái' }).getByText('Chờ duyệt').first()).toBeVisible();
  // The history says the note was written, then the move.
  await expect(editor.getByRole('region', { name: 'Lịch sử' }).getByText('Cập nhật: Ghi chú của editor')).toBeVisible();
  await editor.context().close();
});

test("QA's comment is saved with 'Duyệt', and a double click sends one move", async ({ page, browser }) => {
  const job = await jobIn(page, 'WaitApprove', `Ghi chú QA duyệt ${Date.now()}`);
  const qa = await openAs(browser, 'qa', job);
  const moves = countMoves(qa);
  await qa.getByLabel('Ghi chú của QA').fill('Ảnh đạt, da mịn tự nhiên');
  await qa.getByRole('button', { name: 'Duyệt', exact: true }).dblclick();
  await expect(qa.getByText('Đã duyệt việc.')).toBeVisible();
  await expect(qa.getByText('Việc đã được người khác thay đổi', { exact: false })).toHaveCount(0);
  expect(moves).toHaveLength(1);
  await qa.reload();
  // Approved: read-only for QA, with the comment kept.
  await expect(qa.getByLabel('Ghi chú của QA')).toHaveValue('Ảnh đạt, da mịn tự nhiên');
  await expect(qa.getByText('Bạn chỉ có quyền xem việc này.')).toBeVisible();
  await qa.context().close();
});

test("QA's comment is saved with 'Từ chối'", async ({ page, browser }) => {
  const job = await jobIn(page, 'WaitApprove', `Ghi chú QA từ chối ${Date.now()}`);
  const qa = await openAs(browser, 'qa', job);
  await qa.getByLabel('Ghi chú của QA').fill('Vùng tóc còn răng cưa ở ảnh 2');
  await qa.getByRole('button', { name: 'Từ chối', exact: true }).click();
  const dialog = qa.getByRole('dialog', { name: 'Từ chối việc' });
  await dialog.getByLabel('Lý do từ chối').fill('Làm lại vùng tóc');
  await dialog.getByRole('button', { name: 'Từ chối' }).click();
  await expect(qa.getByText('Đã từ chối việc.')).toBeVisible();
  await qa.reload();
  await expect(qa.getByLabel('Ghi chú của QA')).toHaveValue('Vùng tóc còn răng cưa ở ảnh 2');
  await qa.context().close();
});

test('an invalid note stops the move and keeps the typing; fixed, the move goes with it', async ({ page, browser }) => {
  const job = await jobIn(page, 'WaitApprove', `Ghi chú QA quá dài ${Date.now()}`);
  const qa = await openAs(browser, 'qa', job);
  const moves = countMoves(qa);
  const note = qa.getByLabel('Ghi chú của QA');
  await note.fill('x'.repeat(2001));
  await qa.getByRole('button', { name: 'Duyệt', exact: true }).click();
  await expect(qa.getByText('Ghi chú của QA tối đa 2.000 ký tự')).toBeVisible();
  expect(moves).toHaveLength(0);
  await expect(note).toHaveValue('x'.repeat(2001));
  // Positive control: a valid note goes with the move.
  await note.fill('Đạt');
  await qa.getByRole('button', { name: 'Duyệt', exact: true }).click();
  await expect(qa.getByText('Đã duyệt việc.')).toBeVisible();
  await qa.reload();
  await expect(note).toHaveValue('Đạt');
  await qa.context().close();
});
