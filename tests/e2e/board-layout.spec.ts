import { expect, test } from '@playwright/test';
import { gql, pageAs, stateFile } from './support';

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

// A long column (30+ cards) once drew its cards past the bottom of its own background: the card
// list was a flex item with basis 0, squeezed to the board's height while the cards kept their
// places below (docs/decisions/board-layout.md, "Long columns").
test.describe('a column of 32 cards contains all of them', () => {
  const tag = `dai${Date.now().toString(36)}`;
  const total = 32;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    const admin = await pageAs(browser, 'admin');
    const productGroupId = ((await gql(admin, 'ProductGroups', {})).product_groups as unknown as { id: number }[])[0]!.id;
    const names = Array.from({ length: total }, (_, i) => `Cột dài ${String(i + 1).padStart(2, '0')} ${tag}`);
    for (let i = 0; i < names.length; i += 4) {
      await Promise.all(names.slice(i, i + 4).map((taskName) => gql(admin, 'CreateTask', { input: { taskName, totalFile: 2, productGroupId } })));
    }
    await admin.context().close();
  });

  for (const width of [1440, 390]) {
    test(`at ${width} px the column's background runs to its last card`, async ({ browser }) => {
      const context = await browser.newContext({ storageState: stateFile('admin'), viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(`/?q=${encodeURIComponent(tag)}`);
      const board = page.getByTestId('task-board');
      // New jobs without an editor wait in 'Chờ giao' (Ready); the search leaves only this test's.
      const column = board.locator('section[data-column="Ready"]');
      await expect(column).toBeVisible();
      await expect(column.getByText(tag)).not.toHaveCount(0);
      const lastCard = column.getByText(`Cột dài ${String(total).padStart(2, '0')} ${tag}`);
      // Scroll the board to its bottom: the column's last card is drawn there. Scrolled again until
      // it is: a scroll made while the page was still hydrating can land above the final bottom.
      await expect(async () => {
        await board.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
        await expect(lastCard).toBeAttached({ timeout: 1_000 });
      }).toPass({ timeout: 15_000 });
      // Every card drawn now lies inside the column's box (background), whatever the virtual list keeps.
      const outside = await column.evaluate((section) => {
        const box = section.getBoundingClientRect();
        return [...section.querySelectorAll('[data-task-card], [role="button"]')]
          .map((card) => card.getBoundingClientRect())
          .filter((card) => card.height > 0 && (card.bottom > box.bottom + 0.5 || card.top < box.top - 0.5)).length;
      });
      expect(outside).toBe(0);
      // Once the drag library has arrived (it wraps the columns, which mount again) the board is
      // still where the user scrolled it: a remounted column used to scroll it back to the top.
      await expect(board).toHaveAttribute('data-drag-ready', '');
      await expect(lastCard).toBeVisible();
      const cardBox = (await lastCard.boundingBox())!;
      const columnBox = (await column.boundingBox())!;
      expect(cardBox.y + cardBox.height).toBeLessThanOrEqual(columnBox.y + columnBox.height);
      await context.close();
    });
  }
});
