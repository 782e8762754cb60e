import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { approveAndDeliver, expectThumbnails } from './delivery-support';
import { customerContext, deliverToCustomer, writePhotos, type Photo } from './deliveries';
import { gql, move, pageAs } from './support';

// Pins on the photo, the customer's side (docs/decisions/proofing-marks.md, "The customer's
// gallery"), at a 390 px phone (touch) and a 1440 px desktop: on one photo she taps (clicks) a point,
// drags a rectangle and places a third point with the keyboard alone ('Thêm điểm đánh dấu', arrows),
// each with its note; the marks stay on the same spot of the photo when it zooms; a mark without a
// note is refused beside the save that works; the tile counts them, the summary lists them, she
// sends. The studio's revision job carries the three items; QA cannot finish it while one is open
// (and can once the editor has done them all); round 2 shows her each earlier mark with its state
// and the studio's reply. Each width has its own delivery (sending locks it).

test.describe.configure({ mode: 'serial', timeout: 240_000 });

const PHOTOS: Photo[] = [
  { name: 'IMG_001.jpg', width: 1200, height: 800, tint: [200, 80, 40] },
  { name: 'IMG_002.jpg', width: 1200, height: 800, tint: [40, 160, 90] },
];
const NOTES = ['Làm mờ nốt ruồi', 'Làm sáng vùng này', 'Xóa vết bẩn trên áo'];

type Mark = { id: number; number: number; kind: string; x: number | null; y: number | null; w: number | null; h: number | null; note: string; state: string; reply: string };
type Result = { id: number; name: string; review_marks: Mark[]; earlier_marks: Mark[] };

const editorView = (page: Page) => page.getByTestId('mark-editor');
const pins = (scope: Locator) => scope.getByTestId('mark-pin');

/** A press from one point of the photo (0–1) to another: a tap when they are the same. Touch on the phone, the mouse on the desktop. */
async function press(page: Page, surface: Locator, from: [number, number], to: [number, number], touch: boolean) {
  const box = (await surface.boundingBox())!;
  const at = ([x, y]: [number, number]) => ({ x: box.x + box.width * x, y: box.y + box.height * y });
  const [a, b] = [at(from), at(to)];
  if (!touch) {
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(b.x, b.y, { steps: 6 });
    await page.mouse.up();
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [a] });
  for (let step = 1; step <= 6; step += 1) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: a.x + ((b.x - a.x) * step) / 6, y: a.y + ((b.y - a.y) * step) / 6 }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Where a pin's centre sits in its overlay (the photo's box on screen), as fractions of it. */
async function pinPlace(page: Page, pin: Locator) {
  const box = (await page.getByTestId('mark-pane-overlay').boundingBox())!;
  const at = (await pin.boundingBox())!;
  return { x: (at.x + at.width / 2 - box.x) / box.width, y: (at.y + at.height / 2 - box.y) / box.height };
}

async function cloudResults(page: Page, deliveryId: number): Promise<Result[]> {
  return (await gql(page, 'CloudDelivery', { id: deliveryId })).cloud_delivery_results as unknown as Result[];
}

for (const width of [390, 1440] as const) {
  test.describe(`at ${width} px`, () => {
    const phone = width === 390;
    const batch = `Lô đánh dấu ${width} ${Date.now()}`;
    let delivery: { taskId: number; deliveryId: number };
    let context: BrowserContext;
    let page: Page;

    test.beforeAll(async ({ browser }: { browser: Browser }, testInfo) => {
      test.setTimeout(240_000);
      delivery = await deliverToCustomer(browser, testInfo.outputPath('anh'), batch, PHOTOS);
      context = await customerContext(browser, width, phone ? 844 : 900, phone ? { hasTouch: true, isMobile: true } : {});
      page = await context.newPage();
    });
    test.afterAll(async () => context?.close());

    test('the customer marks two points and a rectangle, each with its note, and sends them', async () => {
      await page.goto(`/user-cloud/ket-qua/${delivery.deliveryId}`);
      await page.getByRole('button', { name: 'Yêu cầu sửa IMG_001.jpg' }).click();
      const view = editorView(page);
      await expect(view.getByRole('heading', { name: 'Yêu cầu sửa: IMG_001.jpg' })).toBeVisible();
      // The photo at its own size (1,200 px): the screen rendition, which for a photo this small is the whole photo.
      await expect.poll(() => page.getByTestId('mark-pane-screen').evaluate((image) => (image as HTMLImageElement).naturalWidth), { timeout: 15_000 }).toBe(1200);
      const surface = page.getByTestId('mark-surface');

      // 1. A tap (a click) places a point; its note field takes the focus.
      await press(page, surface, [0.25, 0.3], [0.25, 0.3], phone);
      await expect(pins(view)).toHaveCount(1);
      await expect(view.getByLabel('Ghi chú 1 (Điểm)')).toBeFocused();
      await view.getByLabel('Ghi chú 1 (Điểm)').fill(NOTES[0]!);
      // 2. A drag draws a rectangle.
      await press(page, surface, [0.5, 0.5], [0.8, 0.75], phone);
      await expect(pins(view)).toHaveCount(2);
      await expect(view.getByTestId('mark-rect')).toHaveCount(1);
      await view.getByLabel('Ghi chú 2 (Vùng)').fill(NOTES[1]!);
      // 3. The keyboard alone: 'Thêm điểm đánh dấu' puts a point at the centre (a step right of the
      // rectangle's corner there); arrows move it (1 %, Shift 5 %).
      await view.getByRole('button', { name: 'Thêm điểm đánh dấu' }).focus();
      await page.keyboard.press('Enter');
      const third = view.getByRole('button', { name: 'Ghi chú 3 trên ảnh IMG_001.jpg: (chưa có ghi chú)' });
      await expect(third).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Shift+ArrowUp');
      await expect(third).toHaveAttribute('data-x', '0.5700');
      await expect(third).toHaveAttribute('data-y', '0.4500');

      // Refused: a mark without its note (nothing is sent) …
      await view.getByRole('button', { name: 'Lưu yêu cầu sửa' }).click();
      await expect(view.getByText('Hãy ghi rõ cần sửa gì ở điểm đánh dấu này.')).toBeVisible();
      await expect(view.getByLabel('Ghi chú 3 (Điểm)')).toBeFocused();
      expect((await cloudResults(page, delivery.deliveryId)).find((r) => r.name === 'IMG_001.jpg')!.review_marks).toEqual([]);
      await page.keyboard.type(NOTES[2]!);
      await expect(view.getByRole('button', { name: `Ghi chú 3 trên ảnh IMG_001.jpg: ${NOTES[2]}` })).toBeVisible();

      // axe (WCAG 2.0 A and AA, as tests/e2e/accessibility.spec.ts): nothing serious or critical in the marking view.
      const scan = await new AxeBuilder({ page }).include('[data-testid=mark-editor]').withTags(['wcag2a', 'wcag2aa']).analyze();
      const findings = scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(findings).toEqual([]);

      // The marks keep their place on the photo when it zooms.
      const first = view.getByRole('button', { name: `Ghi chú 1 trên ảnh IMG_001.jpg: ${NOTES[0]}` });
      const fitted = await pinPlace(page, first);
      expect(fitted.x).toBeCloseTo(0.25, 1);
      expect(fitted.y).toBeCloseTo(0.3, 1);
      await view.getByRole('button', { name: 'Phóng to' }).click();
      await expect(page.getByTestId('mark-pane-frame')).toHaveAttribute('data-zoom', '1.500');
      const zoomed = await pinPlace(page, first);
      expect(zoomed.x).toBeCloseTo(fitted.x, 2);
      expect(zoomed.y).toBeCloseTo(fitted.y, 2);
      if (phone) {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, 'no sideways scroll at 390 px').toBeLessThanOrEqual(0);
        const small = await view.locator('button').evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect()).filter((r) => r.width > 0 && (r.width < 44 || r.height < 44)).length);
        expect(small, 'targets under 44 px').toBe(0);
      }

      // … then the save that works.
      await view.getByRole('button', { name: 'Lưu yêu cầu sửa' }).click();
      await expect(view).toBeHidden();
      const tile = page.getByTestId('delivery-result').filter({ hasText: 'IMG_001.jpg' });
      await expect(tile.getByTestId('decision')).toHaveText('Cần sửa: 3 điểm');
      const saved = (await cloudResults(page, delivery.deliveryId)).find((r) => r.name === 'IMG_001.jpg')!.review_marks;
      expect(saved.map((m) => [m.number, m.kind, m.note])).toEqual([
        [1, 'POINT', NOTES[0]],
        [2, 'RECT', NOTES[1]],
        [3, 'POINT', NOTES[2]],
      ]);
      expect(saved[0]!.x).toBeCloseTo(0.25, 1);
      expect(saved[1]!.w).toBeCloseTo(0.3, 1);
      expect(saved[1]!.h).toBeCloseTo(0.25, 1);
      expect(saved[2]).toMatchObject({ x: expect.closeTo(0.57, 4), y: expect.closeTo(0.45, 4) });

      // Editable until sent: the marks come back into the marking view.
      await page.getByRole('button', { name: 'Yêu cầu sửa IMG_001.jpg' }).click();
      await expect(view.getByTestId('mark-item')).toHaveCount(3);
      await expect(view.getByLabel('Ghi chú 2 (Vùng)')).toHaveValue(NOTES[1]!);
      await view.getByRole('button', { name: 'Hủy' }).first().click();
      await expect(view).toBeHidden();

      await page.getByRole('button', { name: 'Đồng ý IMG_002.jpg' }).click();
      await page.getByRole('button', { name: 'Gửi phản hồi' }).click();
      const summary = page.getByRole('alertdialog', { name: 'Gửi phản hồi cho studio?' });
      await expect(summary.getByRole('list', { name: 'Điểm đánh dấu trên ảnh IMG_001.jpg' })).toHaveText(`1. ${NOTES[0]}2. ${NOTES[1]}3. ${NOTES[2]}`);
      await summary.getByRole('button', { name: 'Gửi phản hồi' }).click();
      await expect(page.getByTestId('review-bar')).toContainText('Đã gửi phản hồi cho studio.');
      // Read-only now: the viewer draws the three marks, and no 'Yêu cầu sửa' is left.
      await expect(page.getByRole('button', { name: 'Yêu cầu sửa IMG_001.jpg' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Xem lớn: IMG_001.jpg' }).click();
      const viewer = page.getByTestId('image-viewer');
      await expect(pins(viewer)).toHaveCount(3);
      await expect(viewer.getByRole('button', { name: `Ghi chú 2 trên ảnh IMG_001.jpg: ${NOTES[1]}` })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(viewer).toBeHidden();
    });

    test("the revision job carries three items; QA cannot finish it while one is open; round 2 shows each mark's state", async ({ browser }, testInfo) => {
      const admin = await pageAs(browser, 'admin');
      const name = `${batch} — sửa lần 2`;
      const cards = ((await gql(admin, 'Tasks', { filter: { searchString: name } })).task_board as unknown as { cards: { id: number; taskName: string }[] }).cards;
      const revisionId = cards.find((card) => card.taskName === name)!.id;

      // The editor's job page lists the customer's three items, all open.
      const editor = await pageAs(browser, 'editor');
      await editor.setViewportSize({ width, height: 900 });
      await editor.goto(`/${revisionId}/sua-task`);
      const items = editor.getByTestId('request-item');
      await expect(items).toHaveCount(3);
      for (const [i, note] of NOTES.entries()) await expect(items.nth(i)).toContainText(note);
      await expect(editor.getByTestId('requests-summary')).toHaveText('Còn 3 yêu cầu chưa xong');
      // The photo redone, the job sent to QA.
      const panel = editor.getByTestId('task-results');
      const [file] = await writePhotos(path.join(testInfo.outputPath('sua'), 'lan-2'), [{ ...PHOTOS[0]!, tint: [40, 80, 200] }], true);
      await panel.getByTestId('result-input').setInputFiles(file!);
      await expect(panel.getByTestId('task-result')).toHaveCount(1, { timeout: 60_000 });
      await expectThumbnails(editor, revisionId, 1);
      const job = (await gql(editor, 'Task', { id: revisionId })).task as unknown as { id: number; version: number };
      await move(editor, await move(editor, job, 'InProgress'), 'WaitApprove');
      const markDone = async (number: number, reply: string) => {
        await editor.getByRole('button', { name: `Đánh dấu đã xong yêu cầu ${number} của ảnh IMG_001` }).click();
        const dialog = editor.getByRole('dialog');
        if (reply) await dialog.getByLabel(/Trả lời khách/).fill(reply);
        await dialog.getByRole('button', { name: 'Đánh dấu đã xong' }).click();
        await expect(dialog).toBeHidden();
      };
      await editor.reload();
      await markDone(1, `Đã sửa: ${NOTES[0]}`);
      await markDone(2, `Đã sửa: ${NOTES[1]}`);
      await expect(editor.getByTestId('requests-summary')).toHaveText('Còn 1 yêu cầu chưa xong');

      // QA: 'Duyệt' refused while item 3 is open, with the count …
      const qa = await pageAs(browser, 'qa');
      await qa.goto(`/${revisionId}/sua-task`);
      await qa.getByRole('button', { name: 'Duyệt', exact: true }).click();
      await expect(qa.getByText('Còn 1 yêu cầu của khách chưa xong: hãy hoàn tất từng yêu cầu trước khi duyệt.')).toBeVisible();
      // … and allowed once the editor has done it; the admin delivers round 2.
      await markDone(3, '');
      await expect(editor.getByTestId('requests-summary')).toHaveText('Đã xong tất cả yêu cầu');
      await approveAndDeliver(qa, admin, revisionId);
      const deliveries = (await gql(page, 'CloudMyDeliveries', {})).cloud_my_deliveries as unknown as { id: number; task_id: number }[];
      const round2 = deliveries.find((d) => d.task_id === revisionId)!.id;
      for (const other of [admin, editor, qa]) await other.context().close();

      // Round 2: the new photo with the three earlier marks, each 'Đã sửa', with the studio's reply.
      await page.goto(`/user-cloud/ket-qua/${round2}`);
      const tile = page.getByTestId('delivery-result').filter({ hasText: 'IMG_001.jpg' });
      await expect(tile.getByTestId('earlier-summary')).toHaveText('Lần trước: 3/3 đã sửa');
      // Drawn small over the tile's thumbnail too: the three numbers and the rectangle.
      await expect(tile.getByTestId('tile-marks')).toHaveText('123');
      await expect(tile.getByTestId('tile-marks').locator('.border-success')).toHaveCount(1);
      await tile.getByRole('button', { name: 'Xem lớn: IMG_001.jpg' }).click();
      const viewer = page.getByTestId('image-viewer');
      await expect(pins(viewer)).toHaveCount(3);
      await expect(viewer.getByRole('button', { name: `Ghi chú 1 trên ảnh IMG_001.jpg: ${NOTES[0]} (lần trước: Đã sửa)` })).toBeVisible();
      const list = viewer.getByTestId('earlier-mark');
      await expect(list).toHaveCount(3);
      await expect(list.nth(0)).toContainText(NOTES[0]!);
      await expect(list.nth(0)).toContainText(`Studio trả lời: Đã sửa: ${NOTES[0]}`);
      await expect(viewer.getByTestId('earlier-mark-state')).toHaveText(['Đã sửa', 'Đã sửa', 'Đã sửa']);
      // The third had no reply: none is shown.
      await expect(list.nth(2)).not.toContainText('Studio trả lời');
    });
  });
}
