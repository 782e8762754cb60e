import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { png, writeLargeTiff } from './cloud-files';
import { cloudLoginThroughForm, gql, stateFile } from './support';

// Layouts that hold from phone to wide screen (docs/decisions/header-layout.md,
// docs/decisions/chat-screens.md, docs/decisions/cloud-files.md): a long chat word wraps inside
// its bubble, the header stays on one line, the cloud file list never widens the page.

type Box = { x: number; y: number; width: number; height: number };
const box = async (locator: Locator): Promise<Box> => {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
};
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The page itself never scrolls sideways. */
async function expectNoPageOverflow(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

test.describe('chat', () => {
  test.use({ storageState: stateFile('admin') });

  for (const width of [390, 1440]) {
    test(`a long word and a long URL wrap inside their bubbles at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/chat');
      // Unique per run: CreateChatRoom reuses the private room of the same two people.
      const word = `Siêu${'dài'.repeat(60)}${width}`;
      const url = `https://vi.example.com/${'duong-dan-rat-dai/'.repeat(12)}anh-${width}-${Date.now()}.jpg`;
      const roomId = await page.evaluate(async () => {
        const call = async (operationName: string, variables: unknown) =>
          (await (await fetch('/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ operationName, variables }) })).json()) as {
            data: Record<string, unknown>;
          };
        const users = (await call('Users', { input: { active: true } })).data.users as { id: number; email: string }[];
        const qa = users.find((u) => u.email === 'qa@tm.local')!.id;
        return ((await call('CreateChatRoom', { input: { type: 'Private', members: [{ userId: qa, isAdmin: false }] } })).data.create_chat_room as { id: number }).id;
      });
      await page.goto(`/chat/${roomId}`);
      const list = page.getByTestId('message-list');
      for (const text of [word, url]) {
        await page.getByRole('textbox', { name: 'Tin nhắn' }).fill(text);
        await page.getByRole('textbox', { name: 'Tin nhắn' }).press('Enter');
        await expect(page.getByRole('list', { name: 'Tin nhắn' }).getByText(text, { exact: true })).toBeVisible();
      }
      const listBox = await box(list);
      for (const text of [word, url]) {
        const bubble = page.getByRole('list', { name: 'Tin nhắn' }).getByText(text, { exact: true });
        // The text fits its own box (nothing scrolls or spills inside the bubble)…
        const fits = await bubble.evaluate((el) => el.scrollWidth <= el.clientWidth);
        expect(fits).toBe(true);
        // …and the bubble fits the conversation: neither edge past the list's.
        const bubbleBox = await box(bubble);
        expect(bubbleBox.x).toBeGreaterThanOrEqual(listBox.x);
        expect(bubbleBox.x + bubbleBox.width).toBeLessThanOrEqual(listBox.x + listBox.width + 0.5);
        // It wrapped: several lines tall.
        expect(bubbleBox.height).toBeGreaterThan(40);
      }
      await expectNoPageOverflow(page);
    });
  }
});

test.describe('header', () => {
  test.use({ storageState: stateFile('admin') });

  for (const width of [360, 390, 768]) {
    test(`holds on one line at ${width} px; the create button is an icon with a label for screen readers`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const header = page.getByRole('banner');
      const create = header.getByRole('link', { name: 'Tạo việc mới' });
      await expect(create).toBeVisible();
      const createBox = await box(create);
      // One line: the button is no taller than a small button, and square-ish (icon only).
      expect(createBox.height).toBeLessThanOrEqual(44);
      expect(createBox.width).toBeLessThanOrEqual(48);
      // Every control of the bar sits inside the header's height and none overlaps another.
      const headerBox = await box(header);
      const controls = header.locator('a:visible, button:visible');
      const boxes: Box[] = [];
      for (const control of await controls.all()) boxes.push(await box(control));
      expect(boxes.length).toBeGreaterThanOrEqual(5);
      for (const [i, b] of boxes.entries()) {
        expect(b.y).toBeGreaterThanOrEqual(headerBox.y);
        expect(b.y + b.height).toBeLessThanOrEqual(headerBox.y + headerBox.height + 0.5);
        expect(b.x + b.width).toBeLessThanOrEqual(width + 0.5);
        for (const other of boxes.slice(i + 1)) expect(overlaps(b, other)).toBe(false);
      }
      if (width >= 768) {
        const menu = header.getByRole('button', { name: 'Các chức năng' });
        await expect(menu).toBeVisible();
        expect(overlaps(await box(menu), createBox)).toBe(false);
        expect((await box(menu)).height).toBeLessThanOrEqual(44);
      }
      await expectNoPageOverflow(page);
    });
  }

  test('at 1440 px the create button shows its label', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const create = page.getByRole('banner').getByRole('link', { name: 'Tạo việc mới' });
    await expect(create).toHaveText('Tạo việc mới');
    expect((await box(create)).width).toBeGreaterThan(80);
  });
});

test.describe('phone: nothing cut, rows of a sane height', () => {
  test.use({ storageState: stateFile('admin') });

  test('staff administration at 360 px: one line per row, the table scrolls inside its frame', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/nguoi-dung-va-nhan-vien');
    const table = page.getByRole('table', { name: 'Danh sách nhân viên' });
    const rows = table.locator('tbody tr');
    await expect(rows.filter({ hasText: 'admin@tm.local' })).toBeVisible();
    const heights = await rows.evaluateAll((all) => all.map((row) => row.getBoundingClientRect().height));
    expect(heights.length).toBeGreaterThanOrEqual(4);
    // An avatar with name and email over two short lines; the buttons stacked made a row ~150 px.
    for (const height of heights) expect(height).toBeLessThanOrEqual(80);
    // Every action button holds its label on one line.
    for (const button of await rows.first().getByRole('button').all()) expect((await box(button)).height).toBeLessThanOrEqual(44);
    // The table is wider than the phone and scrolls inside its own frame, never the page.
    const frame = await table.evaluate((el) => ({ scroll: el.parentElement!.scrollWidth, client: el.parentElement!.clientWidth, overflow: getComputedStyle(el.parentElement!).overflowX }));
    expect(frame.overflow).toBe('auto');
    expect(frame.scroll).toBeGreaterThan(frame.client);
    await expectNoPageOverflow(page);
  });

  for (const width of [360, 390]) {
    test(`the job page's status select shows its whole text at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const productGroupId = ((await gql(page, 'ProductGroups', {})).product_groups as unknown as { id: number }[])[0]!.id;
      const task = (await gql(page, 'CreateTask', { input: { taskName: `Chọn trạng thái ${width} ${Date.now()}`, totalFile: 2, productGroupId } })).create_task as unknown as { id: number };
      await page.goto(`/${task.id}/sua-task`);
      const select = page.getByLabel('Chuyển trạng thái');
      await expect(select).toBeVisible();
      await expect(select.locator('option')).not.toHaveCount(1);
      const fit = await select.evaluate((el: HTMLSelectElement) => {
        const style = getComputedStyle(el);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        // The room for text: the box less its padding; the chevron sits in the right padding
        // (components/ui/select.tsx draws it, the browser's arrow is off).
        const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        if (style.appearance !== 'none') throw new Error('the browser draws its own arrow again: count it');
        const widest = Math.max(...[...el.options].map((option) => context.measureText(option.text).width));
        return { scroll: el.scrollWidth, client: el.clientWidth, room, widest, texts: [...el.options].map((option) => option.text) };
      });
      expect(fit.texts[0]).toBe('Chọn trạng thái…');
      expect(fit.scroll).toBeLessThanOrEqual(fit.client);
      expect(fit.widest, `widest option ${fit.widest} px in ${fit.room} px`).toBeLessThanOrEqual(fit.room);
      // 'Chuyển' stays inside the card, under the select or beside it.
      const card = await box(page.locator('section', { has: select }));
      const submit = await box(page.getByRole('button', { name: 'Chuyển', exact: true }));
      expect(submit.x + submit.width).toBeLessThanOrEqual(card.x + card.width + 0.5);
      await expectNoPageOverflow(page);
    });
  }
});

test('cloud files: fit 390 px with thumbnails; a batch with a file still arriving is not "Đã nhận"; a finished upload has no controls', async ({ page, context }, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const root = testInfo.outputPath('layout-cloud');
  await mkdir(root, { recursive: true });
  const imageName = 'anh-rat-dai-ten-de-thu-xem-co-tran-khung-khong-nhe-khach-hang.png';
  await writeFile(path.join(root, imageName), png(64, 48, [200, 80, 40]));
  const large = await writeLargeTiff(root, 2 * 1024 * 1024);
  const batchName = `Lô bố cục ${Date.now()}`;

  // The big file's bytes are held back until the check below is done: it stays 'Đang tải lên'.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(/\/uploads\//, async (route) => {
    const request = route.request();
    if (request.method() === 'PATCH' && (request.postDataBuffer()?.length ?? 0) > 100_000) await released;
    await route.continue();
  });

  await cloudLoginThroughForm(page, 'khachhang2');
  await page.getByRole('link', { name: 'Tải lên', exact: true }).click();
  await page.locator('input[type=file]:not([webkitdirectory])').setInputFiles([path.join(root, imageName), large.file]);
  await page.getByLabel('Tên lô').fill(batchName);
  await page.getByRole('button', { name: 'Bắt đầu tải lên' }).click();
  await expect(page.getByRole('listitem', { name: imageName }).locator('[data-status=done]')).toBeVisible({ timeout: 60_000 });

  // Meanwhile, in a second tab: the batch says it is still uploading, and so does the big file.
  const list = await context.newPage();
  await list.setViewportSize({ width: 390, height: 844 });
  await list.goto('/user-cloud');
  const batch = list.getByRole('article', { name: `Lô ${batchName}` });
  await expect(batch.getByTestId('batch-state')).toHaveText('Đang tải lên');
  await expect(batch.locator('[data-testid=cloud-file][data-path="lon.tif"]').getByTestId('cloud-file-state')).toHaveText('Đang tải lên');
  await expect(batch.locator(`[data-testid=cloud-file][data-path="${imageName}"]`).getByTestId('cloud-file-state')).toHaveText('Đã nhận');

  release();
  await expect(page.getByText('Đã tải lên xong.')).toBeVisible({ timeout: 90_000 });
  // Finished: no pause, resume or cancel, and no placeholder dash.
  for (const name of [/^Tạm dừng/, /^Tiếp tục/, /^(Huỷ|Hủy)/]) await expect(page.getByRole('button', { name })).toHaveCount(0);
  await expect(page.getByTestId('upload-speed')).not.toContainText('—');
  await expectNoPageOverflow(page);

  await list.reload();
  await expect(batch.getByTestId('batch-state')).toHaveText('Đã nhận');
  // The image has the server's thumbnail from the authorised route, decoded by the browser; the
  // TIFF (a TIFF header over random bytes, which the server cannot decode) has none.
  const imageRow = batch.locator(`[data-testid=cloud-file][data-path="${imageName}"]`);
  const thumbnail = imageRow.getByRole('img', { name: `Ảnh thu nhỏ ${imageName}` });
  await expect(thumbnail).toHaveAttribute('loading', 'lazy');
  await expect(thumbnail).toHaveAttribute('src', /^\/api\/cloud\/files\/\d+\/thumbnail$/);
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(64);
  await expect(batch.locator('[data-testid=cloud-file][data-path="lon.tif"]').getByRole('img')).toHaveCount(0);
  // Download and delete are on screen, inside the card, at 390 px; the page does not scroll sideways.
  const card = await box(batch);
  for (const action of [imageRow.getByRole('link', { name: `Tải xuống ${imageName}` }), imageRow.getByRole('button', { name: new RegExp(`^(Xoá|Xóa) ${imageName.replace(/\./g, '\\.')}$`) })]) {
    await expect(action).toBeVisible();
    const b = await box(action);
    expect(b.x).toBeGreaterThanOrEqual(card.x);
    expect(b.x + b.width).toBeLessThanOrEqual(card.x + card.width + 0.5);
  }
  await expectNoPageOverflow(list);
});
