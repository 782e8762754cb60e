import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E } from '../../playwright.config';
import { stateFile } from './support';

// Issue 14: the board's first HTML already holds its cards (fetched on the server with the
// session's token), and the browser takes them over without asking for them again.

const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function gql(page: Page, operationName: string, variables: Record<string, unknown>) {
  const response = await page.request.post('/api/graphql', { data: { operationName, variables }, headers: { origin: E2E.baseURL } });
  const body = (await response.json()) as { data?: Record<string, Record<string, unknown>>; errors?: unknown[] };
  expect(body.errors, operationName).toBeUndefined();
  return body.data!;
}

async function adminPage(browser: Browser, javaScriptEnabled = true) {
  const context = await browser.newContext({ storageState: stateFile('admin'), viewport: { width: 1280, height: 800 }, javaScriptEnabled });
  return context.newPage();
}

const taskName = `Trang đầu ${unique}`;
const boardUrl = `/?q=${encodeURIComponent(unique)}`;

test.beforeAll(async ({ browser }) => {
  const admin = await adminPage(browser);
  const groups = (await gql(admin, 'ProductGroups', {})).product_groups as unknown as { id: number }[];
  await gql(admin, 'CreateTask', { input: { taskName, totalFile: 3, productGroupId: groups[0]!.id } });
  await admin.context().close();
});

test("the board's first HTML holds its cards, rendered, for the URL's filter", async ({ browser }) => {
  const page = await adminPage(browser);
  // Rendered markup: the name as an element's text (in the data for React Query it is a JSON string).
  const rendered = new RegExp(`>\\s*${taskName}\\s*<`);
  const html = await (await page.request.get(boardUrl)).text();
  expect(html).toMatch(rendered);
  expect(html).toContain('aria-label="1 task"');
  // Positive control of the filter the server applied: another search renders no such card.
  const other = await (await page.request.get(`/?q=${encodeURIComponent(`khong-co-${unique}`)}`)).text();
  expect(other).toContain('Bảng công việc');
  expect(other).not.toMatch(rendered);
  await page.context().close();
});

test('with JavaScript on, the cards are taken over without a second fetch or a hydration error', async ({ browser }) => {
  const page = await adminPage(browser);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const graphql: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/graphql')) graphql.push((request.postDataJSON() as { operationName?: string } | null)?.operationName ?? '?');
  });

  const socket = page.waitForEvent('websocket');
  await page.goto(boardUrl);
  const card = page.getByRole('button', { name: taskName, exact: true });
  await expect(card).toBeVisible();
  expect(graphql).not.toContain('Tasks');
  // The board is live once hydrated (its realtime socket opens then): the card opens its edit screen.
  await socket;
  await card.click();
  await expect(page).toHaveURL(/\/\d+\/sua-task$/);
  expect(problems.filter((text) => /hydrat|did not match/i.test(text))).toEqual([]);
  await page.context().close();
});
