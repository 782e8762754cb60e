import { expect, test } from '@playwright/test';
import { stateFile } from './support';

// At 1440 px the board does not fit its eight columns: a fade and arrow buttons show which side
// hides columns and bring them into view (docs/decisions/board-layout.md, "Columns off-screen").

test.use({ storageState: stateFile('qa'), viewport: { width: 1440, height: 900 } });

test("QA's last column is off-screen behind a visible cue; the arrow button brings it into view", async ({ page }) => {
  await page.goto('/');
  const board = page.getByTestId('task-board');
  await expect(board).toBeVisible();
  const right = page.getByRole('button', { name: 'Xem các cột bên phải' });
  const left = page.getByRole('button', { name: 'Xem các cột bên trái' });
  await expect(page.getByTestId('board-edge-right')).toBeVisible();
  await expect(right).toBeVisible();
  await expect(left).toBeHidden();

  const last = board.locator('section[data-column]').last();
  const boardBox = (await board.boundingBox())!;
  const lastRightEdge = async () => {
    const b = (await last.boundingBox())!;
    return b.x + b.width;
  };
  // It starts past the board's right edge.
  expect(await lastRightEdge()).toBeGreaterThan(boardBox.x + boardBox.width);

  // Press until the cue on the right goes away: then the last column is wholly in view.
  for (let press = 0; press < 6 && (await right.isVisible()); press += 1) {
    // Where this press ends: 80 % of the board's width further, or the end (lib/client/board-scroll.ts).
    const target = await board.evaluate((el) => Math.min(el.scrollLeft + Math.round(el.clientWidth * 0.8), el.scrollWidth - el.clientWidth));
    await right.click();
    // The scroll is smooth: wait until it has arrived before looking at the cue again.
    await expect.poll(() => board.evaluate((el, to) => Math.abs(el.scrollLeft - to) <= 1, target)).toBe(true);
  }
  await expect(right).toBeHidden();
  await expect.poll(lastRightEdge).toBeLessThanOrEqual(boardBox.x + boardBox.width + 1);
  await expect(left).toBeVisible();
  await expect(page.getByTestId('board-edge-left')).toBeVisible();

  // And back.
  await left.click();
  await expect(right).toBeVisible();
});
