import { expect, test, type Browser, type Page } from '@playwright/test';
import { cardIn, keyboardDrag, openBoard } from '../e2e/board-support';
import { gql, loginThroughForm, staffIds, type Role } from '../e2e/support';
import { accessLog, portOf, seenOnce, sendMessage } from './support';

// Through the proxy: people sign in, a move on one board reaches another board live while the
// two pages' realtime sockets sit on different providers (the event crosses Redis), and a chat
// goes both ways. The apps behind nginx take turns answering.

async function signedIn(browser: Browser, role: Role): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await loginThroughForm(page, role);
  return page;
}

/** Opens the board and resolves with the provider its realtime socket went to (from nginx's log). */
async function boardOnProvider(page: Page, path: string): Promise<string> {
  const before = accessLog().end;
  const acknowledged = page.waitForEvent('websocket').then((socket) => socket.waitForEvent('framereceived', { predicate: (frame) => String(frame.payload).includes('connection_ack') }));
  await openBoard(page, path);
  await acknowledged;
  const upgrades = accessLog(before).lines.filter((line) => line.path === '/graphql' && line.status === 101);
  expect(upgrades).toHaveLength(1);
  return upgrades[0]!.upstream;
}

test('sign in, and a move on the editor’s board reaches the admin’s live across providers', async ({ browser }) => {
  test.setTimeout(180_000);
  const admin = await signedIn(browser, 'admin');
  const editor = await signedIn(browser, 'editor');
  const ids = await staffIds(admin);
  const tag = `proxy-${Date.now().toString(36)}`;
  const groups = (await gql(admin, 'ProductGroups', {})).product_groups as unknown as { id: number }[];
  const created = (await gql(admin, 'CreateTask', { input: { taskName: `Việc qua proxy ${tag}`, totalFile: 3, productGroupId: groups[0]!.id, editorId: ids.editor, qaId: ids.qa } }))
    .create_task as unknown as { taskName: string };

  const only = `/?q=${encodeURIComponent(tag)}`;
  const adminProvider = await boardOnProvider(admin, only);
  // The editor's socket on the other provider: nginx deals connections out in turn.
  let editorProvider = await boardOnProvider(editor, only);
  for (let tries = 0; editorProvider === adminProvider && tries < 8; tries += 1) editorProvider = await boardOnProvider(editor, only);
  expect(new Set([adminProvider, editorProvider])).toEqual(new Set([`127.0.0.1:${portOf('provider1')}`, `127.0.0.1:${portOf('provider2')}`]));

  await keyboardDrag(editor, cardIn(editor, 'Assignee', created.taskName), ['ArrowRight']);
  await expect(cardIn(editor, 'InProgress', created.taskName)).toBeVisible();
  await expect(cardIn(admin, 'InProgress', created.taskName)).toBeVisible();
  await expect(cardIn(admin, 'Assignee', created.taskName)).toHaveCount(0);

  // Both apps answered this session's pages and operations.
  const apps = new Set(accessLog().lines.filter((line) => line.path === '/api/graphql').map((line) => line.upstream));
  expect(apps).toEqual(new Set([`127.0.0.1:${portOf('app1')}`, `127.0.0.1:${portOf('app2')}`]));
  for (const page of [admin, editor]) await page.context().close();
});

test('a conversation through the proxy, live both ways', async ({ browser }) => {
  const admin = await signedIn(browser, 'admin');
  const editor = await signedIn(browser, 'editor2');
  await admin.goto('/chat/new');
  await admin.getByRole('combobox').fill('Minh Anh');
  await admin.getByRole('option', { name: /Phạm Minh Anh/ }).click();
  await sendMessage(admin, 'Chào em, ảnh cưới xong chưa?');
  await expect(admin).toHaveURL(/\/chat\/\d+$/);
  await editor.goto(new URL(admin.url()).pathname);
  await seenOnce([admin, editor], 'Chào em, ảnh cưới xong chưa?');
  await sendMessage(editor, 'Dạ gần xong rồi ạ');
  await seenOnce([admin, editor], 'Dạ gần xong rồi ạ');
  for (const page of [admin, editor]) await page.context().close();
});
