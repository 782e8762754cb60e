import { expect, type Page } from '@playwright/test';
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

/** Opens the header's account menu (the avatar) and chooses 'Đăng xuất'. */
export async function logoutThroughMenu(page: Page) {
  await page.getByRole('button', { name: 'Tài khoản', exact: true }).click();
  await page.getByRole('button', { name: 'Đăng xuất' }).click();
}
