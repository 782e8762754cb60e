import { expect, test, type Browser, type Page } from '@playwright/test';
import { loginThroughForm, type Role } from '../e2e/support';
import { seenOnce, sendMessage, stopProcess } from './support';

// SIGTERM to a provider of the running stack while two people chat through nginx: their pages
// reconnect (to the other provider) and every message shows exactly once on both screens, before
// and after. Each provider is stopped in turn — the stack starts it again, as Compose's restart
// policy does — so whichever one a page was connected to, it had to move.

async function signedIn(browser: Browser, role: Role): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginThroughForm(page, role);
  return page;
}

test('a provider stopped mid-conversation: the pages reconnect and nothing is lost', async ({ browser }) => {
  test.setTimeout(240_000);
  const admin = await signedIn(browser, 'admin');
  const editor = await signedIn(browser, 'editor2');
  await admin.goto('/chat/new');
  await admin.getByRole('combobox').fill('Minh Anh');
  await admin.getByRole('option', { name: /Phạm Minh Anh/ }).click();
  await sendMessage(admin, 'Trước khi dừng máy chủ');
  await expect(admin).toHaveURL(/\/chat\/\d+$/);
  await editor.goto(new URL(admin.url()).pathname);
  await seenOnce([admin, editor], 'Trước khi dừng máy chủ');

  for (const name of ['provider1', 'provider2']) {
    const restarted = await stopProcess(name, '/ready');
    await sendMessage(admin, `Sau khi dừng ${name}: từ quản trị`);
    await sendMessage(editor, `Sau khi dừng ${name}: từ biên tập`);
    await seenOnce([admin, editor], `Sau khi dừng ${name}: từ quản trị`);
    await seenOnce([admin, editor], `Sau khi dừng ${name}: từ biên tập`);
    await restarted();
  }
  await seenOnce([admin, editor], 'Trước khi dừng máy chủ');
  for (const page of [admin, editor]) await page.context().close();
});
