import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { customerContext, deliverToCustomer, type Photo } from './deliveries';
import { pageAs } from './support';

// Proofing without traps and the full-screen viewer (docs/decisions/proofing.md,
// docs/decisions/viewer.md), at a 390 px phone (touch) and a 1440 px desktop: the gallery's tap
// targets (≥ 44 px, none over another, none past its tile; also at 320 px), the viewer (open with
// its loading state, pinch on the phone, 100 % with the file itself, pan, next/previous by key and
// by swipe, a decision inside it, Esc and the focus back on the tile), 'Đồng ý tất cả' keeping a change request, the reason 'Gửi phản hồi' is
// disabled written on the page, the summary before sending; and QA opening a result from the job
// page. Each width has its own delivery (sending locks it).

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const PHOTOS: Photo[] = [
  // Larger than the server's 2,560 px rendition: 100 % loads the file itself.
  { name: 'anh-1.jpg', width: 3000, height: 2000, tint: [200, 80, 40] },
  { name: 'anh-2.jpg', width: 1200, height: 800, tint: [40, 160, 90] },
  { name: 'anh-3.jpg', width: 1200, height: 800, tint: [60, 90, 200] },
  { name: 'anh-4.jpg', width: 900, height: 1200, tint: [180, 160, 40] },
];

type Box = { name: string; x: number; y: number; width: number; height: number; tile: number };

/** Every button and link of the gallery's tiles and the review bar, with the tile it belongs to (-1: the bar). */
async function galleryTargets(page: Page): Promise<Box[]> {
  return page.evaluate(() => {
    const boxes: Box[] = [];
    const tiles = [...document.querySelectorAll('[data-testid=delivery-result]')];
    const bar = document.querySelector('[data-testid=review-bar]');
    for (const [tile, root] of [[-1, bar] as const, ...tiles.map((t, i) => [i, t] as const)]) {
      for (const target of root?.querySelectorAll('button, a') ?? []) {
        const box = target.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) continue;
        boxes.push({ name: target.getAttribute('aria-label') ?? target.textContent ?? '', x: box.x, y: box.y, width: box.width, height: box.height, tile });
      }
    }
    return boxes;
  }) as Promise<Box[]>;
}

/** At this width: every target at least 44 × 44 px, inside its tile, and no two overlap. */
async function expectTargetsFit(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await expect(page.getByTestId('delivery-result')).toHaveCount(PHOTOS.length);
  const boxes = await galleryTargets(page);
  const tiles = await page.getByTestId('delivery-result').evaluateAll((items) => items.map((item) => item.getBoundingClientRect()).map(({ left, right }) => ({ left, right })));
  expect(boxes.length, `targets at ${width}`).toBeGreaterThan(PHOTOS.length * 3);
  const small = boxes.filter((box) => box.width < 44 || box.height < 44).map((box) => `${box.name} ${box.width}×${box.height}`);
  expect(small, `targets under 44 px at ${width}`).toEqual([]);
  const outside = boxes.filter((box) => box.tile >= 0 && (box.x < tiles[box.tile]!.left - 0.5 || box.x + box.width > tiles[box.tile]!.right + 0.5)).map((box) => box.name);
  expect(outside, `targets past their tile at ${width}`).toEqual([]);
  const overlapping: string[] = [];
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) {
      const across = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
      const down = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
      if (across > 0.5 && down > 0.5) overlapping.push(`${a.name} / ${b.name}`);
    }
  }
  expect(overlapping, `overlapping targets at ${width}`).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), `no sideways scroll at ${width}`).toBe(true);
}

const viewer = (page: Page) => page.getByTestId('image-viewer');
const imageLoaded = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0 ? (image as HTMLImageElement).naturalWidth : 0);
const boxLeft = (page: Page) => page.getByTestId('viewer-after-box').evaluate((box) => box.getBoundingClientRect().left);

/** A one-finger swipe across the photo, sent as touch events (the page runs with touch, as a phone). */
async function touchSwipe(page: Page, fromX: number, toX: number, y: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
  for (let step = 1; step <= 6; step += 1) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: fromX + ((toX - fromX) * step) / 6, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

for (const width of [390, 1440] as const) {
  test.describe(`at ${width} px`, () => {
    const phone = width === 390;
    let delivery: { taskId: number; deliveryId: number };
    let context: BrowserContext;
    let page: Page;

    test.beforeAll(async ({ browser }: { browser: Browser }, testInfo) => {
      test.setTimeout(180_000);
      delivery = await deliverToCustomer(browser, testInfo.outputPath('anh'), `Lô xem ảnh ${width}`, PHOTOS);
      context = await customerContext(browser, width, phone ? 844 : 900, phone ? { hasTouch: true, isMobile: true } : {});
      page = await context.newPage();
    });
    test.afterAll(async () => context?.close());

    test('the gallery: every tap target at least 44 px, inside its tile, none over another', async () => {
      await page.goto(`/user-cloud/ket-qua/${delivery.deliveryId}`);
      if (phone) await expectTargetsFit(page, 320);
      await expectTargetsFit(page, width);
    });

    test('the viewer: 100 % with the file itself, pan, next and previous, a decision inside it, Esc gives the focus back', async () => {
      await page.setViewportSize({ width, height: phone ? 844 : 900 });
      const opener = page.getByRole('button', { name: 'Xem lớn: anh-1.jpg' });
      // While the first picture (the screen rendition) is on its way the viewer says so (held here until the check).
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/api\/cloud\/results\/\d+\/screen$/, async (route) => {
        await held;
        await route.continue();
      });
      await opener.click();
      await expect(viewer(page)).toBeVisible();
      await expect(page.getByTestId('viewer-after-loading')).toHaveText('Đang tải ảnh lớn…');
      release();
      await expect(viewer(page).getByRole('heading', { name: 'anh-1.jpg' })).toBeVisible();
      await expect(page.getByTestId('viewer-position')).toHaveText('Ảnh 1 / 4 · Ảnh gốc: anh-1.jpg');
      // The server's screen rendition (1,600 px), not the 320 px thumbnail; the fitted photo needs
      // no more, so neither the large rendition nor the file is fetched; then 100 %: the file itself (3,000 px).
      await expect.poll(() => imageLoaded(page, 'viewer-after-screen'), { timeout: 15_000 }).toBe(1600);
      await expect(page.getByTestId('viewer-after-loading')).toHaveCount(0);
      await page.unrouteAll();
      await expect(page.getByTestId('viewer-after-preview')).toHaveCount(0);
      await expect(page.getByTestId('viewer-after-full')).toHaveCount(0);
      if (phone) {
        // Two fingers apart: the photo zooms in; the 'Vừa khung' button brings it back.
        const area = (await page.getByTestId('viewer-after-frame').boundingBox())!;
        const [cx, cy] = [area.x + area.width / 2, area.y + area.height / 2];
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: cx - 30, y: cy, id: 1 }, { x: cx + 30, y: cy, id: 2 }] });
        for (const spread of [60, 90, 120]) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: cx - spread, y: cy, id: 1 }, { x: cx + spread, y: cy, id: 2 }] });
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
        await cdp.detach();
        await expect.poll(async () => Number(await page.getByTestId('viewer-after-frame').getAttribute('data-zoom'))).toBeGreaterThan(3.5);
        await viewer(page).getByRole('button', { name: 'Vừa khung' }).click();
        await expect(page.getByTestId('viewer-after-frame')).toHaveAttribute('data-zoom', '1.000');
      }
      await viewer(page).getByRole('button', { name: '100 %' }).click();
      await expect.poll(() => imageLoaded(page, 'viewer-after-full'), { timeout: 15_000 }).toBe(3000);
      await expect(page.getByTestId('viewer-zoom')).toHaveText('100 %');
      await viewer(page).getByRole('button', { name: 'Phóng to' }).click();
      await expect(page.getByTestId('viewer-zoom')).toHaveText('150 %');

      // Pan: a drag moves the zoomed photo by as much.
      const frame = page.getByTestId('viewer-after-frame');
      const area = (await frame.boundingBox())!;
      const before = await boxLeft(page);
      const centre = { x: area.x + area.width / 2, y: area.y + area.height / 2 };
      if (phone) {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [centre] });
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: centre.x + 60, y: centre.y }] });
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: centre.x + 120, y: centre.y }] });
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
        await cdp.detach();
      } else {
        await page.mouse.move(centre.x, centre.y);
        await page.mouse.down();
        await page.mouse.move(centre.x + 60, centre.y, { steps: 3 });
        await page.mouse.move(centre.x + 120, centre.y, { steps: 3 });
        await page.mouse.up();
      }
      await expect.poll(async () => Math.round((await boxLeft(page)) - before)).toBe(120);
      await expect(page.getByTestId('viewer-zoom')).toHaveText('150 %');

      // 'Trước': the customer's original at the same place and zoom; then back to 'Sau'.
      await viewer(page).getByRole('button', { name: 'Trước', exact: true }).click();
      // At 150 % even the large rendition is too small: the original itself.
      await expect.poll(() => imageLoaded(page, 'viewer-before-full'), { timeout: 15_000 }).toBe(3000);
      await expect(page.getByTestId('viewer-zoom')).toHaveText('150 %');
      await viewer(page).getByRole('button', { name: 'Cạnh nhau' }).click();
      await expect(page.getByTestId('viewer-before')).toBeVisible();
      await expect(page.getByTestId('viewer-after')).toBeVisible();
      await viewer(page).getByRole('button', { name: 'Sau', exact: true }).click();
      await expect(page.getByTestId('viewer-before')).toHaveCount(0);

      // Next and previous by key; a new photo opens fitted.
      await page.keyboard.press('ArrowRight');
      await expect(viewer(page).getByRole('heading', { name: 'anh-2.jpg' })).toBeVisible();
      await expect(page.getByTestId('viewer-position')).toContainText('Ảnh 2 / 4');
      await expect(page.getByTestId('viewer-after-frame')).toHaveAttribute('data-zoom', '1.000');
      await page.keyboard.press('ArrowLeft');
      await expect(viewer(page).getByRole('heading', { name: 'anh-1.jpg' })).toBeVisible();
      // And by swipe (touch on the phone, a mouse drag on the desktop) over the fitted photo.
      const fitted = (await page.getByTestId('viewer-after-frame').boundingBox())!;
      const y = fitted.y + fitted.height / 2;
      if (phone) await touchSwipe(page, fitted.x + fitted.width * 0.8, fitted.x + fitted.width * 0.2, y);
      else {
        await page.mouse.move(fitted.x + fitted.width * 0.8, y);
        await page.mouse.down();
        await page.mouse.move(fitted.x + fitted.width * 0.2, y, { steps: 6 });
        await page.mouse.up();
      }
      await expect(viewer(page).getByRole('heading', { name: 'anh-2.jpg' })).toBeVisible();

      // Decide inside the viewer: a change request with its general note (the marking view, its own dialog).
      await viewer(page).getByRole('button', { name: 'Yêu cầu sửa anh-2.jpg' }).click();
      const ask = page.getByRole('dialog', { name: 'Yêu cầu sửa: anh-2.jpg' });
      await ask.getByLabel('Ghi chú chung cho ảnh').fill('Làm sáng nền');
      await ask.getByRole('button', { name: 'Lưu yêu cầu sửa' }).click();
      await expect(ask).toBeHidden();
      await expect(viewer(page).getByTestId('decision')).toHaveText('Cần sửa: Làm sáng nền');
      await page.keyboard.press('ArrowLeft');
      await viewer(page).getByRole('button', { name: 'Đồng ý anh-1.jpg' }).click();
      await expect(viewer(page).getByTestId('decision')).toHaveText('Đã đồng ý');

      await page.keyboard.press('Escape');
      await expect(viewer(page)).toBeHidden();
      await expect(opener).toBeFocused();
      // The visible 'Đóng' button closes it too.
      await opener.click();
      await viewer(page).getByRole('button', { name: 'Đóng trình xem ảnh' }).click();
      await expect(viewer(page)).toBeHidden();
      await expect(opener).toBeFocused();
    });

    test("'Đồng ý tất cả' keeps the change request; the reason 'Gửi phản hồi' waits is written; a summary comes before sending", async () => {
      const counts = page.getByTestId('review-counts');
      await expect(counts).toHaveText('1 đồng ý · 1 cần sửa · 2 chưa chọn');
      const submit = page.getByRole('button', { name: 'Gửi phản hồi' });
      await expect(submit).toBeDisabled();
      await expect(page.getByTestId('submit-disabled-reason')).toBeVisible();
      await expect(page.getByTestId('submit-disabled-reason')).toHaveText("Còn 2 ảnh chưa chọn 'Đồng ý' hoặc 'Yêu cầu sửa'. Chọn xong mới gửi được phản hồi.");
      await expect(page.getByTestId('approve-all-note')).toHaveText("'Đồng ý tất cả' chỉ đồng ý 2 ảnh chưa chọn; 1 yêu cầu sửa được giữ nguyên.");

      await page.getByRole('button', { name: 'Đồng ý tất cả' }).click();
      await expect(counts).toHaveText('3 đồng ý · 1 cần sửa');
      await expect(page.getByTestId('delivery-result').filter({ hasText: 'anh-2.jpg' }).getByTestId('decision')).toHaveText('Cần sửa: Làm sáng nền');
      await expect(page.getByTestId('submit-disabled-reason')).toHaveCount(0);

      // The summary: 'Hủy' sends nothing; the dialog's own 'Gửi phản hồi' sends.
      await submit.click();
      const summary = page.getByRole('alertdialog', { name: 'Gửi phản hồi cho studio?' });
      await expect(summary.getByTestId('review-summary')).toContainText('3 ảnh đồng ý, 1 ảnh cần sửa.');
      await expect(summary.getByRole('list', { name: 'Ảnh cần sửa' })).toHaveText(/anh-2\.jpg\s*Làm sáng nền/);
      await expect(summary.getByRole('button', { name: 'Hủy' })).toBeFocused();
      await summary.getByRole('button', { name: 'Hủy' }).click();
      await expect(summary).toBeHidden();
      await page.reload();
      await expect(counts).toHaveText('3 đồng ý · 1 cần sửa');
      await expect(page.getByTestId('review-bar')).not.toContainText('Đã gửi phản hồi cho studio.');
      await submit.click();
      await summary.getByRole('button', { name: 'Gửi phản hồi' }).click();
      await expect(page.getByTestId('review-bar')).toContainText('Đã gửi phản hồi cho studio.');
      await expect(page.getByRole('button', { name: 'Yêu cầu sửa anh-1.jpg' })).toHaveCount(0);
    });

    test('QA opens a result from the job page in the viewer, beside its original', async ({ browser }) => {
      const qa = await pageAs(browser, 'qa');
      await qa.setViewportSize({ width, height: phone ? 844 : 900 });
      await qa.goto(`/${delivery.taskId}/sua-task`);
      const opener = qa.getByRole('button', { name: 'Xem lớn: anh-1.jpg' });
      await opener.click();
      await expect(viewer(qa).getByRole('heading', { name: 'anh-1.jpg' })).toBeVisible();
      await expect.poll(() => imageLoaded(qa, 'viewer-after-screen'), { timeout: 15_000 }).toBe(1600);
      await viewer(qa).getByRole('button', { name: 'Trước', exact: true }).click();
      await expect.poll(() => imageLoaded(qa, 'viewer-before-screen'), { timeout: 15_000 }).toBe(1600);
      // No decision buttons for the studio: the customer decides.
      await expect(viewer(qa).getByRole('button', { name: /^Đồng ý/ })).toHaveCount(0);
      await qa.keyboard.press('ArrowRight');
      await expect(viewer(qa).getByRole('heading', { name: 'anh-2.jpg' })).toBeVisible();
      await qa.keyboard.press('Escape');
      await expect(viewer(qa)).toBeHidden();
      await expect(opener).toBeFocused();
      await qa.context().close();
    });
  });
}
