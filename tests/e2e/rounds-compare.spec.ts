import { expect, test, type Page } from '@playwright/test';
import { customerContext, deliverToCustomer, redoOneAndRedeliver, type Photo } from './deliveries';
import { pageAs } from './support';

// 'So sánh' (docs/decisions/rounds-compare.md): a photo delivered twice (round 1, then round 2
// after the customer's change request), compared by the customer from her gallery's viewer and by
// QA from the revision job's result viewer: 'Bên trái' round 1, 'Bên phải' round 2, both panes on
// the server's large rendition; a zoom on one pane is the other's (one view state: the same
// data-zoom, centre and transform), up to 400 % and more; the wipe's slider moved by the keyboard
// moves the cut; Esc goes back to the viewer. At 1440 px, and at 390 px for the customer (the
// wipe first, no sideways scroll).

test.describe.configure({ mode: 'serial', timeout: 300_000 });

// Under the 2,560 px rendition's edge: the rendition is the photo at its own size in both rounds,
// so both panes draw boxes of one size and their transforms can be compared as strings.
const PHOTOS: Photo[] = [
  { name: 'so-sanh-1.jpg', width: 1600, height: 1066, tint: [200, 80, 40] },
  { name: 'so-sanh-2.jpg', width: 1200, height: 800, tint: [40, 160, 90] },
];
const REDONE = PHOTOS[0]!;

let revisionId: number;
let round2: number;

test.beforeAll(async ({ browser }, testInfo) => {
  test.setTimeout(300_000);
  const first = await deliverToCustomer(browser, testInfo.outputPath('anh'), 'Lô so sánh các lần', PHOTOS);
  ({ revisionId, deliveryId: round2 } = await redoOneAndRedeliver(browser, testInfo.outputPath('anh'), 'Lô so sánh các lần', first.deliveryId, REDONE));
});

const compare = (page: Page) => page.getByTestId('compare-viewer');
const naturalWidth = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((image) => ((image as HTMLImageElement).complete ? (image as HTMLImageElement).naturalWidth : 0));
/** What both panes draw from: the shared state (zoom, centre) and the box's transform. */
const paneState = (page: Page, side: 'left' | 'right') =>
  page.evaluate((which) => {
    const frame = document.querySelector(`[data-testid=compare-${which}-frame]`) as HTMLElement;
    const box = document.querySelector(`[data-testid=compare-${which}-box]`) as HTMLElement;
    return { zoom: frame.dataset.zoom, center: frame.dataset.center, transform: box.style.transform };
  }, side);
const readout = async (page: Page) => Number((await page.getByTestId('compare-zoom').textContent())?.replace(/[^\d]/g, '') || 0);

/** From an open viewer: 'So sánh', round 1 left and round 2 right, synced zoom to 400 % and beyond, the wipe by keyboard (same zoom and centre), Esc back. */
async function compareRounds(page: Page, phone: boolean) {
  await page.getByRole('button', { name: 'So sánh', exact: true }).click();
  await expect(compare(page)).toBeVisible();
  await expect(compare(page).getByRole('heading', { name: `So sánh: ${REDONE.name}` })).toBeVisible();
  const left = compare(page).getByLabel('Bên trái');
  const right = compare(page).getByLabel('Bên phải');
  await expect(left.locator('option')).toHaveText(['Ảnh gốc', 'Lần 1', 'Lần 2']);
  await left.selectOption({ label: 'Lần 1' });
  await right.selectOption({ label: 'Lần 2' });
  await expect(page.getByTestId('compare-stage')).toHaveAttribute('data-mode', phone ? 'wipe' : 'side');
  if (phone) {
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    await compare(page).getByRole('button', { name: 'Cạnh nhau' }).click();
  }
  await expect(compare(page).getByText('Bên trái: Lần 1')).toBeVisible();
  await expect(compare(page).getByText('Bên phải: Lần 2')).toBeVisible();
  // The server's screen rendition in both panes (the photo's own 1,600 px), not the thumbnail.
  for (const side of ['left', 'right'] as const) await expect.poll(() => naturalWidth(page, `compare-${side}-screen`), { timeout: 15_000 }).toBe(REDONE.width);

  // The wheel over the left pane zooms; the right pane shows the same state.
  const area = (await page.getByTestId('compare-left-frame').boundingBox())!;
  await page.mouse.move(area.x + area.width * 0.3, area.y + area.height * 0.4);
  await page.mouse.wheel(0, -400);
  await expect.poll(async () => Number((await paneState(page, 'left')).zoom)).toBeGreaterThan(1.5);
  await expect.poll(() => paneState(page, 'right')).toEqual(await paneState(page, 'left'));
  // The buttons zoom on: at least 400 % of the photo's pixels, both panes still one state.
  for (let i = 0; i < 12 && (await readout(page)) < 400; i += 1) await compare(page).getByRole('button', { name: 'Phóng to' }).click();
  expect(await readout(page)).toBeGreaterThanOrEqual(400);
  const zoomed = await paneState(page, 'left');
  expect(Number(zoomed.zoom)).toBeGreaterThan(4);
  await expect.poll(() => paneState(page, 'right')).toEqual(zoomed);

  // The wipe: round 2 over round 1, cut at the slider; its arrows move the cut; the zoom stays.
  await compare(page).getByRole('button', { name: 'Trượt so sánh' }).click();
  const top = page.getByTestId('compare-wipe-top');
  await expect(top).toHaveAttribute('data-clip', 'inset(0 0 0 50%)');
  const slider = compare(page).getByRole('slider', { name: 'Vị trí đường so sánh' });
  await slider.focus();
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowRight');
  await expect(top).toHaveAttribute('data-clip', 'inset(0 0 0 55%)');
  await expect(top).toHaveCSS('clip-path', 'inset(0px 0px 0px 55%)');
  await page.keyboard.press('ArrowLeft');
  await expect(top).toHaveAttribute('data-clip', 'inset(0 0 0 54%)');
  // One frame now (the whole width): the same zoom and centre, and the two layers drawn alike.
  await expect.poll(async () => ({ ...(await paneState(page, 'left')), transform: '' })).toEqual({ ...zoomed, transform: '' });
  await expect.poll(() => paneState(page, 'right')).toEqual(await paneState(page, 'left'));

  // Read-only: no decision in the compare view. Esc goes back to the viewer.
  await expect(compare(page).getByRole('button', { name: /^Đồng ý|^Yêu cầu sửa/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(compare(page)).toHaveCount(0);
  await expect(page.getByTestId('image-viewer')).toBeVisible();
  await expect(page.getByRole('button', { name: 'So sánh', exact: true })).toBeFocused();
}

for (const width of [1440, 390] as const) {
  test(`the customer compares round 1 and round 2 at ${width} px`, async ({ browser }) => {
    const phone = width === 390;
    const context = await customerContext(browser, width, phone ? 844 : 900);
    const page = await context.newPage();
    await page.goto(`/user-cloud/ket-qua/${round2}`);
    await page.getByRole('button', { name: `Xem lớn: ${REDONE.name}` }).click();
    await expect(page.getByTestId('image-viewer')).toBeVisible();
    await compareRounds(page, phone);
    // 'Đóng' closes the compare view too.
    await page.getByRole('button', { name: 'So sánh', exact: true }).click();
    await compare(page).getByRole('button', { name: 'Đóng so sánh' }).click();
    await expect(compare(page)).toHaveCount(0);
    await expect(page.getByTestId('image-viewer')).toBeVisible();
    await context.close();
  });
}

test('QA compares the rounds from the revision job page at 1440 px', async ({ browser }) => {
  const qa = await pageAs(browser, 'qa');
  await qa.setViewportSize({ width: 1440, height: 900 });
  await qa.goto(`/${revisionId}/sua-task`);
  await qa.getByRole('button', { name: `Xem lớn: ${REDONE.name}` }).click();
  await expect(qa.getByTestId('image-viewer')).toBeVisible();
  await compareRounds(qa, false);
  await qa.context().close();
});
