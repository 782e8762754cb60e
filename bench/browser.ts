// The browser side of the benches (bench/board, bench/growth, bench/pages): Debian's Chromium, a
// context like a Vietnamese desktop user's, signed in with the Cookie header appLogin returns, and
// the keyboard drop the board's figures are taken on.
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';

export function launchChromium(args = ['--headless', '--no-sandbox', '--disable-gpu']): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args });
}

/** A 1280 × 800 vi-VN context in Vietnam's time zone, carrying `cookie` for `appUrl` and running `initScript` before any page script. */
export async function benchContext(browser: Browser, appUrl: string, { cookie, initScript }: { cookie?: string; initScript?: string } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh' });
  if (initScript) await context.addInitScript({ content: initScript });
  if (cookie) {
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const [name, ...value] = pair.split('=');
        return { name: name!, value: value.join('='), url: appUrl };
      }),
    );
  }
  return context;
}

/**
 * A keyboard drop on the board: the first column's first card (down) or second (up) is lifted
 * with Space, moved one place with an arrow and dropped with Space, `pauseMs` between the keys
 * (the drag library animates the lift and the move).
 */
export async function keyboardMove(page: Page, down: boolean, pauseMs: number) {
  const card = page.locator('[data-column]').first().locator('[data-task-id]').nth(down ? 0 : 1);
  await card.focus();
  await page.keyboard.press('Space');
  await page.waitForTimeout(pauseMs);
  await page.keyboard.press(down ? 'ArrowDown' : 'ArrowUp');
  await page.waitForTimeout(pauseMs);
  await page.keyboard.press('Space');
}
