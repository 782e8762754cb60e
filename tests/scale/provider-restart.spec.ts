import { expect, test, type Page } from '@playwright/test';
import { SCALE } from '../../playwright.scale.config';
import { ACCOUNTS, loginThroughForm } from '../e2e/support';

// SIGTERM to a provider while two people chat: their realtime connections move to the other
// provider and the conversation shows every message exactly once, on both screens. Each
// provider is stopped in turn, so whichever one a browser was connected to, it had to move.

const messages = (page: Page) => page.getByRole('list', { name: 'Tin nhắn' });
const input = (page: Page) => page.getByRole('textbox', { name: 'Tin nhắn' });

async function send(page: Page, text: string) {
  await input(page).fill(text);
  await input(page).press('Enter');
}

/** The text appears once, and only once, on every page. */
async function seenOnce(pages: Page[], text: string) {
  for (const page of pages) await expect(messages(page).getByText(text, { exact: true })).toHaveCount(1);
}

async function provider(index: number, action: 'stop' | 'start') {
  const response = await fetch(`${SCALE.control}/providers/${index}/${action}`, { method: 'POST' });
  expect(response.ok).toBe(true);
  return (await response.json()) as { exitMs?: number };
}

test('a provider stopped mid-conversation: both people still see every message once', async ({ browser }) => {
  test.setTimeout(180_000);
  const admin = await (await browser.newContext()).newPage();
  const editor = await (await browser.newContext()).newPage();
  await loginThroughForm(admin, 'admin');
  await loginThroughForm(editor, 'editor2');

  await admin.goto('/chat/new');
  await admin.getByRole('combobox').fill('Minh Anh');
  await admin.getByRole('option', { name: new RegExp(ACCOUNTS.editor2.name) }).click();
  await send(admin, 'Trước khi dừng máy chủ');
  await expect(admin).toHaveURL(/\/chat\/\d+$/);
  await editor.goto(new URL(admin.url()).pathname);
  await seenOnce([admin, editor], 'Trước khi dừng máy chủ');
  // Live before any stop: the editor's reply reaches the admin's open page.
  await send(editor, 'Em nhận được rồi');
  await seenOnce([admin, editor], 'Em nhận được rồi');

  for (const index of [0, 1]) {
    const { exitMs } = await provider(index, 'stop');
    expect(exitMs).toBeLessThan(10_000);
    await send(admin, `Sau khi dừng máy ${index + 1}: từ quản trị`);
    await send(editor, `Sau khi dừng máy ${index + 1}: từ biên tập`);
    await seenOnce([admin, editor], `Sau khi dừng máy ${index + 1}: từ quản trị`);
    await seenOnce([admin, editor], `Sau khi dừng máy ${index + 1}: từ biên tập`);
    await provider(index, 'start');
  }
  await seenOnce([admin, editor], 'Trước khi dừng máy chủ');
});
