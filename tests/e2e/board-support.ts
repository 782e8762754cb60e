import { expect, type Locator, type Page } from '@playwright/test';
import { statusLabel, type TaskStatusName } from '../../domain/task-status';

// The task board as a person drives it: its columns and cards by their accessible names, and
// keyboard drag and drop (board.spec.ts, and the production stack's journeys in tests/stack).

/** A board column, by its status's label. */
export const column = (page: Page, status: TaskStatusName) => page.getByRole('region', { name: statusLabel(status), exact: true });
export const cardIn = (page: Page, status: TaskStatusName, name: string) => column(page, status).getByRole('button', { name, exact: true });

export async function openBoard(page: Page, path = '/') {
  await page.goto(path);
  await expect(page.getByTestId('task-board')).toBeVisible();
  // Cards can be lifted once the drag library has loaded, just after the board is on screen.
  await expect(page.getByTestId('task-board')).toHaveAttribute('data-drag-ready', '');
}

/**
 * The drag library's live region (@hello-pangea/dnd): it announces the lift and every move, so a
 * keyboard step has been taken once its text has changed.
 */
const dragAnnouncer = (page: Page) => page.locator('[id^="rfd-announcement-"]');

/** Presses `key` and waits until the drag library has announced the step it caused. */
export async function dragStep(page: Page, key: string) {
  const before = (await dragAnnouncer(page).textContent()) ?? '';
  await page.keyboard.press(key);
  await expect(dragAnnouncer(page)).not.toHaveText(before);
}

/**
 * Keyboard drag and drop (@hello-pangea/dnd): focus the card, Space lifts it, arrows move it,
 * Space drops it. Each step waits for the library's announcement of it.
 */
export async function keyboardDrag(page: Page, card: Locator, keys: string[]) {
  await card.focus();
  await dragStep(page, 'Space');
  for (const key of keys) await dragStep(page, key);
  await page.keyboard.press('Space');
}
