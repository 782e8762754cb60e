import { expect, test } from '@playwright/test';
import pg from 'pg';
import { ACCOUNTS, callOperation, fillStaffLogin } from '../e2e/support';
import { npmRun, stack } from './support';

// A production start on an empty PostgreSQL database (docs/decisions/first-admin.md): the
// provider seeds no demo account there, and the first admin comes from `npm run create-admin`
// with a one-time password that opens nothing but the screen that replaces it.

test.describe.configure({ mode: 'serial' });

const EMAIL = 'chu.studio@example.vn';
const OWN_PASSWORD = 'MatKhauCuaChu@2026';

test('a DATABASE_URL start creates no account: the demo admin cannot sign in', async ({ page }) => {
  const client = new pg.Client({ connectionString: stack().databaseUrl });
  await client.connect();
  try {
    expect((await client.query('SELECT count(*)::int AS n FROM users')).rows[0].n).toBe(0);
    expect((await client.query('SELECT count(*)::int AS n FROM cloud_users')).rows[0].n).toBe(0);
    // The roles are there (every database needs them): the migrations did run.
    expect((await client.query('SELECT count(*)::int AS n FROM roles')).rows[0].n).toBeGreaterThan(0);
  } finally {
    await client.end();
  }
  await page.goto('/auth/dang-nhap');
  await fillStaffLogin(page, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
  await page.getByRole('button', { name: 'ĐĂNG NHẬP' }).click();
  await expect(page.getByText('Email hoặc mật khẩu không đúng.')).toBeVisible();
});

test('npm run create-admin: a one-time password that must be replaced at the first sign-in before anything else', async ({ page }, testInfo) => {
  const created = npmRun('create-admin', ['--email', EMAIL]);
  expect(created.status, created.stderr).toBe(0);
  const password = /Mật khẩu dùng một lần: (\S+)/.exec(created.stdout)?.[1];
  expect(password).toMatch(/^[A-Za-z0-9]{12}$/);
  // The same address twice: refused, with the reason.
  const twice = npmRun('create-admin', ['--email', EMAIL]);
  expect(twice.status).toBe(1);
  expect(twice.stderr).toContain('Email này đã được đăng ký.');

  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  await page.goto('/auth/dang-nhap');
  await fillStaffLogin(page, EMAIL, password!);
  await page.getByRole('button', { name: 'ĐĂNG NHẬP' }).click();
  await expect(page).toHaveURL('/thong-tin-tai-khoan', { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Đặt mật khẩu của bạn' })).toBeVisible();
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({ path: testInfo.outputPath(`first-password-${width}.png`), fullPage: true });
  }
  // Every other screen sends them back here; the provider answers nothing else.
  for (const elsewhere of ['/', '/chat', '/nguoi-dung-va-nhan-vien']) {
    await page.goto(elsewhere);
    await expect(page).toHaveURL('/thong-tin-tai-khoan');
  }
  const refused = await callOperation(page, 'Tasks', {});
  expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  expect(refused.errors?.[0]?.message).toBe('Bạn cần đổi mật khẩu tạm thời trước khi tiếp tục.');
  expect(sockets).toEqual([]);

  await page.getByLabel('Mật khẩu hiện tại').fill(password!);
  await page.getByLabel('Mật khẩu mới', { exact: true }).fill(OWN_PASSWORD);
  await page.getByLabel('Nhập lại mật khẩu mới').fill(OWN_PASSWORD);
  await page.getByRole('button', { name: 'Đổi mật khẩu' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('task-board')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tài khoản', exact: true })).toBeVisible();
  // Positive control: the same operation, answered now; the board's live connection opened.
  const answered = await callOperation(page, 'Tasks', {});
  expect(answered.errors).toBeUndefined();
  await expect.poll(() => sockets.length).toBeGreaterThan(0);
});
