import { expect, test } from '@playwright/test';
import { stateFile } from './support';

// A job whose answer is lost (stored, then the connection dropped) is created once when the
// admin presses 'Tạo việc' again: the browser sends the same client id with the retry
// (components/tasks/create-task-form.tsx, docs/decisions/idempotent-writes.md).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test('a creation whose answer was lost, sent again, is one job', async ({ browser }) => {
  const context = await browser.newContext({ storageState: stateFile('admin'), viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  // One word for this run's jobs: the board is searched by it, so other specs' cards in the same
  // column (virtualised) never push these out of view.
  const run = Date.now().toString(36);
  const taskName = `Bộ ảnh mất kết nối ${run}`;
  const sent: { clientTaskId: string; answeredId?: number }[] = [];
  let loseAnswer = true;
  await page.route('**/api/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string; variables?: { input?: { clientTaskId?: string } } };
    if (body.operationName !== 'CreateTask') return route.continue();
    const response = await route.fetch();
    const answer = (await response.json()) as { data?: { create_task?: { id: number } } };
    sent.push({ clientTaskId: body.variables!.input!.clientTaskId!, answeredId: answer.data?.create_task?.id });
    // The first one reached the server and was stored; the browser never hears back.
    if (loseAnswer) {
      loseAnswer = false;
      return route.abort('connectionreset');
    }
    return route.fulfill({ response, json: answer });
  });

  await page.goto('/tao-task-moi');
  await page.getByLabel('Tên việc').fill(taskName);
  await page.getByLabel('Tổng số file').fill('12');
  await page.getByLabel('Nhóm hàng').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Tạo việc' }).click();
  await expect(page.getByText('Không kết nối được máy chủ. Vui lòng thử lại sau.')).toBeVisible();
  await expect(page).toHaveURL(/\/tao-task-moi$/);

  await page.getByRole('button', { name: 'Tạo việc' }).click();
  await expect(page).toHaveURL('/');
  expect(sent).toHaveLength(2);
  expect(sent[0]!.clientTaskId).toMatch(UUID);
  expect(sent[1]!.clientTaskId).toBe(sent[0]!.clientTaskId);
  expect(sent[0]!.answeredId).toEqual(expect.any(Number));
  expect(sent[1]!.answeredId).toBe(sent[0]!.answeredId);
  await page.goto(`/?q=${run}`);

  // One card on the board (no editor: Ready), the one the first request stored.
  const cards = page.getByRole('region', { name: 'Chờ giao', exact: true }).getByRole('button', { name: taskName, exact: true });
  await expect(cards).toHaveCount(1);
  expect(Number(await cards.getAttribute('data-task-id'))).toBe(sent[0]!.answeredId);

  // Positive control: the same form sent again after success is a new submission, a new job.
  await page.goto('/tao-task-moi');
  await page.getByLabel('Tên việc').fill(taskName);
  await page.getByLabel('Tổng số file').fill('12');
  await page.getByLabel('Nhóm hàng').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Tạo việc' }).click();
  await expect(page).toHaveURL('/');
  expect(sent).toHaveLength(3);
  expect(sent[2]!.clientTaskId).toMatch(UUID);
  expect(sent[2]!.clientTaskId).not.toBe(sent[0]!.clientTaskId);
  await page.goto(`/?q=${run}`);
  await expect(cards).toHaveCount(2);
  await context.close();
});
