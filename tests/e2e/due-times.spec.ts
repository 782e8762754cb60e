import { expect, test, type Browser, type Page } from '@playwright/test';
import { statusLabel, type TaskStatusName } from '../../domain/task-status';
import { gql, stateFile } from './support';

// Due times on the board (docs/decisions/due-times.md): the admin creates a job with a due time
// and its card shows the time left; a job whose due time has passed shows late, in words and with
// an icon; the filter bar's 'Hạn hoàn thành' shows only the late jobs, and keeps it in the URL.

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const HOUR = 3_600_000;

/** Types an instant into the due time's boxes as a person would: dd-MM-yyyy and HH:mm on the studio's clock. */
async function typeDue(page: Page, instant: Date) {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Ho_Chi_Minh', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  await page.getByLabel('Hạn hoàn thành').fill(`${part('day')}${part('month')}${part('year')}`);
  await page.getByLabel('Giờ', { exact: true }).fill(`${part('hour')}${part('minute')}`);
}

async function openAs(browser: Browser, width = 1280): Promise<Page> {
  const context = await browser.newContext({ storageState: stateFile('admin'), viewport: { width, height: 900 } });
  return context.newPage();
}

const column = (page: Page, status: TaskStatusName) => page.getByRole('region', { name: statusLabel(status), exact: true });
const cardIn = (page: Page, status: TaskStatusName, name: string) => column(page, status).getByRole('button', { name, exact: true });

test('a due time on the card: time left, late with an icon, and the late filter', async ({ browser }) => {
  const page = await openAs(browser);
  // One word for this run's jobs: the board is searched by it, so other specs' cards in the same
  // columns (virtualised) never push these out of view.
  const run = unique();
  const onTime = `Hạn sau ${run}`;
  const late = `Trễ hạn ${run}`;

  // The form refuses a due time already past, then creates the job with one 3 hours ahead.
  await page.goto('/tao-task-moi');
  await page.getByLabel('Tên việc').fill(onTime);
  await page.getByLabel('Tổng số file').fill('12');
  await page.getByLabel('Nhóm hàng').selectOption({ index: 1 });
  await typeDue(page, new Date(Date.now() - 2 * HOUR));
  // Typed digits only: the boxes add the dashes and the colon.
  await expect(page.getByLabel('Hạn hoàn thành')).toHaveValue(/^\d{2}-\d{2}-\d{4}$/);
  await expect(page.getByLabel('Giờ', { exact: true })).toHaveValue(/^\d{2}:\d{2}$/);
  await page.getByRole('button', { name: 'Tạo việc' }).click();
  await expect(page.getByText('Hạn hoàn thành đã qua. Chọn một thời điểm trong tương lai.')).toBeVisible();
  await expect(page).toHaveURL(/\/tao-task-moi$/);
  await typeDue(page, new Date(Date.now() + 3 * HOUR + 30 * 60_000));
  await page.getByRole('button', { name: 'Tạo việc' }).click();
  await expect(page).toHaveURL('/');
  await page.goto(`/?q=${run}`);
  const onTimeCard = cardIn(page, 'Ready', onTime);
  await expect(onTimeCard).toBeVisible();
  await expect(onTimeCard.getByText('Còn 3 giờ')).toBeVisible();
  await expect(onTimeCard.locator('[data-due="on-time"]')).toBeVisible();

  // Another job, due in a day, then moved 5 hours into the past by an edit (allowed on edit): the
  // open board shows it late without a reload (the board event carries the card).
  const groups = (await gql(page, 'ProductGroups', {})).product_groups as unknown as { id: number }[];
  const job = (await gql(page, 'CreateTask', { input: { taskName: late, productGroupId: groups[0]!.id, totalFile: 3, dueAt: new Date(Date.now() + 24 * HOUR + 30 * 60_000).toISOString() } })).create_task as unknown as {
    id: number;
    version: number;
  };
  const lateCard = cardIn(page, 'Ready', late);
  await expect(lateCard.getByText('Còn 24 giờ')).toBeVisible();
  await gql(page, 'UpdateTask', { id: job.id, version: job.version, input: { dueAt: new Date(Date.now() - 5 * HOUR - 10 * 60_000).toISOString() } });
  await expect(lateCard.getByText('Trễ 5 giờ')).toBeVisible();
  const badge = lateCard.locator('[data-due="late"]');
  await expect(badge.locator('svg')).toHaveCount(1);
  await expect(badge).toHaveAttribute('title', /^Hạn hoàn thành \d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);

  // The filter: only late jobs, kept in the URL and after a reload.
  await page.getByLabel('Hạn hoàn thành').selectOption({ label: 'Trễ hạn' });
  await expect(page).toHaveURL(new RegExp(`\\?q=${run}&han=tre$`));
  await expect(cardIn(page, 'Ready', late)).toBeVisible();
  await expect(cardIn(page, 'Ready', onTime)).toHaveCount(0);
  await expect(page.locator('[data-due="on-time"]')).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Hạn hoàn thành')).toHaveValue('Late');
  await expect(cardIn(page, 'Ready', late)).toBeVisible();
  await expect(cardIn(page, 'Ready', onTime)).toHaveCount(0);
  // Back to every job.
  await page.getByLabel('Hạn hoàn thành').selectOption({ label: 'Tất cả' });
  await expect(page).not.toHaveURL(/han=/);
  await expect(cardIn(page, 'Ready', onTime)).toBeVisible();

  // A cancelled job shows no countdown.
  await gql(page, 'CancelTask', { id: job.id, version: job.version + 1 });
  await expect(cardIn(page, 'Cancel', late)).toBeVisible();
  await expect(cardIn(page, 'Cancel', late).locator('[data-due]')).toHaveCount(0);
  await page.context().close();
});

test('the filter bar with the due choice fits a 390 px phone', async ({ browser }) => {
  const page = await openAs(browser, 390);
  await page.goto('/?han=hom-nay');
  await expect(page.getByTestId('task-board')).toBeVisible();
  await expect(page.getByLabel('Hạn hoàn thành')).toHaveValue('Today');
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  await page.context().close();
});
