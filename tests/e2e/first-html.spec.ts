import { expect, test, type Browser, type Page } from '@playwright/test';
import { ACCOUNTS, gql, staffIds, stateFile, type Role } from './support';

// Issue 14: the first HTML of the board, the edit screen, a chat conversation, a report screen and /thong-bao
// already holds their data (fetched on the server with the session's token), and the browser
// takes it over without asking for it again before it is on screen. What counts is what the page
// asked before its realtime socket opened (`askedBeforeLive`): once connected, a screen reads again
// what may have changed since the server's read (the board's opening event, the chat's
// onRealtimeConnected in lib/client/realtime.ts), and a check that ran late on a slow machine
// counted that read.

const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function adminPage(browser: Browser, javaScriptEnabled = true) {
  const context = await browser.newContext({ storageState: stateFile('admin'), viewport: { width: 1280, height: 800 }, javaScriptEnabled });
  return context.newPage();
}

/** Operations the page asks /api/graphql for, and any hydration error it logs. */
function watch(page: Page) {
  const seen = { graphql: [] as string[], problems: [] as string[] };
  page.on('console', (message) => {
    if (message.type() === 'error') seen.problems.push(message.text());
  });
  page.on('pageerror', (error) => seen.problems.push(error.message));
  page.on('request', (request) => {
    if (request.url().endsWith('/api/graphql')) seen.graphql.push((request.postDataJSON() as { operationName?: string } | null)?.operationName ?? '?');
  });
  return seen;
}
const hydrationErrors = (problems: string[]) => problems.filter((text) => /hydrat|did not match/i.test(text));

const taskName = `Trang đầu ${unique}`;
const boardUrl = `/?q=${encodeURIComponent(unique)}`;
// A file count no other task has: the report's figures for this search show it.
const reportFiles = 4321;
let taskId = 0;
let group = { id: 0, name: '' };
let roomId = 0;
let otherRoomId = 0;
const message = `Tin nhắn trang đầu ${unique}`;

test.beforeAll(async ({ browser }) => {
  const admin = await adminPage(browser);
  const groups = (await gql(admin, 'ProductGroups', {})).product_groups as unknown as { id: number; name: string }[];
  group = groups[0]!;
  taskId = (await gql(admin, 'CreateTask', { input: { taskName, totalFile: reportFiles, productGroupId: group.id } })).create_task!.id as number;
  const ids = await staffIds(admin);
  const members = (...roles: Role[]) => roles.map((role) => ({ userId: ids[role], isAdmin: false }));
  roomId = (await gql(admin, 'CreateChatRoom', { input: { type: 'Group', name: `Phòng ${unique}`, members: members('editor', 'editor2') } })).create_chat_room!.id as number;
  otherRoomId = (await gql(admin, 'CreateChatRoom', { input: { type: 'Group', name: `Phòng khác ${unique}`, members: members('qa', 'editor2') } })).create_chat_room!.id as number;
  await gql(admin, 'PostChatMessage', { input: { userId: ids.admin, roomId, content: message, messageContentType: 'text' } });
  await admin.context().close();
});

test("the board's first HTML holds its cards, rendered, for the URL's filter", async ({ browser }) => {
  const page = await adminPage(browser);
  // Rendered markup: the name as an element's text (in the data for React Query it is a JSON string).
  const rendered = new RegExp(`>\\s*${taskName}\\s*<`);
  const html = await (await page.request.get(boardUrl)).text();
  expect(html).toMatch(rendered);
  expect(html).toContain('aria-label="1 việc"');
  // Positive control of the filter the server applied: another search renders no such card.
  const other = await (await page.request.get(`/?q=${encodeURIComponent(`khong-co-${unique}`)}`)).text();
  expect(other).toContain('Bảng công việc');
  expect(other).not.toMatch(rendered);
  await page.context().close();
});

test('with JavaScript off, the board is painted from the first HTML: no loading screen to wait for', async ({ browser }) => {
  // A streamed part of the page (a loading screen, a Suspense fallback) is only swapped for its
  // content by a script: without JavaScript it would stay on screen.
  const page = await adminPage(browser, false);
  await page.goto(boardUrl);
  await expect(page.getByRole('heading', { name: 'Bảng công việc', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: taskName, exact: true })).toBeVisible();
  await expect(page.getByText('Đang tải...')).toHaveCount(0);
  // The report screens read their figures before sending too (app/(staff)/(reports)): on screen without a script.
  await page.goto(`/trang-thai-job?q=${encodeURIComponent(unique)}`);
  await expect(page.getByRole('cell', { name: reportFiles.toLocaleString('vi-VN'), exact: true }).first()).toBeVisible();
  await expect(page.getByText('Đang tải...')).toHaveCount(0);
  // Positive control: the other screens keep the full-page loading screen (app/(staff)/(screens)/loading.tsx)
  // while their data is read; it is in their first HTML.
  const other = await (await page.request.get('/nguoi-dung-va-nhan-vien')).text();
  expect(other).toContain('Đang tải...');
  await page.context().close();
});

test("/thong-bao's first HTML holds the page's notifications: on screen with JavaScript off", async ({ browser }) => {
  const admin = await adminPage(browser);
  const ids = await staffIds(admin);
  const job = `Giao việc trang đầu ${unique}`;
  const context = await browser.newContext({ storageState: stateFile('editor'), viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  const page = await context.newPage();
  // The editor has read what earlier specs sent: an unread notice of the same kind just before
  // this one would fold with it into one 'giao cho bạn N việc' line (lib/client/notification-groups.ts).
  await gql(page, 'MarkReadAllNotificationByUserId', { userId: ids.editor });
  await gql(admin, 'CreateTask', { input: { taskName: job, totalFile: 1, productGroupId: group.id, editorId: ids.editor } });
  await admin.context().close();

  const notice = page.getByRole('main').getByText(new RegExp(`đã giao cho bạn việc «${job}»`));
  await page.goto('/thong-bao');
  await expect(notice).toBeVisible();
  await expect(page.getByText('Đang tải thông báo...')).toHaveCount(0);
  await expect(page.getByRole('main').getByText(/^Bạn có \d+ thông báo chưa đọc$/)).toBeVisible();
  // Positive control of the page the server read: the second page does not hold the newest notice.
  await page.goto('/thong-bao?trang=2');
  await expect(page.getByRole('main').getByText('Trang 2')).toBeVisible();
  await expect(notice).toHaveCount(0);
  await context.close();
});

test('with JavaScript on, the cards are taken over without a second fetch or a hydration error', async ({ browser }) => {
  const page = await adminPage(browser);
  const { graphql, problems } = watch(page);

  const socket = page.waitForEvent('websocket');
  const askedBeforeLive = socket.then(() => [...graphql]);
  await page.goto(boardUrl);
  const card = page.getByRole('button', { name: taskName, exact: true });
  await expect(card).toBeVisible();
  expect(await askedBeforeLive).not.toContain('Board');
  // The board is live once hydrated (its realtime socket opens then).
  await socket;
  // The filter bar's Editor picker came with the page too: its people show without asking for them.
  await page.getByRole('search', { name: 'Lọc việc' }).getByRole('combobox', { name: 'Editor' }).click();
  await expect(page.getByRole('option', { name: ACCOUNTS.editor.name })).toBeVisible();
  expect(graphql).not.toContain('Users');
  await page.keyboard.press('Escape');
  // The card opens its edit screen.
  await card.click();
  await expect(page).toHaveURL(/\/\d+\/sua-task$/);
  expect(hydrationErrors(problems)).toEqual([]);
  await page.context().close();
});

test("the edit screen's first HTML holds the whole form: the task and its pickers", async ({ browser }) => {
  const page = await adminPage(browser);
  const html = await (await page.request.get(`/${taskId}/sua-task`)).text();
  expect(html).toMatch(new RegExp(`>\\s*${taskName}\\s*</h1>`));
  // The product group picker is filled (not 'Đang tải…'), with the task's group among its options.
  expect(html).toContain('>Chọn nhóm hàng</option>');
  expect(html).toMatch(new RegExp(`<option value="${group.id}"[^>]*>${group.name}</option>`));
  expect(html).not.toContain('Đang tải…');
  // The panels below the form have their own chunk (React.lazy): still drawn in the first HTML
  // (the results panel, which shows its frame while its list loads).
  expect(html).toContain('data-testid="task-results"');

  const { graphql, problems } = watch(page);
  await page.goto(`/${taskId}/sua-task`, { waitUntil: 'commit' });
  await expect(page.getByLabel('Nhóm hàng')).toHaveValue(String(group.id));
  expect(graphql.filter((name) => ['Task', 'ProductGroups', 'Users', 'CustomerOptions'].includes(name))).toEqual([]);
  await page.waitForLoadState('load');
  await expect(page.getByRole('button', { name: 'Lưu' })).toBeEnabled();
  expect(hydrationErrors(problems)).toEqual([]);
  await page.context().close();
});

test("a conversation's first HTML holds its messages; the browser does not ask for them first", async ({ browser }) => {
  const page = await adminPage(browser);
  const rendered = new RegExp(`>\\s*${message}\\s*<`);
  const html = await (await page.request.get(`/chat/${roomId}`)).text();
  expect(html).toMatch(rendered);
  // Positive control: another room's page does not show this room's message.
  const other = await (await page.request.get(`/chat/${otherRoomId}`)).text();
  expect(other).toContain('Nội dung trò chuyện');
  expect(other).not.toMatch(rendered);

  const { graphql, problems } = watch(page);
  const socket = page.waitForEvent('websocket');
  const askedBeforeLive = socket.then(() => [...graphql]);
  await page.goto(`/chat/${roomId}`, { waitUntil: 'commit' });
  await expect(page.getByTestId('message-list').getByText(message)).toBeVisible();
  expect((await askedBeforeLive).filter((name) => ['ViewChatMessages', 'ChatRoom'].includes(name))).toEqual([]);
  // Live once hydrated: a message sent now appears in the list.
  await socket;
  await page.getByPlaceholder('Nhập tin nhắn...').fill(`Trả lời ${unique}`);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('message-list').getByText(`Trả lời ${unique}`)).toBeVisible();
  expect(hydrationErrors(problems)).toEqual([]);
  await page.context().close();
});

test("a report's first HTML holds its figures for the URL's filter", async ({ browser }) => {
  const page = await adminPage(browser);
  const url = `/trang-thai-job?q=${encodeURIComponent(unique)}`;
  const files = new RegExp(`<td[^>]*>${reportFiles.toLocaleString('vi-VN')}</td>`);
  const empty = 'Không có việc nào được tạo trong khoảng thời gian này.';
  const html = await (await page.request.get(url)).text();
  expect(html).toMatch(files);
  expect(html).not.toContain(empty);
  // Positive control of the filter the server applied: another search's figures are the empty state.
  const other = await (await page.request.get(`/trang-thai-job?q=${encodeURIComponent(`khong-co-${unique}`)}`)).text();
  expect(other).toContain(empty);
  expect(other).not.toMatch(files);

  const { graphql, problems } = watch(page);
  await page.goto(url, { waitUntil: 'commit' });
  await expect(page.getByRole('cell', { name: reportFiles.toLocaleString('vi-VN'), exact: true }).first()).toBeVisible();
  expect(graphql.filter((name) => ['ReportJobStatus', 'Users'].includes(name))).toEqual([]);
  await page.waitForLoadState('load');
  expect(hydrationErrors(problems)).toEqual([]);
  await page.context().close();
});
