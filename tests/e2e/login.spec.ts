import { expect, test } from '@playwright/test';
import { ACCOUNTS, CLOUD_ACCOUNT, fillFields, fillStaffLogin, loginThroughForm } from './support';

test.describe('staff login screen', () => {
  test('shows the labels, defaults and links of the login form', async ({ page }) => {
    await page.goto('/auth/dang-nhap');
    await expect(page).toHaveTitle('Đăng nhập | TM');
    await expect(page.getByRole('heading', { name: 'ĐĂNG NHẬP HỆ THỐNG' })).toBeVisible();
    await expect(page.getByLabel('Email/ Tài khoản người dùng')).toBeVisible();
    await expect(page.getByLabel('Mật khẩu', { exact: true })).toHaveAttribute('type', 'password');
    await expect(page.getByLabel('Ghi nhớ tài khoản')).toBeChecked();
    await expect(page.getByText('Quên mật khẩu?')).toBeVisible();
    await expect(page.getByText('Bạn chưa có tài khoản?')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Đăng ký tài khoản mới' })).toHaveAttribute('href', '/auth/dang-ky');

    await page.getByLabel('Mật khẩu', { exact: true }).fill('bí mật');
    await page.getByRole('button', { name: 'Hiện mật khẩu' }).click();
    await expect(page.getByLabel('Mật khẩu', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Ẩn mật khẩu' }).click();
    await expect(page.getByLabel('Mật khẩu', { exact: true })).toHaveAttribute('type', 'password');
  });

  test('shows every validation message and sends nothing while the form is invalid', async ({ page }) => {
    let posted = 0;
    page.on('request', (request) => request.url().includes('/api/auth/login') && posted++);
    await page.goto('/auth/dang-nhap');
    await page.getByRole('button', { name: 'ĐĂNG NHẬP' }).click();
    await expect(page.getByText('Yêu cầu nhập email')).toBeVisible();
    await expect(page.getByText('Yêu cầu nhập mật khẩu')).toBeVisible();

    await page.getByLabel('Email/ Tài khoản người dùng').fill('khong-phai-email');
    await page.getByRole('button', { name: 'ĐĂNG NHẬP' }).click();
    await expect(page.getByText('Nhập email hợp lệ')).toBeVisible();
    await expect(page.getByText('Yêu cầu nhập mật khẩu')).toBeVisible();
    expect(posted).toBe(0);
  });

  test("a wrong password shows only the server's message and keeps what was typed", async ({ page }) => {
    await page.goto('/auth/dang-nhap');
    await fillStaffLogin(page, ACCOUNTS.qa.email, 'sai-mat-khau');
    await page.getByRole('button', { name: 'ĐĂNG NHẬP' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Email hoặc mật khẩu không đúng.' });
    await expect(alert).toBeVisible();
    const password = page.getByLabel('Mật khẩu', { exact: true });
    // Still typed, focused and selected (typing again replaces it), and not called empty.
    await expect(password).toHaveValue('sai-mat-khau');
    await expect(password).toBeFocused();
    await expect(page.getByLabel('Email/ Tài khoản người dùng')).toHaveValue(ACCOUNTS.qa.email);
    await expect(page.getByText('Yêu cầu nhập mật khẩu')).toHaveCount(0);
    await expect(password).toHaveAttribute('aria-invalid', 'false');
    await expect(page).toHaveURL(/\/auth\/dang-nhap/);
    // Typing the right one replaces the selection and signs in.
    await page.keyboard.type(ACCOUNTS.qa.password);
    await page.getByRole('button', { name: 'ĐĂNG NHẬP' }).click();
    await expect(page).toHaveURL('/', { timeout: 30_000 });
  });

  test("'Quên mật khẩu?' says how to get a new password", async ({ page }) => {
    await page.goto('/auth/dang-nhap');
    const toggle = page.getByRole('button', { name: 'Quên mật khẩu?' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('status').filter({ hasText: 'Hãy nhờ quản trị viên của studio đặt lại mật khẩu cho bạn.' })).toBeVisible();
  });

  for (const role of ['admin', 'qa', 'editor'] as const) {
    test(`${role} logs in and sees their name`, async ({ page }) => {
      await loginThroughForm(page, role);
      await expect(page).toHaveURL('/');
      await expect(page.getByText(ACCOUNTS[role].name).first()).toBeVisible();
    });
  }

  test('returns to the first path asked for after login', async ({ page }) => {
    await page.goto('/job-theo-ngay?tu=01-11-2026');
    await expect(page).toHaveURL(/\/auth\/dang-nhap\?returnTo=/);
    await fillStaffLogin(page, ACCOUNTS.editor.email, ACCOUNTS.editor.password);
    await page.getByRole('button', { name: 'ĐĂNG NHẬP' }).click();
    await expect(page).toHaveURL('/job-theo-ngay?tu=01-11-2026');
    await expect(page).toHaveTitle('Việc theo ngày | TM');
  });

  test('sends a signed-in user from the login screen to the board', async ({ page }) => {
    await loginThroughForm(page, 'qa');
    await page.goto('/auth/dang-nhap');
    await expect(page).toHaveURL('/');
  });

  test("'Ghi nhớ tài khoản' gives a persistent cookie, unticked a browser-session one; both httpOnly", async ({ page, context }) => {
    await loginThroughForm(page, 'editor');
    let cookie = (await context.cookies()).find((c) => c.name === 'tm_staff');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 24 * 3600);

    await context.clearCookies();
    await page.goto('/auth/dang-nhap');
    await fillStaffLogin(page, ACCOUNTS.editor.email, ACCOUNTS.editor.password);
    await page.getByLabel('Ghi nhớ tài khoản').uncheck();
    await page.getByRole('button', { name: 'ĐĂNG NHẬP' }).click();
    await expect(page).toHaveURL('/');
    cookie = (await context.cookies()).find((c) => c.name === 'tm_staff');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.expires).toBe(-1);
  });
});

test.describe('registration', () => {
  test('a new staff account waits for approval and cannot log in yet', async ({ page }) => {
    const email = `nv${Date.now()}@tm.local`;
    await page.goto('/auth/dang-ky');
    await expect(page).toHaveTitle('Đăng ký | TM');
    await page.getByRole('button', { name: 'ĐĂNG KÝ' }).click();
    await expect(page.getByText('Yêu cầu nhập họ')).toBeVisible();
    await fillFields(page, { Họ: 'Võ', Tên: 'Lan', Email: email, 'Mật khẩu': 'MatKhau@2026', 'Nhập lại mật khẩu': 'MatKhau@2027' });
    await page.getByRole('button', { name: 'ĐĂNG KÝ' }).click();
    await expect(page.getByText('Mật khẩu nhập lại không khớp')).toBeVisible();
    await page.getByLabel('Nhập lại mật khẩu', { exact: true }).fill('MatKhau@2026');
    await page.getByRole('button', { name: 'ĐĂNG KÝ' }).click();
    await expect(page.getByText('đang chờ quản trị viên phê duyệt')).toBeVisible();

    await page.goto('/auth/dang-nhap');
    await fillStaffLogin(page, email, 'MatKhau@2026');
    await page.getByRole('button', { name: 'ĐĂNG NHẬP' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'đang chờ quản trị viên phê duyệt' })).toBeVisible();
    // A pending account, like a wrong password: the message alone, the password still typed.
    await expect(page.getByLabel('Mật khẩu', { exact: true })).toHaveValue('MatKhau@2026');
    await expect(page.getByText('Yêu cầu nhập mật khẩu')).toHaveCount(0);
  });

  test('a new cloud account waits for the studio’s approval before it can log in', async ({ page }) => {
    const account = `khach${Date.now()}`;
    await page.goto('/auth/cloud-user-dang-ky');
    await fillFields(page, { Họ: 'Đặng', Tên: 'Hùng', 'Tài khoản cloud': account, Email: `${account}@example.com`, 'Mật khẩu': 'Cloud@2026', 'Nhập lại mật khẩu': 'Cloud@2026' });
    await page.getByRole('button', { name: 'ĐĂNG KÝ' }).click();
    await expect(page.getByText('Đăng ký thành công')).toBeVisible();

    await page.goto('/auth/cloud-user-dang-nhap');
    await fillFields(page, { 'Tài khoản cloud': account, 'Mật khẩu': 'Cloud@2026' });
    await page.getByRole('button', { name: 'ĐĂNG NHẬP' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'đang chờ studio phê duyệt' })).toBeVisible();
    await expect(page).toHaveURL('/auth/cloud-user-dang-nhap');
  });
});

test.describe('cloud area', () => {
  test('without a cloud session every cloud route shows the cloud login, with its validation', async ({ page }) => {
    for (const path of ['/user-cloud', '/user-cloud/upload-new-file', '/user-cloud/thong-tin-tai-khoan']) {
      await page.goto(path);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { name: 'ĐĂNG NHẬP VÀO CLOUD' })).toBeVisible();
    }
    await expect(page.getByLabel('Ghi nhớ', { exact: true })).toBeChecked();
    await page.getByRole('button', { name: 'ĐĂNG NHẬP' }).click();
    await expect(page.getByText('Yêu cầu nhập account')).toBeVisible();
    await expect(page.getByText('Yêu cầu nhập mật khẩu')).toBeVisible();
  });

  test('a staff session does not open the cloud area', async ({ page }) => {
    await loginThroughForm(page, 'admin');
    await page.goto('/user-cloud');
    await expect(page.getByRole('heading', { name: 'ĐĂNG NHẬP VÀO CLOUD' })).toBeVisible();
  });

  test('the cloud user logs in, returns to the asked page, and logs out', async ({ page }) => {
    await page.goto('/user-cloud/thong-tin-tai-khoan');
    await page.getByLabel('Tài khoản cloud').fill(CLOUD_ACCOUNT.account);
    await page.getByLabel('Mật khẩu', { exact: true }).fill('sai');
    await page.getByRole('button', { name: 'ĐĂNG NHẬP' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Tài khoản hoặc mật khẩu không đúng.' })).toBeVisible();
    await page.getByLabel('Mật khẩu', { exact: true }).fill(CLOUD_ACCOUNT.password);
    await page.getByRole('button', { name: 'ĐĂNG NHẬP' }).click();
    await expect(page).toHaveURL('/user-cloud/thong-tin-tai-khoan');
    await expect(page.getByText(CLOUD_ACCOUNT.account).first()).toBeVisible();

    await page.goto('/');
    await expect(page).toHaveURL(/\/auth\/dang-nhap/); // the cloud session is not a staff session
  });
});
