import { expect, test, type Browser } from '@playwright/test';
import { gql, staffIds, stateFile, type Role } from './support';

// Issue 38, item 10: the phone board opens on the column useful to each role
// (docs/decisions/board-layout.md, "Where a phone opens"), and notes with a limit show one shared
// character counter (docs/decisions/ui-conventions.md, "Character counters").

async function boardAs(browser: Browser, role: Role, width: number) {
  const context = await browser.newContext({ storageState: stateFile(role), viewport: { width, height: 844 } });
  const page = await context.newPage();
  await page.goto('/');
  const board = page.getByTestId('task-board');
  await expect(board.locator('section[data-column]').first()).toBeVisible();
  return { page, board, close: () => context.close() };
}

/** The column whose left edge is at the board's left edge (give or take its 12 px padding). */
async function firstColumnInView(board: import('@playwright/test').Locator): Promise<string> {
  return board.evaluate((el) => {
    const left = el.getBoundingClientRect().left;
    const columns = [...el.querySelectorAll<HTMLElement>('section[data-column]')];
    const first = columns.find((column) => column.getBoundingClientRect().right > left + 20);
    return first?.dataset.column ?? '';
  });
}

test('at 390 px each role opens its board on its own column; at 1440 px the board starts at the left', async ({ browser }) => {
  for (const [role, column] of [
    ['editor', 'Assignee'],
    ['qa', 'WaitApprove'],
    ['admin', 'Ready'],
  ] as const) {
    const phone = await boardAs(browser, role, 390);
    await expect.poll(() => firstColumnInView(phone.board), { message: role }).toBe(column);
    // Its whole width on screen (a column of many cards is taller than the phone: its height is not the point).
    const box = await phone.board.locator(`section[data-column="${column}"]`).evaluate((el) => {
      const rect = el.getBoundingClientRect();
      return { left: rect.left, right: rect.right };
    });
    expect(box.left, role).toBeGreaterThanOrEqual(0);
    expect(box.right, role).toBeLessThanOrEqual(390);
    // The editor never starts on 'Chờ giao', which is always empty for them.
    if (role === 'editor') await expect(phone.board.locator('section[data-column="Ready"]')).not.toBeInViewport();
    await phone.close();
  }
  // Positive control of the phone rule: a wide screen shows the first columns, from the left.
  const wide = await boardAs(browser, 'editor', 1440);
  await expect(wide.board.locator('section[data-column="Ready"]')).toBeInViewport();
  expect(await wide.board.evaluate((el) => el.scrollLeft)).toBe(0);
  await wide.close();
});

for (const width of [390, 1440]) {
  test(`at ${width} px a note with a limit counts its characters beside its label`, async ({ browser }) => {
    const context = await browser.newContext({ storageState: stateFile('admin'), viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto('/tao-task-moi');
    const description = page.getByLabel('Mô tả', { exact: true });
    const counter = page.locator('#description-count');
    await expect(counter).toContainText('0/5.000');
    await description.fill('Tách nền');
    await expect(counter).toContainText('8/5.000');
    await expect(counter).toContainText('Đã nhập 8 trên tối đa 5.000 ký tự');
    await expect(description).toHaveAttribute('aria-describedby', /description-count/);
    // Past the limit: the counter says by how much, and the rule still refuses on sending.
    await description.fill('a'.repeat(5003));
    await expect(counter).toContainText('5.003/5.000');
    await expect(counter).toContainText('Vượt quá 3 ký tự');
    await page.getByRole('button', { name: 'Tạo việc' }).click();
    await expect(page.getByText('Mô tả tối đa 5.000 ký tự')).toBeVisible();
    // Back within it: no refusal for the length.
    await description.fill('a'.repeat(5000));
    await expect(counter).toContainText('5.000/5.000');
    await expect(page.getByText('Mô tả tối đa 5.000 ký tự')).toHaveCount(0);
    const box = await counter.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    await context.close();
  });
}

test('the chat composer shows the same counter only near its limit, and refuses past it', async ({ browser }) => {
  const context = await browser.newContext({ storageState: stateFile('admin'), viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/chat');
  const ids = await staffIds(page);
  const room = (await gql(page, 'CreateChatRoom', { input: { type: 'Group', name: `Đếm ký tự ${Date.now()}`, members: [{ userId: ids.editor, isAdmin: false }, { userId: ids.qa, isAdmin: false }] } }))
    .create_chat_room as unknown as { id: number };
  await page.goto(`/chat/${room.id}`);
  const box = page.getByLabel('Tin nhắn');
  const counter = page.locator('#chat-input-count');
  await box.fill('Chào cả nhóm');
  await expect(counter).toHaveCount(0);
  await box.fill('a'.repeat(4000));
  await expect(counter).toContainText('4.000/5.000');
  await expect(page.getByRole('button', { name: 'Gửi', exact: true })).toBeEnabled();
  await box.fill('a'.repeat(5001));
  await expect(counter).toContainText('5.001/5.000');
  await expect(page.getByRole('alert').filter({ hasText: 'Tin nhắn quá dài' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Gửi', exact: true })).toBeDisabled();
  await context.close();
});
