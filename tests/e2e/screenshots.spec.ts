import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { E2E } from '../../playwright.config';
import { writeImageFolder } from './cloud-files';
import { imagesLoaded } from './delivery-support';
import { customerContext, deliverToCustomer, redoOneAndRedeliver, type Photo } from './deliveries';
import { CLOUD_ACCOUNT, stateFile, type Role } from './support';

// How the screens look at 390, 768, 1280 and 1440 px: the board, a job, a chat room with a long
// message (a long word and a long URL), a report (/doanh-thu), the audit log, staff
// administration and a customer's cloud file list; then the full-screen photo viewer (the
// customer's at 390 and 1440, QA's from the job page at 1440), a customer's 'Bộ ảnh cuối' after
// a second round (390 and 1440) and the job page's originals panel (390 and 1440), each compared with the committed baseline in
// tests/e2e/__screenshots__ (tolerance: 1 % of the pixels; animations off, caret hidden).
//
// The data is the demo seed (provider/src/db/seed.ts) plus what beforeAll adds (one chat room,
// three audited changes to a cloud account, one cloud batch), so this project runs before every other spec, on the fresh database of the
// run (playwright.config.ts, project 'screenshots'). Seeded times are relative to the moment
// the database was seeded, so every date, time and relative time on screen is masked.
//
// Each test also asserts that the page does not scroll sideways and that no text node shows an
// English status code (docs/decisions/wording.md: one Vietnamese label per status).
//
// Regenerate the baselines after a deliberate change of the screens:
//   npx playwright test tests/e2e/screenshots.spec.ts --update-snapshots

const WIDTHS = [390, 768, 1280, 1440] as const;
const HEIGHT = 900;

/** Status codes of the API (domain/task-status.ts) and their old English words, as whole words. */
const ENGLISH_STATUS = /\b(Ready|Assignee|InProgress|Doing|Waiting|Pause|WaitApprove|Reject|Cancel|Completed)\b/;

const CHAT_ROOM = 'Phòng ảnh mẫu';
const LONG_WORD = 'Chỉnhsửamàudatheoảnhmẫucủakháchhàngtrướckhigiaobộảnhcưới'.repeat(2);
const LONG_URL = 'https://drive.studio.local/goc/SP-1001/ban-chinh-sua-cuoi-cung-da-duyet-boi-khach-hang/anh-cuoi-cung-kich-thuoc-lon.jpg';
const LONG_MESSAGE = `Em gửi link ảnh gốc: ${LONG_URL} và ghi chú ${LONG_WORD} nhé.`;
const CLOUD_BATCH = 'Lô ảnh mẫu';
const CLOUD_USER = 'khachhang2';

type Shared = { jobId: string; roomId: number };

/** A studio day (Asia/Ho_Chi_Minh) `offset` days from today, as the filter bar reads it: dd-MM-yyyy. */
function studioDay(offset: number): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Ho_Chi_Minh', day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(new Date(Date.now() + offset * 86_400_000));
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('day')}-${part('month')}-${part('year')}`;
}
let shared: Shared;

async function contextAs(browser: Browser, role: Role, width: number): Promise<BrowserContext> {
  return browser.newContext({ storageState: stateFile(role), viewport: { width, height: HEIGHT } });
}

async function gql(page: Page, operationName: string, variables: Record<string, unknown>) {
  const response = await page.request.post('/api/graphql', { data: { operationName, variables }, headers: { origin: E2E.baseURL } });
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown };
  expect(body.errors, operationName).toBeUndefined();
  return body.data!;
}

/** A cloud customer's session in a fresh context (the login route sets its cookie). */
async function cloudContext(browser: Browser, width: number): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: E2E.baseURL, viewport: { width, height: HEIGHT } });
  const login = await context.request.post('/api/cloud/auth/login', { data: { account: CLOUD_USER, password: CLOUD_ACCOUNT.password, remember: true }, headers: { origin: E2E.baseURL } });
  expect(login.status()).toBe(200);
  return context;
}

// What the screens show beyond the seed, made once; a worker restarted after a failure finds it.
test.beforeAll(async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  const context = await contextAs(browser, 'admin', 1280);
  const page = await context.newPage();
  await page.goto('/');

  // The job: a seeded rejected one, so the status badge is on screen.
  const board = (await gql(page, 'Tasks', { filter: { searchString: 'Bộ ảnh đồng hồ 1' } })) as { task_board: { cards: { id: number; taskName: string }[] } };
  const job = board.task_board.cards.find((t) => t.taskName === 'Bộ ảnh đồng hồ 1');
  expect(job, 'the seeded job').toBeDefined();

  // The chat room: admin, QA and the second editor, with one long message.
  const users = (await gql(page, 'Users', { input: { active: true } })) as { users: { id: number; email: string }[] };
  const id = (email: string) => users.users.find((u) => u.email === email)!.id;
  const rooms = (await gql(page, 'ChatRoomList', { input: { userId: id('admin@tm.local'), args: { last: 99 } } })) as { chat_room_list: { edges: { node: { id: number; name: string | null } }[] } };
  let roomId = rooms.chat_room_list.edges.map((e) => e.node).find((room) => room.name === CHAT_ROOM)?.id;
  if (!roomId) {
    const members = ['qa@tm.local', 'editor2@tm.local'].map((email) => ({ userId: id(email), isAdmin: false }));
    roomId = ((await gql(page, 'CreateChatRoom', { input: { type: 'Group', name: CHAT_ROOM, members } })) as { create_chat_room: { id: number } }).create_chat_room.id;
    await gql(page, 'PostChatMessage', { input: { userId: id('admin@tm.local'), roomId, content: LONG_MESSAGE, messageContentType: 'text' } });

    // Entries for the audit log: the customer's account (the seed's second cloud account, id 2)
    // paused and resumed, and its quota set to 20 GB. Only on this first pass, like the room.
    await gql(page, 'SetCloudUserActive', { id: 2, active: false });
    await gql(page, 'SetCloudUserActive', { id: 2, active: true });
    await gql(page, 'SetCloudUserQuota', { id: 2, quotaGb: '20' });
  }
  shared = { jobId: String(job!.id), roomId };
  await context.close();

  // The cloud batch: three small images, uploaded through the customer's own page.
  const cloud = await cloudContext(browser, 1280);
  const cloudPage = await cloud.newPage();
  await cloudPage.goto('/user-cloud');
  const batch = cloudPage.getByRole('article', { name: `Lô ${CLOUD_BATCH}` });
  await expect(batch.or(cloudPage.getByText('Bạn chưa tải lên tệp nào.'))).toBeVisible();
  if ((await batch.count()) === 0) {
    const images = await writeImageFolder(testInfo.outputPath('cloud'));
    await cloudPage.goto('/user-cloud/upload-new-file');
    await cloudPage.locator('input[type=file][webkitdirectory]').setInputFiles(images.folder);
    await cloudPage.getByLabel('Tên lô').fill(CLOUD_BATCH);
    await cloudPage.getByLabel('Yêu cầu chỉnh sửa').fill('Tách nền, chỉnh màu ấm');
    await cloudPage.getByRole('button', { name: 'Bắt đầu tải lên' }).click();
    await expect(cloudPage.getByText('Đã tải lên xong.')).toBeVisible({ timeout: 60_000 });
  }
  // The server makes the PNGs' thumbnails just after their upload (docs/decisions/delivery.md): the
  // file list is compared once both are in (the JPEG without image data gets none).
  await expect
    .poll(async () => {
      const response = await cloudPage.request.post('/api/graphql', { data: { operationName: 'CloudMyBatches', variables: {} }, headers: { origin: E2E.baseURL } });
      const body = (await response.json()) as { data?: { cloud_my_batches: { items: { name: string; files: { name: string; has_thumbnail: boolean }[] }[] } } };
      const files = body.data?.cloud_my_batches.items.find((item) => item.name === CLOUD_BATCH)?.files ?? [];
      return files.filter((file) => file.has_thumbnail).map((file) => file.name).sort();
    })
    .toEqual(['anh-1.png', 'anh-2.png']);
  await cloud.close();
});

/**
 * Marks what changes from run to run — dates, times, relative times, presence — for masking:
 * `<time>` elements, elements whose own text holds a date or a time, and inputs holding one.
 */
const DYNAMIC_TEXT = /\d{1,2}[-/]\d{1,2}[-/]\d{4}|\d{4}-\d{2}-\d{2}|\b\d{1,2}:\d{2}\b|\d+\s+\S+\s+trước|vừa xong/i;

async function markDynamic(page: Page) {
  await page.evaluate((source) => {
    const DATE = new RegExp(source, 'i');
    const mark = (el: Element) => el.setAttribute('data-screenshot-mask', '');
    for (const el of document.querySelectorAll('time, [data-presence], [data-testid="presence"]')) mark(el);
    for (const input of document.querySelectorAll('input')) if (DATE.test(input.value)) mark(input);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement && DATE.test(node.textContent ?? '')) mark(node.parentElement);
    }
  }, DYNAMIC_TEXT.source);
}

/** The page's text nodes that show an English status code (scripts and styles left out). */
async function englishStatuses(page: Page): Promise<string[]> {
  const source = ENGLISH_STATUS.source;
  return page.evaluate((pattern) => {
    const re = new RegExp(pattern);
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const tag = node.parentElement?.tagName;
      if (tag === 'SCRIPT' || tag === 'STYLE' || tag === 'NOSCRIPT') continue;
      const text = (node.textContent ?? '').trim();
      if (re.test(text)) found.push(text);
    }
    return found;
  }, source);
}

async function horizontalOverflow(page: Page): Promise<{ scrollWidth: number; innerWidth: number }> {
  return page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth }));
}

/**
 * The two structural checks, then the comparison with the baseline. `covered`: a full-screen
 * layer (the photo viewer) hides the page, so nothing dynamic is in view and nothing is masked —
 * a mask is painted over a covered element too.
 */
async function checkScreen(page: Page, screen: string, width: number, { covered = false } = {}) {
  await page.evaluate(() => document.fonts.ready);
  const overflow = await horizontalOverflow(page);
  expect(overflow.scrollWidth, `${screen} at ${width} px scrolls sideways`).toBeLessThanOrEqual(overflow.innerWidth);
  expect(await englishStatuses(page), `${screen} at ${width} px: English status codes on screen`).toEqual([]);

  if (covered) {
    await expect(page).toHaveScreenshot(`${screen}-${width}.png`);
    return;
  }
  await markDynamic(page);
  // The locators are resolved again at capture time, so text rendered after the marking is masked too.
  const mask = [page.locator('[data-screenshot-mask]'), page.locator('time'), page.getByText(DYNAMIC_TEXT)];
  await expect(page).toHaveScreenshot(`${screen}-${width}.png`, { mask });
}

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    let context: BrowserContext | undefined;
    test.afterEach(async () => {
      await context?.close();
      context = undefined;
    });

    test(`board at ${width}`, async ({ browser }) => {
      context = await contextAs(browser, 'admin', width);
      const page = await context.newPage();
      await page.goto('/');
      await expect(page.getByTestId('task-board')).toHaveAttribute('data-drag-ready', '');
      await expect(page.locator('[data-task-id]').first()).toBeVisible();
      await checkScreen(page, 'board', width);
    });

    test(`job page at ${width}`, async ({ browser }) => {
      context = await contextAs(browser, 'admin', width);
      const page = await context.newPage();
      await page.goto(`/${shared.jobId}/sua-task`);
      await expect(page.getByRole('heading', { name: 'Lịch sử' })).toBeVisible();
      await checkScreen(page, 'job', width);
    });

    test(`chat with a long message at ${width}`, async ({ browser }) => {
      context = await contextAs(browser, 'admin', width);
      const page = await context.newPage();
      await page.goto(`/chat/${shared.roomId}`);
      await expect(page.getByText(LONG_URL, { exact: false })).toBeVisible();
      await checkScreen(page, 'chat', width);
    });

    test(`revenue report at ${width}`, async ({ browser }) => {
      context = await contextAs(browser, 'admin', width);
      const page = await context.newPage();
      // The last three weeks, which hold every seeded job, whatever day of the month it is.
      await page.goto(`/doanh-thu?tu=${studioDay(-21)}&den=${studioDay(0)}`);
      await expect(page.locator('table').first()).toBeVisible();
      // The chart (loaded on demand) draws after the table; its day ticks are masked, so wait for them.
      await expect(page.locator('.recharts-cartesian-axis-tick-value').first()).toBeVisible({ timeout: 30_000 });
      await checkScreen(page, 'doanh-thu', width);
    });

    test(`audit log at ${width}`, async ({ browser }) => {
      context = await contextAs(browser, 'admin', width);
      const page = await context.newPage();
      await page.goto('/he-thong/nhat-ky');
      await expect(page.getByText('3 bản ghi')).toBeVisible();
      await checkScreen(page, 'audit-log', width);
    });

    test(`staff administration at ${width}`, async ({ browser }) => {
      context = await contextAs(browser, 'admin', width);
      const page = await context.newPage();
      await page.goto('/nguoi-dung-va-nhan-vien');
      await expect(page.getByText('qa@tm.local').first()).toBeVisible();
      // The row actions are drawn as buttons (ui-conventions.md); under load a capture could come
      // before they got their border, so the screen is compared once they have it.
      await expect(page.getByRole('button', { name: 'Đặt lại mật khẩu Trần Kiểm Duyệt' })).toHaveCSS('border-top-width', '1px');
      // 'Lần cuối hoạt động' says 'Chưa đăng nhập' or a time depending on who signed in first in
      // this run: the whole column is masked like the times.
      await page.getByText('Chưa đăng nhập').evaluateAll((cells) => cells.forEach((cell) => cell.setAttribute('data-screenshot-mask', '')));
      await checkScreen(page, 'staff', width);
    });

    test(`cloud file list at ${width}`, async ({ browser }) => {
      context = await cloudContext(browser, width);
      const page = await context.newPage();
      await page.goto('/user-cloud');
      await expect(page.getByRole('article', { name: `Lô ${CLOUD_BATCH}` })).toBeVisible();
      await checkScreen(page, 'cloud-files', width);
    });
  });
}

// The viewer (docs/decisions/viewer.md) needs a delivery: made after every screen above was taken,
// so its job and batch are on none of them.
const VIEWER_BATCH = 'Lô xem ảnh mẫu';
const VIEWER_PHOTOS: Photo[] = [
  { name: 'anh-mau-1.jpg', width: 1800, height: 1200, tint: [200, 80, 40] },
  { name: 'anh-mau-2.jpg', width: 1200, height: 1600, tint: [40, 160, 90] },
];

test.describe('the viewer', () => {
  let delivery: { taskId: number; deliveryId: number };
  let context: BrowserContext | undefined;
  test.beforeAll(async ({ browser }, testInfo) => {
    test.setTimeout(180_000);
    delivery = await deliverToCustomer(browser, testInfo.outputPath('viewer'), VIEWER_BATCH, VIEWER_PHOTOS);
  });
  test.afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  /** Opens the first photo in the viewer and waits for its first picture (the 1,600 px screen rendition). */
  async function openViewer(page: Page, opener: string) {
    await page.getByRole('button', { name: opener }).click();
    await expect(page.getByTestId('image-viewer')).toBeVisible();
    await expect
      .poll(() => page.getByTestId('viewer-after-screen').evaluate((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth), { timeout: 15_000 })
      .toBe(1600);
    await expect(page.getByTestId('viewer-zoom')).not.toHaveText('…');
  }

  for (const width of [390, 1440] as const) {
    test(`customer's viewer at ${width}`, async ({ browser }) => {
      context = await customerContext(browser, width, HEIGHT);
      const page = await context.newPage();
      await page.goto(`/user-cloud/ket-qua/${delivery.deliveryId}`);
      await openViewer(page, 'Xem lớn: anh-mau-1.jpg');
      await checkScreen(page, 'viewer-customer', width, { covered: true });
    });
  }

  test('staff viewer at 1440', async ({ browser }) => {
    context = await contextAs(browser, 'qa', 1440);
    const page = await context.newPage();
    await page.goto(`/${delivery.taskId}/sua-task`);
    await openViewer(page, 'Xem lớn: anh-mau-1.jpg');
    await page.getByTestId('image-viewer').getByRole('button', { name: 'Cạnh nhau' }).click();
    await expect
      .poll(() => page.getByTestId('viewer-before-screen').evaluate((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth), { timeout: 15_000 })
      .toBe(1600);
    await checkScreen(page, 'viewer-staff', 1440, { covered: true });
  });

  // 'Ảnh gốc của khách' on the same job (docs/decisions/originals-on-the-job.md): the panel alone.
  for (const width of [390, 1440] as const) {
    test(`originals panel at ${width}`, async ({ browser }) => {
      context = await contextAs(browser, 'editor', width);
      const page = await context.newPage();
      await page.goto(`/${delivery.taskId}/sua-task`);
      const panel = page.getByTestId('task-originals');
      await expect(panel.getByTestId('original-file')).toHaveCount(VIEWER_PHOTOS.length);
      // The thumbnails load lazily: below the fold at 390 px until the panel is scrolled to.
      await panel.scrollIntoViewIfNeeded();
      await expect
        .poll(() => panel.locator('img').evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0)), { timeout: 15_000 })
        .toBe(true);
      await page.evaluate(() => document.fonts.ready);
      expect((await horizontalOverflow(page)).scrollWidth).toBeLessThanOrEqual(width);
      await expect(panel).toHaveScreenshot(`originals-panel-${width}.png`);
    });
  }
});

// 'Bộ ảnh cuối' (docs/decisions/final-set.md): a job delivered twice, its second photo redone in
// round 2; made after every screen above, so its job and batch are on none of them.
const FINAL_BATCH = 'Lô bộ ảnh cuối mẫu';
const FINAL_PHOTOS: Photo[] = [
  { name: 'cuoi-1.jpg', width: 900, height: 600, tint: [180, 60, 60] },
  { name: 'cuoi-2.jpg', width: 900, height: 600, tint: [60, 180, 60] },
  { name: 'cuoi-3.jpg', width: 600, height: 900, tint: [60, 60, 180] },
];

test.describe('the final set', () => {
  let round2: number;
  let context: BrowserContext | undefined;
  test.beforeAll(async ({ browser }, testInfo) => {
    test.setTimeout(240_000);
    const first = await deliverToCustomer(browser, testInfo.outputPath('bo-anh-cuoi'), FINAL_BATCH, FINAL_PHOTOS);
    round2 = (await redoOneAndRedeliver(browser, testInfo.outputPath('bo-anh-cuoi'), FINAL_BATCH, first.deliveryId, FINAL_PHOTOS[1]!)).deliveryId;
  });
  test.afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  for (const width of [390, 1440] as const) {
    test(`final set at ${width}`, async ({ browser }) => {
      context = await customerContext(browser, width, HEIGHT);
      const page = await context.newPage();
      await page.goto(`/user-cloud/ket-qua/${round2}`);
      await expect(page.getByTestId('final-set-nav')).toBeVisible();
      await expect(page.getByTestId('delivery-result')).toHaveCount(3);
      await expect.poll(() => imagesLoaded(page, '[data-testid=delivery-result] img'), { timeout: 15_000 }).toBe(true);
      await checkScreen(page, 'final-set', width);
    });
  }
});
