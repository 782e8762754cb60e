import { expect, type Browser, type Page } from '@playwright/test';
import { E2E } from '../../playwright.config';

// Demo accounts of provider/src/db/seed-data.ts (seeded into the e2e run's fresh database).
export const ACCOUNTS = {
  admin: { email: 'admin@tm.local', password: 'Admin@123', name: 'Nguyễn Quản Trị' },
  qa: { email: 'qa@tm.local', password: 'Qa@12345', name: 'Trần Kiểm Duyệt' },
  editor: { email: 'editor@tm.local', password: 'Editor@123', name: 'Lê Biên Tập' },
  editor2: { email: 'editor2@tm.local', password: 'Editor@123', name: 'Phạm Minh Anh' },
} as const;
export const CLOUD_ACCOUNT = { account: 'khachhang', password: 'Cloud@123' } as const;

export type Role = keyof typeof ACCOUNTS;

/**
 * Storage state saved by global.setup.ts: one login per role for the whole run. Kept in the
 * run's own data folder, not in test-results/, which every Playwright run empties at its start
 * (two runs on one machine would delete each other's logins).
 */
export const stateFile = (role: Role) => `${E2E.dataDir}/playwright-auth/${role}.json`;

/** Types each value into the field labelled exactly with its key, in order. */
export async function fillFields(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
}

export async function fillStaffLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email/ Tài khoản người dùng').fill(email);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
}

export async function loginThroughForm(page: Page, role: Role, path = '/auth/dang-nhap') {
  await page.goto(path);
  await fillStaffLogin(page, ACCOUNTS[role].email, ACCOUNTS[role].password);
  await page.getByRole('button', { name: 'ĐĂNG NHẬP' }).click();
  // Generous: argon2 on a loaded 2-core machine can take seconds per login.
  await expect(page).not.toHaveURL(/\/auth\/dang-nhap/, { timeout: 30_000 });
}

/** Signs a customer in through the cloud login form (the demo customer unless another account is named). */
export async function cloudLoginThroughForm(page: Page, account: string = CLOUD_ACCOUNT.account) {
  await page.goto('/auth/cloud-user-dang-nhap');
  await page.getByLabel('Tài khoản cloud').fill(account);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(CLOUD_ACCOUNT.password);
  await page.getByRole('button', { name: 'ĐĂNG NHẬP' }).click();
  // Generous, as for staff: argon2 on a loaded 2-core machine.
  await expect(page).toHaveURL('/user-cloud', { timeout: 60_000 });
}

/** Opens the header's account menu (the avatar) and chooses 'Đăng xuất'. */
export async function logoutThroughMenu(page: Page) {
  await page.getByRole('button', { name: 'Tài khoản', exact: true }).click();
  await page.getByRole('button', { name: 'Đăng xuất' }).click();
}

export type GqlBody = { data?: Record<string, Record<string, unknown>>; errors?: { message: string; extensions?: { code?: string } }[] };

/** The origin a page's own requests carry: the one it shows (the e2e app's, before it has opened any). */
const pageOrigin = (page: Page) => (page.url().startsWith('http') ? new URL(page.url()).origin : E2E.baseURL);

/** A trusted operation through the app's /api/graphql with the page's session cookie; the whole answer. */
export async function callOperation(page: Page, operationName: string, variables: Record<string, unknown>): Promise<GqlBody> {
  const response = await page.request.post('/api/graphql', { data: { operationName, variables }, headers: { origin: pageOrigin(page) } });
  return (await response.json()) as GqlBody;
}

/** Like callOperation, for set-up steps that must succeed: fails the test on any error, returns the data. */
export async function gql(page: Page, operationName: string, variables: Record<string, unknown>) {
  const body = await callOperation(page, operationName, variables);
  expect(body.errors, operationName).toBeUndefined();
  return body.data!;
}

/** A page of its own for `role` (the saved login), wide enough for the desktop layout. */
export async function pageAs(browser: Browser, role: Role): Promise<Page> {
  const context = await browser.newContext({ storageState: stateFile(role), viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  return context.newPage();
}

/** The user id of each demo account, read through the app. */
export async function staffIds(page: Page): Promise<Record<Role, number>> {
  const users = (await gql(page, 'Users', { input: { active: true } })).users as unknown as { id: number; email: string }[];
  const idOf = (role: Role) => users.find((user) => user.email === ACCOUNTS[role].email)!.id;
  return { admin: idOf('admin'), qa: idOf('qa'), editor: idOf('editor'), editor2: idOf('editor2') };
}

export type Job = { id: number; version: number };

/** Moves a task to `status` through the app, as the page's user; returns its new version. */
export async function move(page: Page, job: Job, status: string): Promise<Job> {
  return (await gql(page, 'MoveTask', { id: job.id, version: job.version, status })).move_task as unknown as Job;
}

/** The cells of every body and footer row of the table with this caption. */
export async function tableRows(page: Page, caption: string): Promise<string[][]> {
  const table = page.locator('table', { has: page.locator('caption', { hasText: caption }) });
  await expect(table).toBeVisible();
  return table.locator('tbody tr, tfoot tr').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent!.trim())));
}

/**
 * Opens `path` and resolves once the page's realtime socket has sent the subscription named by
 * `operationId` (its trusted id). The frame listener goes on as the socket opens: the
 * subscription may well be sent before `goto` returns, and a listener added after it misses it.
 */
export async function gotoLive(page: Page, path: string, operationId: string) {
  const subscribed = page.waitForEvent('websocket').then((socket) => socket.waitForEvent('framesent', { predicate: (frame) => String(frame.payload).includes(operationId) }));
  await page.goto(path);
  await subscribed;
}
