import { expect, test, type Browser, type Page, type Request } from '@playwright/test';
import { gql, pageAs, staffIds, type Role } from './support';

// What a live event costs the page that receives it, counted from the browser's own requests
// (docs/decisions/chat-live-events.md, docs/decisions/board-events.md): the event carries its
// change, so the page patches its data and makes at most one refetch. And the board page comes to
// rest: no request is left open, so Playwright's 'networkidle' arrives.

/** The operation a request to /api/graphql names ('' for any other request). */
const operationOf = (request: Request) => (request.url().endsWith('/api/graphql') ? (/"operationName":"([A-Za-z]+)"/.exec(request.postData() ?? '')?.[1] ?? '') : '');

/** Every /api/graphql operation the page sends, and how many are still unanswered. */
function watchOperations(page: Page) {
  const open = new Set<Request>();
  const sent: string[] = [];
  page.on('request', (request) => {
    const name = operationOf(request);
    if (!name) return;
    sent.push(name);
    open.add(request);
  });
  page.on('requestfinished', (request) => void open.delete(request));
  page.on('requestfailed', (request) => void open.delete(request));
  return {
    get open() {
      return open.size;
    },
    /** The operations sent from now on. */
    from() {
      const start = sent.length;
      return () => sent.slice(start);
    },
  };
}

const CHAT_READS = ['ChatRoomList', 'ChatRoom', 'ViewChatMessages'];
const NOTIFICATION_READS = ['UnreadNotificationCount', 'GetNotificationByUserId'];
/** The chat badge's number (0 while hidden); other tests may have left the QA unread messages. */
async function badgeCount(page: Page): Promise<number> {
  const badge = page.getByTestId('chat-badge');
  if (!(await badge.isVisible())) return 0;
  return Number((await badge.textContent())?.replace('+', ''));
}

/** The admin's tab and the receiving one, the staff ids and a tag that marks this run's data. */
async function adminAnd(browser: Browser, receiver: Role) {
  const admin = await pageAs(browser, 'admin');
  const other = await pageAs(browser, receiver);
  const ids = await staffIds(admin);
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { admin, other, ids, tag };
}

test('the board page leaves no request open: networkidle comes', async ({ browser }) => {
  const page = await pageAs(browser, 'admin');
  await page.goto('/');
  await expect(page.getByTestId('task-board')).toBeVisible();
  // The presence heartbeat's answer used to be left unread: Chromium kept that request open for
  // good and this wait timed out.
  await page.waitForLoadState('networkidle', { timeout: 30_000 });
  await page.context().close();
});

test('a chat message: the receiving tab patches its room list, at most one refetch per event', async ({ browser }) => {
  test.setTimeout(120_000);
  const { admin, other: qa, ids, tag } = await adminAnd(browser, 'qa');
  const post = (roomId: number, content: string) => gql(admin, 'PostChatMessage', { input: { userId: ids.admin, roomId, content, messageContentType: 'text' } });
  const room = (await gql(admin, 'CreateChatRoom', { input: { type: 'Group', name: `Phòng ${tag}`, members: [{ userId: ids.qa, isAdmin: false }, { userId: ids.editor2, isAdmin: false }] } }))
    .create_chat_room as unknown as { id: number };
  await post(room.id, `Chào ${tag}`);

  const watched = watchOperations(qa);
  await qa.goto('/');
  await expect(qa.getByTestId('task-board')).toBeVisible();
  // The room list has loaded: the room's first message is unread for the QA. Then a first
  // message proves the QA's socket is live and lets the first connection's own refresh finish;
  // counting starts after it.
  await expect.poll(() => badgeCount(qa)).toBeGreaterThan(0);
  await expect.poll(() => watched.open).toBe(0);
  const atLoad = await badgeCount(qa);
  await post(room.id, `Tin 1 ${tag}`);
  await expect.poll(() => badgeCount(qa)).toBe(atLoad + 1);
  await expect.poll(() => watched.open).toBe(0);

  // A message in a room the list holds: the badge rises from the event alone, nothing is read.
  let sent = watched.from();
  await post(room.id, `Tin 2 ${tag}`);
  await expect.poll(() => badgeCount(qa)).toBe(atLoad + 2);
  await expect.poll(() => watched.open).toBe(0);
  expect(sent().filter((name) => CHAT_READS.includes(name))).toEqual([]);

  // Positive control: a message in a room the list does not hold yet (created just now) makes the
  // list be read, once, and the counter sees it.
  const fresh = (await gql(admin, 'CreateChatRoom', { input: { type: 'Group', name: `Mới ${tag}`, members: [{ userId: ids.qa, isAdmin: false }, { userId: ids.editor2, isAdmin: false }] } }))
    .create_chat_room as unknown as { id: number };
  sent = watched.from();
  await post(fresh.id, `Tin mới ${tag}`);
  await expect.poll(() => badgeCount(qa)).toBe(atLoad + 3);
  await expect.poll(() => watched.open).toBe(0);
  expect(sent().filter((name) => CHAT_READS.includes(name))).toEqual(['ChatRoomList']);

  // The room open on screen: its messages are read (that also marks them read), the list is not.
  await qa.goto(`/chat/${room.id}`);
  const shown = qa.getByRole('list', { name: 'Tin nhắn' });
  await expect(shown.getByText(`Tin 2 ${tag}`, { exact: true })).toBeVisible();
  // A new page, a new socket: a first message again lets its first connection's refresh finish.
  await post(room.id, `Tin 3 ${tag}`);
  await expect(shown.getByText(`Tin 3 ${tag}`, { exact: true })).toBeVisible();
  await expect.poll(() => watched.open).toBe(0);
  sent = watched.from();
  await post(room.id, `Tin 4 ${tag}`);
  await expect(shown.getByText(`Tin 4 ${tag}`, { exact: true })).toBeVisible();
  await expect.poll(() => watched.open).toBe(0);
  expect(sent().filter((name) => CHAT_READS.includes(name))).toEqual(['ViewChatMessages']);

  await admin.context().close();
  await qa.context().close();
});

test('a job given to the editor: their board is patched and the notifications read once', async ({ browser }) => {
  test.setTimeout(120_000);
  const { admin, other: editor, ids, tag } = await adminAnd(browser, 'editor');
  const productGroupId = ((await gql(admin, 'ProductGroups', {})).product_groups as unknown as { id: number }[])[0]!.id;
  const create = (taskName: string) => gql(admin, 'CreateTask', { input: { taskName, totalFile: 10, productGroupId, editorId: ids.editor, qaId: ids.qa } });

  const watched = watchOperations(editor);
  const sinceLoad = watched.from();
  // The board's subscription is live once its opening event (a board event without a task) has
  // arrived; a job made before that is, rightly, read again with the board.
  const live = new Promise<void>((resolve) =>
    editor.on('websocket', (socket) =>
      socket.on('framereceived', (frame) => {
        const text = String(frame.payload);
        if (text.includes('"board_changed"') && text.includes('"taskId":null')) resolve();
      }),
    ),
  );
  await editor.goto(`/?q=${encodeURIComponent(tag)}`);
  await expect(editor.getByTestId('task-board')).toBeVisible();
  await live;
  await create(`Sống 1 ${tag}`);
  await expect(editor.getByRole('button', { name: `Sống 1 ${tag}`, exact: true })).toBeVisible();
  await expect.poll(() => watched.open).toBe(0);

  const sent = watched.from();
  await create(`Sống 2 ${tag}`);
  // The board event puts the card on the board; the notification event shows its toast.
  await expect(editor.getByRole('button', { name: `Sống 2 ${tag}`, exact: true })).toBeVisible();
  await expect(editor.getByText(`đã giao cho bạn việc «Sống 2 ${tag}»`).first()).toBeVisible();
  await expect.poll(() => watched.open).toBe(0);
  const reads = sent();
  expect(reads.filter((name) => name === 'Board')).toEqual([]);
  // The whole page load cost one board read, the server's: the board came with its sequence, so
  // the socket's opening event found it current (a refetch would have left 150 ms after that
  // event, before either job's).
  expect(sinceLoad().filter((name) => name === 'Board')).toEqual([]);
  // Exactly one read of the notifications (the bell's count): the counter does see it.
  expect(reads.filter((name) => NOTIFICATION_READS.includes(name))).toEqual(['UnreadNotificationCount']);

  await admin.context().close();
  await editor.context().close();
});
