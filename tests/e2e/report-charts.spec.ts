import { expect, test, type Browser, type Page } from '@playwright/test';
import { gql, move, pageAs, staffIds, stateFile } from './support';

// Report charts and tables as the issue "Polish a studio would notice on day one" asked:
// charts end at today (lib/reports/period.ts untilToday), chart chrome and toasts follow dark
// mode (docs/decisions/display-settings.md, "Dark mode"), and /doanh-thu's table has one period
// column, readable headers and scrolls inside its frame on a phone (docs/decisions/ui-conventions.md).

test.describe.configure({ mode: 'serial', timeout: 120_000 });

function studioToday(): { vn: string; short: string } {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Ho_Chi_Minh', day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return { vn: `${part('day')}-${part('month')}-${part('year')}`, short: `${part('day')}-${part('month')}` };
}

const SETTINGS = (themeMode: 'light' | 'dark') => JSON.stringify({ themeMode, themeLayout: 'newLayout', themeColor: 'default', themeStretch: false, themeDirection: 'ltr' });

async function adminIn(browser: Browser, themeMode: 'light' | 'dark', width = 1280): Promise<Page> {
  const context = await browser.newContext({ storageState: stateFile('admin'), viewport: { width, height: 900 } });
  await context.addInitScript((value) => localStorage.setItem('settings', value), SETTINGS(themeMode));
  return context.newPage();
}

/** Relative luminance 0 (black) … 1 (white) of a computed CSS colour 'rgb(…)' / 'rgba(…)'. */
function luminance(color: string): number {
  const [r, g, b] = color.match(/[\d.]+/g)!.slice(0, 3).map((part) => Number(part) / 255) as [number, number, number];
  const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The day labels on the time axis of the page's first chart, left to right ('26-11' or '26-11-2026'). */
async function xTicks(page: Page): Promise<string[]> {
  const ticks = page.locator('figure').first().locator('.recharts-cartesian-axis-tick-value');
  await expect(ticks.first()).toBeVisible();
  return (await ticks.allTextContents()).map((text) => text.trim()).filter((text) => /^\d{2}-\d{2}(-\d{4})?$/.test(text));
}

test.beforeAll(async ({ browser }) => {
  // One job created and completed today, so every report below has a figure for today.
  const admin = await pageAs(browser, 'admin');
  const ids = await staffIds(admin);
  const productGroupId = ((await gql(admin, 'ProductGroups', {})).product_groups as unknown as { id: number }[])[0]!.id;
  let job = (await gql(admin, 'CreateTask', { input: { taskName: `Biểu đồ hôm nay ${Date.now().toString(36)}`, totalFile: 4, productGroupId, editorId: ids.editor, qaId: ids.qa } })).create_task as unknown as { id: number; version: number };
  for (const status of ['InProgress', 'WaitApprove', 'Completed']) job = await move(admin, job, status);
  await admin.context().close();
});

test('the charts of the current month end at today, not at the month’s last day', async ({ browser }) => {
  const page = await adminIn(browser, 'light');
  const today = studioToday();
  await page.goto('/job-theo-ngay');
  await expect.poll(async () => (await xTicks(page)).at(-1)).toBe(today.short);
  await page.goto('/doanh-thu');
  await expect.poll(async () => (await xTicks(page)).at(-1)).toBe(today.vn);
  await page.context().close();
});

for (const themeMode of ['light', 'dark'] as const) {
  test(`${themeMode} mode: chart gridlines and a toast take the page's colours`, async ({ browser }) => {
    const page = await adminIn(browser, themeMode);
    await page.goto('/trang-thai-job');
    const grid = page.locator('.recharts-cartesian-grid line').first();
    await expect(grid).toBeAttached();
    // The gridline is the page's border colour (--tm-border of the mode), never a fixed light grey.
    const [stroke, border] = await grid.evaluate((line) => [getComputedStyle(line).stroke, getComputedStyle(document.body).getPropertyValue('--tm-border').trim()]);
    const probe = await page.evaluate((value) => {
      const el = document.createElement('i');
      el.style.color = value;
      document.body.append(el);
      const color = getComputedStyle(el).color;
      el.remove();
      return color;
    }, border);
    expect(stroke).toBe(probe);
    expect(luminance(stroke) < 0.2).toBe(themeMode === 'dark');

    await page.getByRole('form', { name: 'Ngưỡng việc bị kẹt' }).getByRole('button', { name: 'Lưu ngưỡng' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Đã lưu ngưỡng việc bị kẹt' });
    await expect(toast).toBeVisible();
    await expect(page.locator('[data-sonner-toaster]')).toHaveAttribute('data-sonner-theme', themeMode);
    const background = await toast.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(luminance(background) < 0.2).toBe(themeMode === 'dark');
    await page.context().close();
  });
}

test('/doanh-thu at 390 px: one date column, whole headers, the table scrolls in its frame and the page does not', async ({ browser }) => {
  const page = await adminIn(browser, 'light', 390);
  const today = studioToday();
  await page.goto('/doanh-thu');
  const table = page.locator('table', { has: page.locator('caption', { hasText: 'Doanh thu theo thời gian' }) });
  await expect(table).toBeVisible();
  const headers = await table.locator('thead th').allTextContents();
  expect(headers[0]).toBe('Kỳ');
  expect(headers).not.toContain('Từ ngày');
  // Today's row names its day once.
  const row = table.locator('tbody tr', { hasText: today.vn });
  await expect(row).toHaveCount(1);
  expect((await row.locator('td').allTextContents()).filter((cell) => cell.includes(today.vn))).toHaveLength(1);
  // No header is cut: each shows all of its text (it wraps instead).
  const cut = await table.locator('thead th').evaluateAll((cells) => cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent));
  expect(cut).toEqual([]);
  // The table is wider than the phone: its frame scrolls sideways, the page does not.
  const frame = page.locator('[data-report-table]', { has: table });
  expect(await frame.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.context().close();
});
