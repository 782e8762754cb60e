// The board's first card painted, as a person sees it: bench/board and bench/growth.
import type { Page } from '@playwright/test';

/**
 * Installed before any page script: when the first card is painted. The first card's first
 * element holding text gets an `elementtiming` attribute as the parser inserts it (a
 * MutationObserver runs before the next paint), and the Element Timing API reports the paint
 * that showed it. Plain JavaScript in a string (tsx would add its `__name` helper).
 */
export const CARD_PAINT_PROBE = `(() => {
  window.__tmCardPainted = null;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.identifier === 'tm-first-card' && window.__tmCardPainted === null) window.__tmCardPainted = entry.renderTime || entry.loadTime;
    }
  }).observe({ type: 'element', buffered: true });
  new MutationObserver((records, observer) => {
    const card = document.querySelector('[data-task-id]');
    if (!card) return;
    const withText = [card, ...card.querySelectorAll('*')].find((element) =>
      [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent.trim() !== ''));
    if (withText) withText.setAttribute('elementtiming', 'tm-first-card');
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
})()`;

/**
 * Loads / and returns when its first card was painted (what a person sees) and when the board
 * was live (hydrated: its `tm:board-rendered` mark, left after the first render in the browser).
 */
export async function boardRendered(page: Page, appUrl: string): Promise<{ painted: number; live: number; firstByte: number; lastByte: number }> {
  await page.goto(`${appUrl}/`);
  await page.waitForFunction(() => performance.getEntriesByName('tm:board-rendered', 'mark').length > 0, null, { timeout: 60_000 });
  await page.waitForFunction(() => (window as unknown as { __tmCardPainted: number | null }).__tmCardPainted !== null, null, { timeout: 10_000 });
  return page.evaluate(() => {
    // When the page's HTML began and finished arriving: the server's share of the wait.
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return {
      painted: (window as unknown as { __tmCardPainted: number }).__tmCardPainted,
      live: performance.getEntriesByName('tm:board-rendered', 'mark')[0]!.startTime,
      firstByte: navigation.responseStart,
      lastByte: navigation.responseEnd,
    };
  });
}

