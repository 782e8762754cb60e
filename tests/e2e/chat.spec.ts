import { expect, test, type Browser, type BrowserContext, type Locator, type Page, type WebSocketRoute } from '@playwright/test';
import { OnChattingDocument } from '../../graphql/generated/operations.generated';
import { E2E } from '../../playwright.config';
import { ACCOUNTS, gotoLive, gql, loginThroughForm, stateFile } from './support';

// Internal chat in two browsers against the real provider: compose, live delivery of text and
// pasted images, the header badge and unread dot, groups, reconnection and image refusals.

const ADMIN_NAME = ACCOUNTS.admin.name; // 'Nguyễn Quản Trị'
const EDITOR2_NAME = ACCOUNTS.editor2.name; // 'Phạm Minh Anh'

async function adminPage(browser: Browser) {
  const context = await browser.newContext({ storageState: stateFile('admin') });
  return { context, page: await context.newPage() };
}

/** editor2 has no stored login: a fresh context signs in through the form. */
async function freshLogin(browser: Browser, role: 'editor2' | 'editor' | 'qa') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginThroughForm(page, role);
  return { context, page };
}

const chatButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Chat/ });
const input = (page: Page) => page.getByRole('textbox', { name: 'Tin nhắn' });
const sendButton = (page: Page) => page.getByRole('button', { name: 'Gửi', exact: true });
const messages = (page: Page) => page.getByRole('list', { name: 'Tin nhắn' });
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Danh sách trò chuyện' });
/** A conversation in a list, by its title (group items also name their members' pictures). */
const conversation = (scope: Locator, title: string) => scope.getByRole('link').filter({ has: scope.page().getByText(title, { exact: true }) });

/** The badge's number (0 when hidden). */
async function badgeCount(page: Page): Promise<number> {
  const badge = page.getByTestId('chat-badge');
  if (!(await badge.isVisible())) return 0;
  return Number((await badge.textContent())?.replace('+', ''));
}

/** Pastes an image (a drawn PNG) into the message input, the way a clipboard paste arrives. */
async function pasteImage(page: Page, colour: string) {
  await input(page).focus();
  await page.evaluate(async (fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 240;
    canvas.height = 160;
    const g = canvas.getContext('2d')!;
    const gradient = g.createLinearGradient(0, 0, 240, 160);
    gradient.addColorStop(0, fill);
    gradient.addColorStop(1, '#fde68a');
    g.fillStyle = gradient;
    g.fillRect(0, 0, 240, 160);
    g.fillStyle = 'rgba(255,255,255,0.85)';
    g.beginPath();
    g.arc(170, 60, 26, 0, Math.PI * 2);
    g.fill();
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
    const data = new DataTransfer();
    data.items.add(new File([blob], 'anh-dan.png', { type: 'image/png' }));
    const target = document.querySelector('textarea')!;
    target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, colour);
  await expect(page.getByTestId('image-preview')).toBeVisible();
}

async function sendText(page: Page, text: string) {
  await input(page).fill(text);
  await input(page).press('Enter');
  await expect(messages(page).getByText(text, { exact: true })).toBeVisible();
}

test.describe('chat', () => {
  let contexts: BrowserContext[] = [];
  test.afterEach(async () => {
    for (const context of contexts) await context.close();
    contexts = [];
  });

  test('admin starts a chat with editor2; text and pasted images arrive live; badge and unread dot clear on opening', async ({ browser }) => {
    const admin = await adminPage(browser);
    const editor = await freshLogin(browser, 'editor2');
    contexts = [admin.context, editor.context];
    await editor.page.goto('/job-theo-ngay');
    await expect(chatButton(editor.page)).toBeVisible();
    // The seeded group leaves editor2 something unread already; wait for the list to load.
    await expect(editor.page.getByTestId('chat-badge')).toBeVisible();
    const before = await badgeCount(editor.page);

    // Compose: input disabled until someone is chosen.
    await admin.page.goto('/chat/new');
    await expect(admin.page.getByText('Chat với:', { exact: true })).toBeVisible();
    await expect(input(admin.page)).toBeDisabled();
    const picker = admin.page.getByRole('combobox');
    await picker.fill('  zzzz-không-có-ai-tên-này-cả  ');
    await expect(admin.page.getByText('Kết quả')).toBeVisible();
    await expect(admin.page.getByText('Không tìm thấy "zzzz-không-có-ai-tên"')).toBeVisible();
    await picker.fill('  MINH anh ');
    await admin.page.getByRole('option', { name: new RegExp(EDITOR2_NAME) }).click();
    await expect(input(admin.page)).toBeEnabled();
    await expect(sendButton(admin.page)).toBeDisabled();
    await input(admin.page).fill('   ');
    await input(admin.page).press('Enter');
    await expect(sendButton(admin.page)).toBeDisabled();
    await input(admin.page).fill('Chào Minh Anh, em xem giúp bộ ảnh mới nhé');
    await expect(sendButton(admin.page)).toBeEnabled();
    await input(admin.page).press('Enter');
    await expect(admin.page).toHaveURL(/\/chat\/\d+$/);
    const roomPath = new URL(admin.page.url()).pathname;
    await expect(messages(admin.page).getByText('Chào Minh Anh, em xem giúp bộ ảnh mới nhé')).toBeVisible();

    // The editor, elsewhere in the app, sees the badge rise and a toast.
    await expect.poll(() => badgeCount(editor.page)).toBe(before + 1);
    const toastText = `Tin nhắn mới từ ${ADMIN_NAME}: Chào Minh Anh, em xe`;
    const toast = editor.page.locator('[data-sonner-toast]').filter({ hasText: toastText });
    await expect(toast.getByText(toastText, { exact: true })).toBeVisible();
    // The toast sits over the header's buttons: close it (it would leave by itself after 10 s).
    await toast.locator('[data-close-button]').click();
    await expect(toast).toBeHidden();
    await chatButton(editor.page).click();
    const dialog = editor.page.getByRole('dialog', { name: 'Chat' });
    const item = conversation(dialog, ADMIN_NAME);
    await expect(item).toHaveAttribute('data-unread', 'true');
    await expect(item.getByTestId('unread-dot')).toBeVisible();
    await expect(item.getByText(ADMIN_NAME)).toHaveClass(/font-bold/);
    await expect(item).toContainText('Chào Minh Anh, em xe…');
    await item.click();
    await expect(editor.page).toHaveURL(roomPath);
    await expect(messages(editor.page).getByText('Chào Minh Anh, em xem giúp bộ ảnh mới nhé')).toBeVisible();
    await expect.poll(() => badgeCount(editor.page)).toBe(before);
    const listItem = conversation(sidebar(editor.page), ADMIN_NAME);
    await expect(listItem).not.toHaveAttribute('data-unread', 'true');
    await expect(listItem.getByTestId('unread-dot')).toHaveCount(0);

    // Replies, both ways, live. Shift+Enter breaks the line instead of sending.
    await input(editor.page).fill('Dạ em chào anh');
    await input(editor.page).press('Shift+Enter');
    await input(editor.page).pressSequentially('em xem ngay ạ');
    await input(editor.page).press('Enter');
    await expect(messages(admin.page).getByText(/Dạ em chào anh\s+em xem ngay ạ/)).toBeVisible();
    await expect(messages(admin.page).locator('li').last()).toContainText('Dạ em chào anh');

    await pasteImage(editor.page, '#2563eb');
    await sendButton(editor.page).click();
    await expect(messages(admin.page).getByRole('img', { name: `Hình ảnh từ ${EDITOR2_NAME}` })).toBeVisible();
    await expect(conversation(sidebar(admin.page), EDITOR2_NAME)).toContainText('Hình ảnh');

    await pasteImage(admin.page, '#db2777');
    await input(admin.page).fill('Ảnh mẫu màu đây em 🎨');
    await sendButton(admin.page).click();
    await expect(messages(editor.page).getByRole('img', { name: `Hình ảnh từ ${ADMIN_NAME}` })).toBeVisible();
    await expect(messages(editor.page).getByText('Ảnh mẫu màu đây em 🎨')).toBeVisible();

    // The lightbox opens and closes.
    await messages(editor.page).getByRole('img', { name: `Hình ảnh từ ${ADMIN_NAME}` }).click();
    const lightbox = editor.page.getByRole('dialog', { name: 'Hình ảnh trong cuộc trò chuyện' });
    await expect(lightbox).toBeVisible();
    await editor.page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
  });

  test('the new-message toast names the sender, and stays quiet on /chat and over a chat image', async ({ browser }) => {
    const admin = await adminPage(browser);
    const qaContext = await browser.newContext({ storageState: stateFile('qa') });
    const qa = await qaContext.newPage();
    contexts = [admin.context, qaContext];
    const tag = String(Date.now()).slice(-5);
    const users = (await gql(admin.page, 'Users', { input: { active: true } })).users as unknown as { id: number; email: string }[];
    const idOf = (email: string) => users.find((user) => user.email === email)!.id;
    const me = idOf(ACCOUNTS.admin.email);
    // A group needs two people besides its creator.
    const members = [ACCOUNTS.qa.email, ACCOUNTS.editor.email].map((email) => ({ userId: idOf(email), isAdmin: false }));
    const roomOf = async (name: string) => ((await gql(admin.page, 'CreateChatRoom', { input: { type: 'Group', name, members } })).create_chat_room as unknown as { id: number }).id;
    const withImage = await roomOf(`Ảnh ${tag}`);
    const other = `Khác ${tag}`;
    const otherRoom = await roomOf(other);
    const post = (roomId: number, content: string, messageContentType = 'text') => gql(admin.page, 'PostChatMessage', { input: { userId: me, roomId, content, messageContentType } });
    await admin.page.goto('/chat');
    const png = await admin.page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 120;
      canvas.height = 80;
      const g = canvas.getContext('2d')!;
      g.fillStyle = '#0ea5e9';
      g.fillRect(0, 0, 120, 80);
      return canvas.toDataURL('image/png');
    });
    await post(withImage, png, 'image');

    const toasts = qa.locator('[data-sonner-toast]');
    // By CSS, not by role: the open lightbox (a modal) hides the rest of the page from the accessibility tree.
    const list = qa.locator('aside[aria-label="Danh sách trò chuyện"]');
    const otherItem = (scope: Locator) => scope.locator('a').filter({ has: qa.getByText(other, { exact: true }) });

    /** Opens `path` and waits until its chat subscription is on the realtime socket. */
    const openLive = (path: string) => gotoLive(qa, path, OnChattingDocument.id);

    // Over a chat image shown full size: the message arrives (the list marks it), no toast covers the image.
    await openLive(`/chat/${withImage}`);
    // Clicked once it has loaded, as a person clicks a picture they see: while it loads it has no
    // size yet, and the list moving under the pointer took the click (seen in CI).
    const picture = messages(qa).getByRole('img', { name: `Hình ảnh từ ${ADMIN_NAME}` });
    await expect.poll(() => picture.evaluate((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0)).toBe(true);
    await picture.click();
    await expect(qa.locator('[data-chat-lightbox]')).toBeVisible();
    const first = `Lặng 1 ${tag}`;
    await post(otherRoom, first);
    await expect(otherItem(list)).toContainText(first);
    await expect(otherItem(list)).toHaveAttribute('data-unread', 'true');
    await expect(toasts).toHaveCount(0);
    await qa.keyboard.press('Escape');
    await expect(qa.locator('[data-chat-lightbox]')).toHaveCount(0);

    // On /chat (the list shows it): no toast either.
    await openLive('/chat');
    const second = `Lặng 2 ${tag}`;
    await post(otherRoom, second);
    await expect(otherItem(list)).toContainText(second);
    await expect(toasts).toHaveCount(0);

    // Positive control, elsewhere in the app: the toast, naming who wrote.
    await openLive('/thong-bao');
    const third = `Có toast ${tag}`;
    await post(otherRoom, third);
    await expect(toasts.filter({ hasText: `Tin nhắn mới từ ${ADMIN_NAME}: ${third}` })).toBeVisible();
  });

  test("a group of three shows 'Chủ phòng' beside its creator and an avatar stack of 3", async ({ browser }) => {
    const editor = await freshLogin(browser, 'editor');
    contexts = [editor.context];
    await editor.page.goto('/chat/new');
    const picker = editor.page.getByRole('combobox');
    await picker.fill('Trần');
    await editor.page.getByRole('option', { name: new RegExp(ACCOUNTS.qa.name) }).click();
    await picker.fill('phạm');
    await editor.page.getByRole('option', { name: new RegExp(EDITOR2_NAME) }).click();
    await sendText(editor.page, 'Nhóm mình chia việc bộ ảnh cưới nhé');
    await expect(editor.page).toHaveURL(/\/chat\/\d+$/);

    const header = editor.page.getByRole('main').locator('header').filter({ has: editor.page.getByRole('button', { name: /^(Ẩn|Hiện) thông tin$/ }) });
    await expect(header.getByTestId('avatar-stack').getByRole('img')).toHaveCount(3);
    await expect(header).toContainText('3 thành viên');
    // On a phone the group's title (its members' names) is read whole, on two lines if it must:
    // nothing of it is cut off by the header.
    await editor.page.setViewportSize({ width: 390, height: 844 });
    const title = header.getByRole('heading', { level: 2 });
    await expect(title).toHaveText(/, /);
    const clipped = await title.evaluate((h) => h.scrollWidth > h.clientWidth || h.scrollHeight > h.clientHeight);
    expect(clipped).toBe(false);
    // Back on a wide screen the panel opens by itself (components/chat/use-info-panel.ts: nobody
    // toggled it). Reading the button before the resize reached React and clicking it then would
    // close it again (a CI run of 30-11-2026 failed so).
    await editor.page.setViewportSize({ width: 1280, height: 720 });
    await expect(editor.page.getByRole('button', { name: /^(Ẩn|Hiện) thông tin$/ })).toHaveAttribute('aria-expanded', 'true');
    const members = editor.page.getByRole('list', { name: 'Thành viên' });
    await expect(members.getByRole('listitem')).toHaveCount(3);
    await expect(members.getByRole('listitem').filter({ hasText: ACCOUNTS.editor.name })).toContainText('Chủ phòng');
    await expect(members.getByText('Chủ phòng')).toHaveCount(1);
    // The info panel collapses.
    await editor.page.getByRole('button', { name: 'Ẩn thông tin' }).click();
    await expect(members).toBeHidden();
  });

  test('older messages load on scroll up; emoji and the image-only file picker work', async ({ browser }) => {
    const qa = await freshLogin(browser, 'qa');
    contexts = [qa.context];
    await qa.page.goto('/chat');
    const roomId = await qa.page.evaluate(async () => {
      const call = async (operationName: string, variables: unknown) => {
        const response = await fetch('/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ operationName, variables }) });
        return (await response.json()).data;
      };
      const users = (await call('Users', { input: { active: true } })).users as { id: number; email: string }[];
      const me = users.find((u) => u.email === 'qa@tm.local')!.id;
      const editor2 = users.find((u) => u.email === 'editor2@tm.local')!.id;
      const room = (await call('CreateChatRoom', { input: { type: 'Private', members: [{ userId: editor2, isAdmin: false }] } })).create_chat_room.id as number;
      for (let i = 1; i <= 70; i++) await call('PostChatMessage', { input: { userId: me, roomId: room, content: `Tin cũ số ${i}`, messageContentType: 'text' } });
      return room;
    });
    await qa.page.goto(`/chat/${roomId}`);
    const list = messages(qa.page);
    // The room opens at its newest message (scrolled there once the page is live: the server's
    // HTML already holds the messages, so 'visible' alone is true before that).
    await expect(list.getByText('Tin cũ số 70', { exact: true })).toBeInViewport();
    await expect(list.getByText('Tin cũ số 1', { exact: true })).toHaveCount(0);
    await qa.page.getByTestId('message-list').evaluate((el) => (el.scrollTop = 0));
    await expect(list.getByText('Tin cũ số 1', { exact: true })).toHaveCount(1);
    const texts = await list.locator('li p').allTextContents();
    expect(texts).toEqual(Array.from({ length: 70 }, (_, i) => `Tin cũ số ${i + 1}`));
    await expect(qa.page.getByText('Bắt đầu cuộc trò chuyện')).toBeVisible();

    // Emoji go into the text at the cursor.
    await input(qa.page).fill('Đẹp ');
    await qa.page.getByRole('button', { name: 'Chọn biểu tượng cảm xúc' }).click();
    await qa.page.getByRole('button', { name: '👍' }).click();
    await expect(input(qa.page)).toHaveValue('Đẹp 👍');
    await input(qa.page).press('Enter');
    await expect(list.getByText('Đẹp 👍', { exact: true })).toBeVisible();

    // The picker offers images only, and an SVG slipped past it is refused with a reason.
    const picker = qa.page.locator('input[type="file"]');
    await expect(picker).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,image/gif');
    await picker.setInputFiles({ name: 've.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
    await expect(qa.page.getByText('Chỉ gửi được ảnh PNG, JPEG, WebP hoặc GIF.')).toBeVisible();
    await expect(qa.page.getByTestId('image-preview')).toHaveCount(0);
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    await picker.setInputFiles({ name: 'mau.png', mimeType: 'image/png', buffer: png });
    await expect(qa.page.getByTestId('image-preview')).toContainText('mau.png');
    await sendButton(qa.page).click();
    await expect(list.getByRole('img', { name: 'Hình ảnh từ bạn' })).toBeVisible();
    await expect(qa.page.getByTestId('image-preview')).toHaveCount(0);
  });

  test('after 30 s offline, missed messages appear once and in order', async ({ browser }) => {
    test.setTimeout(120_000);
    const admin = await adminPage(browser);
    const editor = await freshLogin(browser, 'editor');
    contexts = [admin.context, editor.context];
    // Chromium's offline emulation fails new requests but leaves an open websocket alone, so
    // the editor's socket to the provider runs through a route that the "outage" cuts.
    let networkDown = false;
    const sockets: WebSocketRoute[] = [];
    // The route relays the page's messages itself, so the test knows when the chat subscription
    // has passed its relay: the relay (this test process) adds a delay a real socket does not
    // have, and a message posted before the subscription reaches the provider is in neither the
    // first refetch nor the stream (the CI run of 29-11-2026 failed so once).
    let chatSubscribed = false;
    await editor.context.routeWebSocket(/\/graphql$/, (socket) => {
      if (networkDown) return void socket.close({ code: 1001, reason: 'offline' });
      const server = socket.connectToServer();
      socket.onMessage((message) => {
        if (typeof message === 'string' && message.includes('"subscribe"') && message.includes(OnChattingDocument.id)) chatSubscribed = true;
        server.send(message);
      });
      sockets.push(socket);
    });

    // The seeded private room of admin and editor. The last message before the outage is posted
    // before the editor opens the room: a message posted while a subscription is being set up can
    // miss the open room (docs/decisions/chat-live-events.md, "A window left open"), and on a
    // loaded machine waiting for the relay to pass the subscription did not close it (a CI run of
    // 30-11-2026). Live delivery itself is checked after the outage, below.
    await admin.page.goto('/chat');
    await conversation(sidebar(admin.page), ACCOUNTS.editor.name).click();
    await expect(admin.page).toHaveURL(/\/chat\/\d+$/);
    await sendText(admin.page, 'Trước khi mất mạng');
    await editor.page.goto(new URL(admin.page.url()).pathname);
    await expect(messages(editor.page).getByText('Trước khi mất mạng')).toBeVisible();
    await expect.poll(() => chatSubscribed).toBe(true);
    expect(sockets.length).toBeGreaterThan(0);

    // The outage: the socket is cut and new connections are refused until the network returns.
    networkDown = true;
    chatSubscribed = false;
    await editor.context.setOffline(true);
    for (const socket of sockets.splice(0)) await socket.close({ code: 1001, reason: 'offline' });
    const missed = ['Mất mạng 1', 'Mất mạng 2', 'Mất mạng 3'];
    for (const text of missed) await sendText(admin.page, text);
    await expect(messages(editor.page).getByText('Mất mạng 1')).toHaveCount(0);
    // Issue 5: the editor stays offline for 30 s (past the default websocket keep-alive) — the
    // outage's length is the scenario itself — and nothing arrives during it (looked at each second).
    const offlineSince = Date.now();
    await expect
      .poll(async () => ((await messages(editor.page).getByText('Mất mạng 1').count()) > 0 ? 'delivered while offline' : Date.now() - offlineSince >= 30_000 ? 'held 30 s' : 'offline'), {
        timeout: 45_000,
        intervals: [1_000],
      })
      .toBe('held 30 s');
    const reconnected = editor.page.waitForResponse((response) => response.url().includes('/api/realtime/ticket') && response.ok(), { timeout: 30_000 });
    networkDown = false;
    await editor.context.setOffline(false);

    await reconnected;
    for (const text of missed) await expect(messages(editor.page).getByText(text, { exact: true })).toHaveCount(1, { timeout: 30_000 });
    const texts = await messages(editor.page).locator('li p').allTextContents();
    expect(texts.slice(texts.indexOf('Trước khi mất mạng'))).toEqual(['Trước khi mất mạng', ...missed]);

    // Live delivery works again on the new connection, once its subscription has passed the relay.
    await expect.poll(() => chatSubscribed).toBe(true);
    await sendText(admin.page, 'Đã có mạng lại');
    await expect(messages(editor.page).getByText('Đã có mạng lại', { exact: true })).toHaveCount(1);
    const after = await messages(editor.page).locator('li p').allTextContents();
    expect(after.slice(after.indexOf('Trước khi mất mạng'))).toEqual(['Trước khi mất mạng', ...missed, 'Đã có mạng lại']);
  });

  test('an SVG (or oversized) image posted through /api/graphql is refused; a 5 MB PNG is accepted', async ({ browser }) => {
    const admin = await adminPage(browser);
    contexts = [admin.context];
    await admin.page.goto('/chat');
    const answers = await admin.page.evaluate(async () => {
      const call = async (operationName: string, variables: unknown) => {
        const response = await fetch('/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ operationName, variables }) });
        return { status: response.status, body: await response.json() };
      };
      const users = (await call('Users', { input: { active: true } })).body.data.users as { id: number; email: string }[];
      const me = users.find((u) => u.email === 'admin@tm.local')!.id;
      const qa = users.find((u) => u.email === 'qa@tm.local')!.id;
      const room = (await call('CreateChatRoom', { input: { type: 'Private', members: [{ userId: qa, isAdmin: false }] } })).body.data.create_chat_room.id as number;
      const post = (content: string) => call('PostChatMessage', { input: { userId: me, roomId: room, content, messageContentType: 'image' } });
      const svg = btoa('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><circle r="9"/></svg>');
      const fiveMb = new Uint8Array(5 * 1024 * 1024);
      fiveMb.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      let binary = '';
      for (let i = 0; i < fiveMb.length; i += 0x8000) binary += String.fromCharCode(...fiveMb.subarray(i, i + 0x8000));
      const big = btoa(binary);
      const over = btoa(binary + '\u0000');
      return {
        svg: await post(`data:image/svg+xml;base64,${svg}`),
        disguised: await post(`data:image/png;base64,${svg}`),
        script: await post('javascript:alert(1)'),
        exact: await post(`data:image/png;base64,${big}`),
        over: await post(`data:image/png;base64,${over}`),
      };
    });
    for (const refused of [answers.svg, answers.disguised, answers.script, answers.over]) {
      expect(refused.body.data).toBeNull();
      expect(refused.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect(refused.body.errors[0].message).toMatch(/^(Chỉ gửi được ảnh PNG, JPEG, WebP hoặc GIF\.|Ảnh vượt quá 5 MB\.)$/);
    }
    expect(answers.svg.body.errors[0].message).toBe('Chỉ gửi được ảnh PNG, JPEG, WebP hoặc GIF.');
    expect(answers.over.body.errors[0].message).toBe('Ảnh vượt quá 5 MB.');
    expect(answers.exact.body.errors).toBeUndefined();
    expect(answers.exact.body.data.post_chat_message.messageContentType).toBe('image');
  });

  test('mark-as-seen answers for the signed-in user only', async ({ browser, playwright }) => {
    const admin = await adminPage(browser);
    contexts = [admin.context];
    await admin.page.goto('/chat');
    const answers = await admin.page.evaluate(async () => {
      const get = async (query: string) => {
        const response = await fetch(`/api/chat/conversation/mark-as-seen${query}`);
        return { status: response.status, body: await response.json() };
      };
      return { bad: await get('?conversationId=abc'), missing: await get('?conversationId=987654'), own: await get('?conversationId=1') };
    });
    expect(answers.bad.status).toBe(400);
    expect(answers.missing.status).toBe(404);
    expect(answers.missing.body.error.code).toBe('NOT_FOUND');
    expect(answers.own).toEqual({ status: 200, body: { conversationId: 1, unreadCount: 0 } });

    const anonymous = await playwright.request.newContext({ baseURL: E2E.baseURL, storageState: { cookies: [], origins: [] } });
    expect((await anonymous.get('/api/chat/conversation/mark-as-seen?conversationId=1')).status()).toBe(401);
    await anonymous.dispose();
  });
});
