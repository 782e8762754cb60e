import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { E2E } from '../../playwright.config';
import { MANAGEMENT_AREAS, ROUTES } from '../../lib/navigation/routes';
import { englishStatusTexts, workWordTexts } from './english-status';
import { CLOUD_ACCOUNT, stateFile, type Role } from './support';

// Every route of the route table (lib/navigation/routes.ts), opened as each role that may reach
// it — and as the roles that may not, whose refusal page counts too — must show no English status
// code in any text node, nor the word 'task' or 'job' in a visible one or the page's title: people
// read 'việc' (docs/decisions/wording.md). A job that has been through every review step gives the
// board, the job page and the reports statuses to show.

test.describe.configure({ mode: 'serial', timeout: 600_000 });

const unique = `dd${Date.now().toString(36)}`;
const ids = { task: 0, room: 0, cloudUser: 0, customer: 0, catalog: {} as Record<string, number> };

type GqlBody = { data?: Record<string, Record<string, unknown>>; errors?: unknown[] };
async function gql(page: Page, operationName: string, variables: Record<string, unknown>) {
  const response = await page.request.post('/api/graphql', { data: { operationName, variables }, headers: { origin: E2E.baseURL } });
  const body = (await response.json()) as GqlBody;
  expect(body.errors, operationName).toBeUndefined();
  return body.data!;
}

async function staffContext(browser: Browser, role: Role): Promise<BrowserContext> {
  return browser.newContext({ storageState: stateFile(role), viewport: { width: 1280, height: 900 } });
}

/** The first link on `path` whose address matches, as its id (the list screens give real ids). */
async function firstId(page: Page, path: string, href: RegExp): Promise<number> {
  await page.goto(path);
  const first = async () => (await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))).find((h) => href.test(h)) ?? '';
  await expect.poll(first).not.toBe('');
  return Number(href.exec(await first())![1]);
}

/** Concrete addresses for every rule of the route table, ids filled with real records. */
function staffPaths(): string[] {
  const areas = MANAGEMENT_AREAS.flatMap((area) => [`/he-thong/quan-ly/${area.slug}/ds`, `/he-thong/quan-ly/${area.slug}/tao-moi`, `/he-thong/quan-ly/${area.slug}/${ids.catalog[area.slug]}/sua`]);
  return [
    '/',
    '/tao-task-moi',
    `/${ids.task}/sua-task`,
    '/chat',
    '/chat/new',
    `/chat/${ids.room}`,
    '/thong-tin-tai-khoan',
    '/thong-bao',
    '/job-theo-ngay',
    '/job-theo-editor',
    '/trang-thai-job',
    '/doanh-thu',
    '/bieu-do',
    '/job-da-lam-theo-thoi-gian',
    '/tinh-luong-theo-editor',
    '/luong-tat-ca',
    '/nguoi-dung-va-nhan-vien',
    '/phe-duyet-tai-khoan',
    '/nguoi-dung-cloud',
    `/nguoi-dung-cloud/${ids.cloudUser}`,
    '/he-thong',
    '/he-thong/quan-ly',
    '/he-thong/nhat-ky',
    '/thu',
    ...areas,
    '/danh-muc',
    '/tuy-chon-giao-dien-danh-muc',
    '/bao-cao-doanh-thu',
    `/bao-cao-doanh-thu/${ids.customer}/chi-tiet`,
  ];
}
const GUEST_PATHS = ['/auth', '/auth/dang-nhap', '/auth/dang-ky', '/auth/cloud-user-dang-nhap', '/auth/cloud-user-dang-ky', '/auth/lua-chon', '/thu-tu-tm', '/404'];
const CLOUD_PATHS = ['/user-cloud', '/user-cloud/upload-new-file', '/user-cloud/ket-qua/1', '/user-cloud/thong-tin-tai-khoan'];

/** Opens each path once the page has settled, and lists the English status texts and the 'task'/'job' words found. */
async function walk(page: Page, paths: string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    // Settled: loaded, and no screen still saying it is loading its data ('Đang tải…').
    await page.waitForLoadState('load');
    await expect(page.locator('main, body').first()).toBeVisible();
    // ('Đang tải lên' is a batch's state, not a screen loading.)
    await expect(page.getByText(/Đang tải(?! lên)/)).toHaveCount(0, { timeout: 20_000 });
    for (const text of await englishStatusTexts(page)) problems.push(`${path}: «${text}»`);
    for (const text of await workWordTexts(page)) problems.push(`${path}: «${text}» (việc, not task/job)`);
  }
  return problems;
}

test.beforeAll(async ({ browser }) => {
  const context = await staffContext(browser, 'admin');
  const admin = await context.newPage();
  const groups = (await gql(admin, 'ProductGroups', {})).product_groups as unknown as { id: number }[];
  const users = (await gql(admin, 'Users', { input: { active: true } })).users as unknown as { id: number; email: string }[];
  const idOf = (email: string) => users.find((user) => user.email === email)!.id;
  // One job through every step (rejected once, then approved), and one cancelled.
  let job = (await gql(admin, 'CreateTask', { input: { taskName: `Đi khắp ${unique}`, totalFile: 3, productGroupId: groups[0]!.id, editorId: idOf('editor@tm.local'), qaId: idOf('qa@tm.local') } }))
    .create_task as unknown as { id: number; version: number };
  ids.task = job.id;
  const steps: [string, string?][] = [['InProgress'], ['Waiting'], ['InProgress'], ['WaitApprove'], ['Reject', 'Làm lại nền'], ['InProgress'], ['WaitApprove'], ['Completed']];
  for (const [status, comment] of steps) job = (await gql(admin, 'MoveTask', { id: job.id, version: job.version, status, comment })).move_task as unknown as typeof job;
  const other = (await gql(admin, 'CreateTask', { input: { taskName: `Đi khắp hủy ${unique}`, totalFile: 2, productGroupId: groups[0]!.id } })).create_task as unknown as { id: number; version: number };
  await gql(admin, 'CancelTask', { id: other.id, version: other.version, comment: 'Khách đổi ý' });
  const members = ['editor@tm.local', 'qa@tm.local'].map((email) => ({ userId: idOf(email), isAdmin: false }));
  ids.room = (await gql(admin, 'CreateChatRoom', { input: { type: 'Group', name: `Đi khắp ${unique}`, members } })).create_chat_room!.id as number;
  ids.customer = ((await gql(admin, 'CustomerOptions', {})).customer_options as unknown as { id: number }[])[0]!.id;
  ids.cloudUser = await firstId(admin, '/nguoi-dung-cloud', /^\/nguoi-dung-cloud\/(\d+)$/);
  // Places, categories and units have no demo rows: one each, so their edit screens have a record.
  for (const area of ['location', 'category', 'unit']) await gql(admin, 'SaveCatalogEntry', { input: { area, name: `Đi khắp ${unique}` } });
  for (const area of MANAGEMENT_AREAS) ids.catalog[area.slug] = await firstId(admin, `/he-thong/quan-ly/${area.slug}/ds`, new RegExp(`^/he-thong/quan-ly/${area.slug}/(\\d+)/sua$`));
  await context.close();
});

test('the walk covers every rule of the route table', () => {
  const walked = [...GUEST_PATHS, ...CLOUD_PATHS, ...staffPaths()];
  const missing = ROUTES.filter((rule) => !walked.some((path) => rule.pattern.test(path === '/' ? '' : path))).map((rule) => rule.pattern.source);
  expect(missing).toEqual([]);
});

test("the 'task'/'job' detector finds the words people read, and passes addresses, hidden text and 'việc' (positive control)", async ({ page }) => {
  await page.setContent('<title>Job theo ngày</title><main><label>Tên task</label><p>27 Task</p><p>(3 job), 125 file</p><button>Lọc JOBS</button></main>');
  expect(await workWordTexts(page)).toEqual(['<title> Job theo ngày', 'Tên task', '27 Task', '(3 job), 125 file', 'Lọc JOBS']);
  await page.setContent(
    '<title>Việc theo ngày</title><main><a href="/tao-task-moi">Tạo việc</a><p>Mở /123/sua-task hoặc http://tm.local/job-theo-ngay</p><p hidden>task</p><p style="display:none">job</p><p aria-label="task">27 việc, (3 công việc)</p><p>tao-task-moi, taskbar, jobless</p></main>',
  );
  expect(await workWordTexts(page)).toEqual([]);
});

test('the detector finds a status code in a text node, and passes the Vietnamese label (positive control)', async ({ page }) => {
  await page.setContent('<main><p>Việc «Áo» đang ở <b>WaitApprove</b></p><p title="Completed">Hoàn thành</p></main>');
  expect(await englishStatusTexts(page)).toEqual(['WaitApprove']);
  await page.setContent('<main><p>Việc «Áo» đang ở <b>Chờ duyệt</b>; InProgressive và Readying không phải mã.</p></main>');
  expect(await englishStatusTexts(page)).toEqual([]);
});

for (const role of ['admin', 'qa', 'editor'] as const) {
  test(`as ${role}: no English status and no 'task'/'job' on any staff route`, async ({ browser }) => {
    const context = await staffContext(browser, role);
    const page = await context.newPage();
    expect(await walk(page, staffPaths())).toEqual([]);
    await context.close();
  });
}

test("signed out, and as a cloud customer: no English status and no 'task'/'job' on the sign-in and cloud routes", async ({ browser }) => {
  const guest = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  expect(await walk(await guest.newPage(), GUEST_PATHS)).toEqual([]);
  await guest.close();

  const customer = await browser.newContext({ baseURL: E2E.baseURL, viewport: { width: 1280, height: 900 } });
  const login = await customer.request.post('/api/cloud/auth/login', { data: { account: CLOUD_ACCOUNT.account, password: CLOUD_ACCOUNT.password, remember: true }, headers: { origin: E2E.baseURL } });
  expect(login.status()).toBe(200);
  const page = await customer.newPage();
  expect(await walk(page, CLOUD_PATHS)).toEqual([]);
  await expect(page).toHaveURL('/user-cloud/thong-tin-tai-khoan');
  await customer.close();
});
