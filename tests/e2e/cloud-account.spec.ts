import { expect, test, type Page } from '@playwright/test';
import { E2E } from '../../playwright.config';
import { CLOUD_ACCOUNT, cloudLoginThroughForm, stateFile } from './support';

// Issue 11, 'Thông tin tài khoản' of the cloud area: a customer changes their name, avatar and
// password; the new password signs in and the old one no longer does; a wrong current password
// and an empty name are refused with their Vietnamese messages. Uses the second demo customer
// and puts its name and password back at the end (cloud.spec.ts signs in as it).

const CUSTOMER = { account: 'khachhang2', password: CLOUD_ACCOUNT.password, lastName: 'Nguyễn', firstName: 'Thảo' };
const NEW_PASSWORD = 'MatKhauCloud@2026';
// A 1×1 PNG: the provider checks avatars by their first bytes.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test.describe.configure({ timeout: 120_000 });

async function cloudLogin(page: Page, password: string) {
  await page.goto('/user-cloud/thong-tin-tai-khoan');
  await page.getByLabel('Tài khoản cloud').fill(CUSTOMER.account);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'ĐĂNG NHẬP' }).click();
}

async function changePassword(page: Page, current: string, next: string, confirm = next) {
  await page.getByLabel('Mật khẩu hiện tại').fill(current);
  await page.getByLabel('Mật khẩu mới', { exact: true }).fill(next);
  await page.getByLabel('Nhập lại mật khẩu mới').fill(confirm);
  await page.getByRole('button', { name: 'Đổi mật khẩu' }).click();
}

async function saveName(page: Page, lastName: string, firstName: string) {
  await page.getByLabel('Họ', { exact: true }).fill(lastName);
  await page.getByLabel('Tên', { exact: true }).fill(firstName);
  await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
}

test('a customer changes their name, avatar and password; the new password signs in, the old one and a wrong current one do not', async ({ page, browser }) => {
  await cloudLogin(page, CUSTOMER.password);
  await expect(page.getByRole('heading', { name: 'Thông tin tài khoản' })).toBeVisible();
  await expect(page.getByLabel('Tài khoản cloud', { exact: true })).toHaveValue(CUSTOMER.account);
  await expect(page.getByTestId('account-name')).toHaveText(`${CUSTOMER.lastName} ${CUSTOMER.firstName}`);

  // Name: an empty one is refused in Vietnamese; a new one shows at once, header included.
  await saveName(page, 'Trần', '  ');
  await expect(page.getByText('Yêu cầu nhập tên')).toBeVisible();
  await saveName(page, 'Trần', 'Thảo Vy');
  await expect(page.getByText('Đã lưu thông tin cá nhân.')).toBeVisible();
  await expect(page.getByTestId('account-name')).toHaveText('Trần Thảo Vy');
  await page.getByRole('button', { name: 'Tài khoản', exact: true }).click();
  await expect(page.getByRole('dialog').getByText('Trần Thảo Vy')).toBeVisible();
  await page.keyboard.press('Escape');

  // Avatar: a PNG is stored and served; a text file dressed as an image is refused.
  await page.locator('#anh-dai-dien').setInputFiles({ name: 'chu-ky.png', mimeType: 'image/png', buffer: Buffer.from('không phải ảnh') });
  await expect(page.getByText('Ảnh đại diện phải là PNG, JPEG hoặc WebP')).toBeVisible();
  await page.locator('#anh-dai-dien').setInputFiles({ name: 'anh.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Đã cập nhật ảnh đại diện.')).toBeVisible();
  const avatar = page.getByRole('img', { name: 'Trần Thảo Vy' }).first();
  await expect(avatar).toHaveAttribute('src', /^\/api\/avatars\/\d+-[0-9a-f]{24}\.png$/);
  const served = await page.request.get((await avatar.getAttribute('src'))!);
  expect(served.status()).toBe(200);
  expect(Buffer.from(await served.body())).toEqual(PNG);

  // Password: a wrong current password and a mismatched confirmation change nothing.
  await changePassword(page, 'Sai-mat-khau-1', NEW_PASSWORD);
  await expect(page.getByText('Mật khẩu hiện tại không đúng')).toBeVisible();
  await changePassword(page, CUSTOMER.password, NEW_PASSWORD, `${NEW_PASSWORD}x`);
  await expect(page.getByText('Mật khẩu nhập lại không khớp')).toBeVisible();
  const stillOld = await browser.newContext({ baseURL: E2E.baseURL });
  const oldLogin = await stillOld.request.post('/api/cloud/auth/login', { data: { account: CUSTOMER.account, password: CUSTOMER.password }, headers: { origin: E2E.baseURL } });
  expect(oldLogin.status(), 'the refused changes left the old password in place').toBe(200);
  await stillOld.close();

  await changePassword(page, CUSTOMER.password, NEW_PASSWORD);
  await expect(page.getByText('Đã đổi mật khẩu. Các phiên đăng nhập khác của bạn đã kết thúc.')).toBeVisible();
  // This browser stays signed in (its cookie holds the new session).
  await page.reload();
  await expect(page.getByTestId('account-name')).toHaveText('Trần Thảo Vy');

  // Elsewhere: the old password is refused, the new one signs in.
  const other = await browser.newContext({ baseURL: E2E.baseURL });
  const otherPage = await other.newPage();
  await cloudLogin(otherPage, CUSTOMER.password);
  await expect(otherPage.getByText('Tài khoản hoặc mật khẩu không đúng.')).toBeVisible();
  await cloudLogin(otherPage, NEW_PASSWORD);
  await expect(otherPage.getByTestId('account-name')).toHaveText('Trần Thảo Vy');
  await expect(otherPage.getByRole('img', { name: 'Trần Thảo Vy' }).first()).toHaveAttribute('src', /^\/api\/avatars\//);
  await other.close();

  // Put the demo customer back as it was.
  await changePassword(page, NEW_PASSWORD, CUSTOMER.password);
  await expect(page.getByText('Đã đổi mật khẩu. Các phiên đăng nhập khác của bạn đã kết thúc.')).toBeVisible();
  await saveName(page, CUSTOMER.lastName, CUSTOMER.firstName);
  await expect(page.getByTestId('account-name')).toHaveText(`${CUSTOMER.lastName} ${CUSTOMER.firstName}`);
});

test('one browser signed in as staff and as a customer: each area asks with its own session', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: E2E.baseURL, storageState: stateFile('admin') });
  const page = await context.newPage();
  await cloudLoginThroughForm(page);
  // The customer's usage line comes from /api/graphql: it needs the cloud session, although the
  // browser also holds the admin's.
  await expect(page.getByText(/tệp · đã dùng/)).toBeVisible();

  // Positive control on the staff side: the board in the same browser still asks as the admin.
  const staffAnswer = page.waitForResponse((r) => r.url().endsWith('/api/graphql') && r.request().postDataJSON()?.operationName === 'UnreadNotificationCount');
  await page.goto('/');
  const body = (await (await staffAnswer).json()) as { data?: { unread_notification_count: number }; errors?: unknown };
  expect(body.errors).toBeUndefined();
  expect(typeof body.data?.unread_notification_count).toBe('number');
  await context.close();
});
