import { expect, test, type Browser, type Page } from '@playwright/test';
import { ReceiveMessageDocument } from '../../graphql/generated/operations.generated';
import { ADMIN_PATHS, STAFF_PATHS } from '../../lib/navigation/routes';
import { ACCOUNTS, fillStaffLogin, gotoLive, gql, loginThroughForm, staffIds, stateFile, type Role } from './support';

// The staff layout: menus per role, notifications (live, read, all read), display settings,
// presence, logout failure and the account page.

const SPREADSHEET_URL = 'https://docs.google.com/spreadsheets/';

const bell = (page: Page) => page.getByRole('button', { name: /^Thông báo/ });
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Điều hướng chính' });

/** The unread count the bell announces (its accessible name) once loaded, 0 when it has none. */
async function unreadCount(page: Page): Promise<number> {
  await expect(bell(page)).not.toHaveAttribute('aria-busy');
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) chưa đọc/.exec(name)?.[1] ?? 0);
}

async function openDrawerLinks(page: Page) {
  await page.getByRole('button', { name: 'Mở menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  const hrefs = await drawer.getByRole('navigation', { name: 'Menu' }).getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  return { drawer, hrefs };
}

test.describe('admin menus', () => {
  test.use({ storageState: stateFile('admin') });

  test("show 'Trang chủ', the 'Các chức năng' mega-menu and 'Tạo việc mới'", async ({ page }) => {
    await page.goto('/job-theo-ngay');
    await expect(mainNav(page).getByRole('link', { name: 'Trang chủ' })).toHaveAttribute('href', '/');
    const functions = mainNav(page).getByRole('button', { name: 'Các chức năng' });

    // Keyboard: Enter opens, Tab walks the links, Escape closes and gives focus back.
    await functions.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Các chức năng' });
    await expect(menu).toBeVisible();
    for (const heading of ['Báo cáo', 'Tính lương', 'Quản lý']) await expect(menu.getByRole('heading', { name: heading })).toBeVisible();
    const expected: [string, string][] = [
      ['Doanh thu', '/doanh-thu'],
      ['Bảng tính', SPREADSHEET_URL],
      ['Bảng lương', '/luong-tat-ca'],
      ['Người dùng & nhân viên', '/nguoi-dung-va-nhan-vien'],
      ['Người dùng cloud', '/nguoi-dung-cloud'],
    ];
    for (const [name, href] of expected) await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    // The same screens as the drawer (lib/navigation/menus.ts): all 22 of an admin's entries, not 5.
    await expect(menu.getByRole('link')).toHaveCount(22);
    // …the very screens the drawer lists for an admin (its test below), not only as many.
    const menuHrefs = await menu.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(menuHrefs.sort()).toEqual([...STAFF_PATHS, ...ADMIN_PATHS, SPREADSHEET_URL].sort());
    await expect(menu.getByRole('heading', { name: 'Cá nhân' })).toBeVisible();
    const sheet = menu.getByRole('link', { name: 'Bảng tính' });
    await expect(sheet).toHaveAttribute('target', '_blank');
    await expect(sheet).toHaveAttribute('rel', 'noopener noreferrer');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(functions).toBeFocused();

    await functions.click();
    await menu.getByRole('link', { name: 'Người dùng cloud' }).click();
    await expect(page).toHaveURL('/nguoi-dung-cloud');
    await expect(menu).toBeHidden();

    await page.getByRole('link', { name: 'Tạo việc mới' }).click();
    await expect(page).toHaveURL('/tao-task-moi');
  });
});

for (const role of ['admin', 'qa', 'editor'] as Role[]) {
  test.describe(`${role} navigation`, () => {
    test.use({ storageState: stateFile(role) });

    test('reaches every screen the role may open, and only those', async ({ page }) => {
      await page.goto('/');
      if (role !== 'admin') {
        await expect(mainNav(page).getByRole('link')).toHaveText(['Trang chủ']);
        await expect(mainNav(page).getByRole('button')).toHaveCount(0);
        await expect(page.getByRole('link', { name: 'Tạo việc mới' })).toHaveCount(0);
      }
      const { drawer, hrefs } = await openDrawerLinks(page);
      const expected = role === 'admin' ? [...STAFF_PATHS, ...ADMIN_PATHS, SPREADSHEET_URL] : STAFF_PATHS;
      expect([...hrefs].sort()).toEqual([...expected].sort());

      // Following a link closes the drawer.
      await drawer.getByRole('link', { name: 'Biểu đồ' }).click();
      await expect(page).toHaveURL('/bieu-do');
      await expect(drawer).toBeHidden();

      for (const href of hrefs.filter((h) => h.startsWith('/'))) {
        const response = await page.goto(href);
        expect(response?.status(), href).toBeLessThan(400);
        await expect(page, href).toHaveURL(href);
        await expect(page.getByRole('heading', { name: 'Quyền truy cập bị từ chối' }), href).toHaveCount(0);
        await expect(page.getByRole('heading', { name: 'Không tìm thấy trang' }), href).toHaveCount(0);
      }
    });
  });
}

test.describe('layouts', () => {
  test.use({ storageState: stateFile('qa') });

  test('a 360 px phone gets the 260 px drawer and a 64 px header', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/thong-bao');
    expect((await page.locator('header.tm-header').boundingBox())?.height).toBe(64);
    await expect(mainNav(page)).toBeHidden();
    const { drawer } = await openDrawerLinks(page);
    // The drawer slides in: measure once it has stopped.
    await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(260);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(360);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByText(/© \d{4} TM/)).toBeVisible();
  });

  test('the sidebar layout: groups close, the sidebar collapses by click, opens on hover, resets on small screens', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('settings', JSON.stringify({ themeMode: 'light', themeLayout: 'oldLayout', themeColor: 'default', themeStretch: false, themeDirection: 'ltr' })));
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/job-theo-ngay');
    const sidebar = page.getByRole('complementary', { name: 'Thanh bên' });
    await expect(sidebar).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mở menu' })).toBeHidden();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(280);
    expect((await page.locator('header.tm-header').boundingBox())?.height).toBe(92);
    await expect(sidebar.getByRole('link', { name: 'Việc theo ngày' })).toHaveAttribute('aria-current', 'page');

    const group = sidebar.getByRole('button', { name: 'Công việc' });
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar.getByRole('link', { name: 'Biểu đồ' })).toBeHidden();
    await group.click();
    await expect(sidebar.getByRole('link', { name: 'Biểu đồ' })).toBeVisible();

    await sidebar.getByRole('button', { name: 'Thu gọn thanh bên' }).click();
    await page.mouse.move(900, 400);
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(88);
    await sidebar.hover({ position: { x: 40, y: 300 } });
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(280);
    await page.mouse.move(900, 400);
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(88);

    await page.setViewportSize({ width: 800, height: 800 });
    await expect(sidebar).toBeHidden();
    await expect(page.getByRole('button', { name: 'Mở menu' })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(280);
  });
});

test.describe('display settings', () => {
  test.use({ storageState: stateFile('admin') });

  test('apply at once, survive a reload and are in place before the first paint', async ({ page }) => {
    await page.setViewportSize({ width: 1600, height: 900 });
    await page.goto('/');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    // By CSS, not by role: while the drawer is open the rest of the page is hidden from the accessibility tree.
    const primary = () => page.locator('header a[href="/tao-task-moi"]').evaluate((el) => getComputedStyle(el).backgroundColor);
    const lightBackground = await background();
    const defaultPrimary = await primary();

    await page.getByRole('button', { name: 'Tùy chọn giao diện' }).click();
    const drawer = page.getByRole('dialog', { name: 'Tùy chọn giao diện' });
    await drawer.getByText('Tối', { exact: true }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await drawer.getByText('Tím', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme-color', 'purple');
    await drawer.getByText('Giãn rộng nội dung', { exact: true }).click();
    await expect(drawer.getByRole('switch', { name: 'Giãn rộng nội dung' })).toBeChecked();
    expect(await background()).not.toBe(lightBackground);
    expect(await primary()).not.toBe(defaultPrimary);
    await page.keyboard.press('Escape');

    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('settings')!));
    expect(stored).toEqual({ themeMode: 'dark', themeLayout: 'newLayout', themeColor: 'purple', themeStretch: true, themeDirection: 'ltr' });

    // Record <html> the moment <body> starts (before anything can paint) on the reload.
    await page.addInitScript(() => {
      const record = () => ({
        dark: document.documentElement.classList.contains('dark'),
        color: document.documentElement.getAttribute('data-theme-color'),
        stretch: document.documentElement.getAttribute('data-stretch'),
      });
      const observer = new MutationObserver(() => {
        if (document.body) {
          (window as unknown as { atBody: unknown }).atBody = record();
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true });
      document.addEventListener('DOMContentLoaded', () => ((window as unknown as { atReady: unknown }).atReady = record()));
    });
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { atBody: unknown }).atBody)).toEqual({ dark: true, color: 'purple', stretch: 'true' });
    expect(await page.evaluate(() => (window as unknown as { atReady: unknown }).atReady)).toEqual({ dark: true, color: 'purple', stretch: 'true' });
    expect(await background()).not.toBe(lightBackground);
    // Polled: a detached <main> (React replacing a subtree after load) measures 0 for a moment.
    await expect.poll(() => page.locator('main').evaluate((el) => el.getBoundingClientRect().width)).toBe(1600);

    // The settings page shows the same settings inline, and changes them too.
    await page.goto('/tuy-chon-giao-dien-danh-muc');
    const main = page.getByRole('main');
    await expect(main.getByRole('radio', { name: 'Tối' })).toBeChecked();
    await expect(main.getByRole('radio', { name: 'Tím' })).toBeChecked();
    await main.getByText('Sáng', { exact: true }).click();
    await main.getByText('Mặc định', { exact: true }).click();
    await main.getByText('Giãn rộng nội dung', { exact: true }).click();
    await expect(main.getByRole('switch', { name: 'Giãn rộng nội dung' })).not.toBeChecked();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await page.goto('/');
    await expect.poll(() => page.locator('main').evaluate((el) => el.getBoundingClientRect().width)).toBe(1280);
    expect(await background()).toBe(lightBackground);
    expect(await primary()).toBe(defaultPrimary);
  });
});

test.describe('notifications', () => {
  test.describe('for an admin', () => {
    test.use({ storageState: stateFile('admin') });

    test('a registration appears live as a toast and in the bell; all read survives a reload', async ({ page, playwright }) => {
      // Wait until the task_updated subscription (ReceiveMessage, sent by its id) is on the realtime socket.
      await gotoLive(page, '/', ReceiveMessageDocument.id);
      const before = await unreadCount(page);

      const email = `moi.${Date.now()}@tm.local`;
      const anonymous = await playwright.request.newContext({ baseURL: page.url() });
      const registered = await anonymous.post('/api/auth/register', {
        headers: { 'sec-fetch-site': 'same-origin' },
        data: { lastName: 'Đặng Văn', firstName: 'Mới', email, password: 'MatKhau@2024', confirmPassword: 'MatKhau@2024' },
      });
      expect(registered.status()).toBe(200);
      await anonymous.dispose();

      const content = `Tài khoản mới chờ phê duyệt: Đặng Văn Mới (${email})`;
      await expect(page.locator('[data-sonner-toast]').getByText(content)).toBeVisible({ timeout: 5000 });
      await expect(bell(page)).toHaveAccessibleName(`Thông báo: ${before + 1} chưa đọc`, { timeout: 5000 });
      await bell(page).click();
      const popover = page.getByRole('dialog', { name: 'Thông báo' });
      await expect(popover.getByRole('listitem').first()).toContainText(content);
      expect(await popover.getByRole('listitem').count()).toBeLessThanOrEqual(9);
      // Its time is the shared relative time (lib/client/relative-time.ts): 'vừa xong' under 45 s.
      await expect(popover.getByRole('listitem').first()).toContainText(/(vừa xong|\d+ (giây|phút) trước)$/);

      await popover.getByRole('button', { name: 'Đánh dấu tất cả đã đọc' }).click();
      await expect(bell(page)).toHaveAccessibleName('Thông báo');
      await expect(page.getByTestId('notification-badge')).toHaveCount(0);
      await expect(popover.locator('[data-unread]')).toHaveCount(0);
      await page.reload();
      expect(await unreadCount(page)).toBe(0);
      await bell(page).click();
      await expect(page.getByRole('dialog', { name: 'Thông báo' }).getByRole('listitem').first()).toContainText(content);

      await page.getByRole('link', { name: 'Xem tất cả' }).click();
      await expect(page).toHaveURL('/thong-bao');
      await expect(page.getByRole('heading', { name: 'Thông báo', level: 1 })).toBeVisible();
      await expect(page.getByRole('main').getByText(content)).toBeVisible();
    });
  });

  test.describe('repeats', () => {
    test.use({ storageState: stateFile('admin') });

    test('alike notifications fold into one line that opens onto each, at 390 px and by keyboard', async ({ page, browser }) => {
      const tag = Date.now();
      const users = (await gql(page, 'Users', { input: { active: true } })).users as unknown as { id: number; email: string }[];
      const editorId = users.find((user) => user.email === ACCOUNTS.editor2.email)!.id;
      const productGroupId = ((await gql(page, 'ProductGroups', {})).product_groups as unknown as { id: number }[])[0]!.id;
      const names = [1, 2, 3].map((i) => `Gộp ${i} ${tag}`);
      for (const taskName of names) await gql(page, 'CreateTask', { input: { taskName, totalFile: 1, productGroupId, editorId } });

      // Signed out (the describe's admin login would carry over), then editor2 through the form.
      const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, viewport: { width: 390, height: 844 } });
      const editor = await context.newPage();
      await loginThroughForm(editor, 'editor2');
      await editor.goto('/thong-bao');
      const group = editor.getByRole('main').getByTestId('notification-group').filter({ hasText: names[0] });
      const summary = group.locator('summary');
      await expect(summary).toHaveText(new RegExp(`^${ACCOUNTS.admin.name} đã giao cho bạn (\\d+) việc\\s*›$`));
      expect(Number(/(\d+) việc/.exec((await summary.textContent())!)![1])).toBeGreaterThanOrEqual(3);
      for (const name of names) await expect(group.getByText(`${ACCOUNTS.admin.name} đã giao cho bạn việc «${name}»`)).toBeHidden();
      // Opened from the keyboard: each of the three shows on its own line.
      await summary.focus();
      await editor.keyboard.press('Enter');
      for (const name of names) await expect(group.getByText(`${ACCOUNTS.admin.name} đã giao cho bạn việc «${name}»`)).toBeVisible();
      const fits = await editor.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
      expect(fits).toBe(true);
      await context.close();
    });
  });

  test.describe('for an editor', () => {
    test.use({ storageState: stateFile('editor') });

    test('clicking an unread task notification marks it read, then opens the task', async ({ page }) => {
      await page.goto('/');
      await expect(bell(page)).toHaveAccessibleName(/chưa đọc/);
      const before = await unreadCount(page);
      expect(before).toBeGreaterThan(0);
      await bell(page).click();
      const popover = page.getByRole('dialog', { name: 'Thông báo' });
      // The popover's code and its list arrive after the click: the folded lines are counted once
      // the list is drawn (counted earlier, there are none yet and the task's line stays folded).
      await expect(popover.getByRole('list', { name: 'Thông báo mới nhất' })).toBeVisible();
      // Alike notifications are folded into one line (the seed's editor may have two of a kind):
      // each folded line is opened first, so the first unread task notification shows on its own.
      const closed = popover.locator('details:not([open]) > summary');
      while ((await closed.count()) > 0) await closed.first().click();
      const item = popover.locator('button[data-unread]:visible').filter({ hasText: /Việc #\d+/ }).first();
      const taskId = /Việc #(\d+)/.exec((await item.textContent()) ?? '')![1];
      await item.click();
      await expect(page).toHaveURL(`/${taskId}/sua-task`);
      await expect(bell(page)).toHaveAccessibleName(before === 1 ? 'Thông báo' : `Thông báo: ${before - 1} chưa đọc`);
      await page.reload();
      expect(await unreadCount(page)).toBe(before - 1);
    });
  });
});

test.describe('presence', () => {
  test('heartbeat moves last_seen_at; a hidden tab is offline, a visible one online again', async ({ browser }) => {
    const editor = await browser.newContext({ storageState: stateFile('editor') });
    const admin = await browser.newContext({ storageState: stateFile('admin') });
    const editorPage = await editor.newPage();
    const adminPage = await admin.newPage();
    await adminPage.goto('/thong-bao');

    const presenceSent = (offline: boolean) =>
      editorPage.waitForResponse((response) => {
        const body = response.request().postData() ?? '';
        return response.url().endsWith('/api/graphql') && body.includes('UpdateUserLastSeen') && body.includes('isChangeToOffline') === offline;
      });
    const seenAsAdmin = async () => {
      const result = await adminPage.evaluate(async (email) => {
        const post = (operationName: string, variables: unknown) =>
          fetch('/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ operationName, variables }) }).then((r) => r.json());
        const users = (await post('Users', { input: {} })).data.users as { id: number; email: string; last_seen_at: string | null }[];
        const me = users.find((u) => u.email === email)!;
        const one = (await post('User', { id: me.id })).data.user as { is_online: boolean };
        return { lastSeen: me.last_seen_at, online: one.is_online };
      }, ACCOUNTS.editor.email);
      return { lastSeen: new Date(result.lastSeen ?? 0).getTime(), online: result.online };
    };

    await editorPage.clock.install();
    const first = presenceSent(false);
    await editorPage.goto('/');
    await first;
    const atLoad = await seenAsAdmin();
    expect(atLoad.online).toBe(true);

    const offline = presenceSent(true);
    await editorPage.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await offline;
    const hidden = await seenAsAdmin();
    expect(hidden.online).toBe(false);
    expect(hidden.lastSeen).toBeGreaterThanOrEqual(atLoad.lastSeen);

    const back = presenceSent(false);
    await editorPage.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await back;
    expect((await seenAsAdmin()).online).toBe(true);

    // 59 s later (the page's clock, fast-forwarded) the heartbeat reports again.
    const heartbeat = presenceSent(false);
    await editorPage.clock.fastForward(59_000);
    await heartbeat;
    const later = await seenAsAdmin();
    expect(later.online).toBe(true);
    expect(later.lastSeen).toBeGreaterThan(atLoad.lastSeen);

    await editor.close();
    await admin.close();
  });
});

test.describe('presence of yourself', () => {
  test("your own avatar on the board is online even when the board was read while you were marked offline; others see you offline", async ({ browser }) => {
    const editor = await browser.newContext({ storageState: stateFile('editor') });
    const admin = await browser.newContext({ storageState: stateFile('admin') });
    const editorPage = await editor.newPage();
    const adminPage = await admin.newPage();
    // No heartbeat from the editor's page (only the going-offline update below passes): the provider
    // keeps them offline for this whole test.
    const heartbeat = (body: string) => body.includes('UpdateUserLastSeen') && !body.includes('"isChangeToOffline":true');
    await editorPage.route('**/api/graphql', (route) => (heartbeat(route.request().postData() ?? '') ? route.abort() : route.fallback()));
    await adminPage.goto('/thong-bao');
    const { editor: editorId } = await staffIds(adminPage);
    const marked = await gql(editorPage, 'UpdateUserLastSeen', { userId: editorId, isChangeToOffline: true });
    expect((marked.update_user_last_seen as unknown as { id: number }).id).toBe(editorId);

    const ownAvatar = (page: Page) => page.locator(`[title="Editor: ${ACCOUNTS.editor.name}"]`).first();
    // The admin reads the same cards: the editor is offline to them (the provider's word).
    await adminPage.goto('/');
    await expect(ownAvatar(adminPage)).toHaveAttribute('data-presence', 'offline');
    // The editor's own board, read while the provider says offline: to themselves they are online.
    await editorPage.goto('/');
    await expect(ownAvatar(editorPage)).toHaveAttribute('data-presence', 'online');
    await expect(ownAvatar(editorPage).getByRole('img')).toHaveAccessibleName(`${ACCOUNTS.editor.name} (Đang hoạt động)`);

    await editor.close();
    await admin.close();
  });
});

test.describe('logout', () => {
  test.use({ storageState: stateFile('qa') });

  test("a failed logout says 'Không thể đăng xuất!' and keeps the user signed in", async ({ page }) => {
    await page.route('**/api/auth/logout', (route) =>
      route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ error: { code: 'PROVIDER_UNAVAILABLE', message: 'x' } }) }),
    );
    await page.goto('/thong-bao');
    await expect(page.locator('header').getByText(ACCOUNTS.qa.name)).toBeVisible();
    await page.getByRole('button', { name: 'Tài khoản', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'Tài khoản' });
    await expect(menu.getByText(ACCOUNTS.qa.name)).toBeVisible();
    await expect(menu.getByText(ACCOUNTS.qa.email)).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Tài khoản' })).toHaveAttribute('href', '/thong-tin-tai-khoan');
    await menu.getByRole('button', { name: 'Đăng xuất' }).click();
    await expect(page.locator('[data-sonner-toast]').getByText('Không thể đăng xuất!')).toBeVisible();
    await expect(page).toHaveURL('/thong-bao');
    await page.unroute('**/api/auth/logout');
    await page.reload();
    await expect(page).toHaveURL('/thong-bao');
    await expect(page.locator('header').getByText(ACCOUNTS.qa.name)).toBeVisible();
  });
});

test.describe('account page', () => {
  async function signedIn(browser: Browser, password: string) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/auth/dang-nhap');
    await fillStaffLogin(page, ACCOUNTS.editor2.email, password);
    await page.getByRole('button', { name: 'ĐĂNG NHẬP' }).click();
    await expect(page).not.toHaveURL(/\/auth\/dang-nhap/);
    return { context, page };
  }

  test('edits the name and the avatar, refusing a wrong image type', async ({ browser }) => {
    const { context, page } = await signedIn(browser, ACCOUNTS.editor2.password);
    await page.goto('/thong-tin-tai-khoan');
    await expect(page.getByTestId('account-name')).toHaveText(ACCOUNTS.editor2.name);
    await expect(page.getByText(ACCOUNTS.editor2.email).first()).toBeVisible();
    await expect(page.getByRole('main').getByText('Editor', { exact: true })).toBeVisible();

    await page.getByLabel('Tên', { exact: true }).fill('Minh Anh Mới');
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await expect(page.locator('header').getByText('Phạm Minh Anh Mới')).toBeVisible();
    await expect(page.getByTestId('account-name')).toHaveText('Phạm Minh Anh Mới');

    const picker = page.locator('input[type=file]');
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    await picker.setInputFiles({ name: 'anh.gif', mimeType: 'image/gif', buffer: gif });
    await expect(page.getByText('Ảnh đại diện phải là PNG, JPEG hoặc WebP')).toBeVisible();
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    await picker.setInputFiles({ name: 'lon.png', mimeType: 'image/png', buffer: Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]) });
    await expect(page.getByText('Ảnh đại diện tối đa 2 MB')).toBeVisible();
    await picker.setInputFiles({ name: 'anh.png', mimeType: 'image/png', buffer: png });
    const avatar = page.getByRole('main').getByRole('img', { name: /Phạm Minh Anh Mới/ });
    await expect(avatar).toHaveAttribute('src', /^\/api\/avatars\/\d+-[0-9a-f]{24}\.png$/);
    const served = await page.request.get((await avatar.getAttribute('src'))!);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/png');
    expect(Buffer.from(await served.body())).toEqual(png);

    // Put editor2 back as the other specs know it.
    await page.getByRole('button', { name: 'Xóa ảnh' }).click();
    await expect(page.getByRole('button', { name: 'Xóa ảnh' })).toHaveCount(0);
    await page.getByLabel('Tên', { exact: true }).fill('Minh Anh');
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await expect(page.locator('header').getByText(ACCOUNTS.editor2.name, { exact: true })).toBeVisible();
    await context.close();
  });

  test('changes the password: other sessions end, the old password stops working, the new one works', async ({ browser }) => {
    const NEW_PASSWORD = 'MatKhauMoi@2025';
    const other = await signedIn(browser, ACCOUNTS.editor2.password);
    const { context, page } = await signedIn(browser, ACCOUNTS.editor2.password);
    await page.goto('/thong-tin-tai-khoan');

    await page.getByLabel('Mật khẩu hiện tại').fill('Sai-mat-khau-1');
    await page.getByLabel('Mật khẩu mới', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Nhập lại mật khẩu mới').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Đổi mật khẩu' }).click();
    await expect(page.getByText('Mật khẩu hiện tại không đúng')).toBeVisible();

    await page.getByLabel('Mật khẩu hiện tại').fill(ACCOUNTS.editor2.password);
    await page.getByRole('button', { name: 'Đổi mật khẩu' }).click();
    await expect(page.getByText('Đã đổi mật khẩu. Các phiên đăng nhập khác của bạn đã kết thúc.')).toBeVisible();
    await expect(page.getByLabel('Mật khẩu hiện tại')).toHaveValue('');

    // This browser stays signed in; the other one is sent to the login screen.
    await page.reload();
    await expect(page).toHaveURL('/thong-tin-tai-khoan');
    await other.page.goto('/thong-tin-tai-khoan');
    await expect(other.page).toHaveURL(/\/auth\/dang-nhap/);
    await other.context.close();

    const fresh = await browser.newPage();
    await fresh.goto('/auth/dang-nhap');
    await fillStaffLogin(fresh, ACCOUNTS.editor2.email, ACCOUNTS.editor2.password);
    await fresh.getByRole('button', { name: 'ĐĂNG NHẬP' }).click();
    await expect(fresh.getByRole('alert').filter({ hasText: 'Email hoặc mật khẩu không đúng.' })).toBeVisible();
    await fresh.close();
    const withNew = await signedIn(browser, NEW_PASSWORD);
    await withNew.context.close();

    // Restore the demo password for the other specs.
    await page.getByLabel('Mật khẩu hiện tại').fill(NEW_PASSWORD);
    await page.getByLabel('Mật khẩu mới', { exact: true }).fill(ACCOUNTS.editor2.password);
    await page.getByLabel('Nhập lại mật khẩu mới').fill(ACCOUNTS.editor2.password);
    await page.getByRole('button', { name: 'Đổi mật khẩu' }).click();
    await expect(page.getByText('Đã đổi mật khẩu. Các phiên đăng nhập khác của bạn đã kết thúc.')).toBeVisible();
    const restored = await browser.newPage();
    await loginThroughForm(restored, 'editor2');
    await restored.close();
    await context.close();
  });
});
