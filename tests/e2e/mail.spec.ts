import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E } from '../../playwright.config';
import { customerContext, deliverToCustomer, type Photo } from './deliveries';
import { CLOUD_ACCOUNT, pageAs } from './support';

// E-mail through the real mail path (docs/decisions/email.md): the e2e provider runs without
// SMTP_URL, so its embedded SMTP server receives every mail and the admin reads it on /thu. The
// customer sets an address on 'Thông tin tài khoản' (390 px), confirms it with the link from the
// mail without signing in; a delivery then mails 'Kết quả đã sẵn sàng' whose link opens the gallery
// once the customer signs in; its unsubscribe link works without signing in.

// Generous: the whole delivery loop runs on a shared 2-core machine.
test.describe.configure({ mode: 'serial', timeout: 600_000 });

const ADDRESS = `khach-${Date.now()}@example.com`;
const BATCH = `Lô báo thư ${Date.now()}`;
const PHOTOS: Photo[] = [{ name: 'thu-1.jpg', width: 600, height: 400, tint: [170, 100, 70] }];

/** Waits for the mail to `ADDRESS` whose subject starts so on /thu, opens it, and gives its plain-text part. */
async function openMail(admin: Page, subject: string): Promise<string> {
  await admin.goto('/thu');
  const list = admin.getByRole('list', { name: 'Danh sách thư' });
  const item = list.getByRole('button').filter({ hasText: subject }).filter({ hasText: ADDRESS });
  await expect(async () => {
    await admin.getByRole('button', { name: 'Tải lại' }).click();
    await expect(item).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await item.click();
  const opened = admin.getByRole('article');
  await expect(opened.getByRole('heading', { level: 2 })).toContainText(subject);
  // The HTML part in a frame that may run nothing and reach nothing of the app.
  const frame = opened.locator('iframe');
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(admin.frameLocator('article iframe').getByRole('heading', { level: 1 })).toContainText(subject);
  return (await opened.getByRole('region', { name: 'Phần văn bản thuần' }).locator('pre').textContent()) ?? '';
}

/** The address after `label: ` in a mail's text part. */
function linkIn(text: string, label: string): string {
  const line = text.split('\n').find((l) => l.startsWith(`${label}: `));
  expect(line, `"${label}" in ${text}`).toBeTruthy();
  const url = new URL(line!.slice(label.length + 2));
  expect(url.origin).toBe(E2E.baseURL);
  return url.pathname + url.search;
}

/** A signed mail link, opened in a browser with no session at all: the page acts on its button. */
async function openSignedLink(browser: Browser, path: string, done: string | RegExp) {
  const context = await browser.newContext({ baseURL: E2E.baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(path);
  await page.getByRole('button', { name: 'Xác nhận' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toContainText(done);
  await context.close();
}

test('the customer gives an address, confirms it from the mail; a delivery mails its gallery link; unsubscribe works without signing in', async ({ browser }, testInfo) => {
  const customer = await customerContext(browser, 390, 844);
  const page = await customer.newPage();
  await page.goto('/user-cloud/thong-tin-tai-khoan');
  await page.getByLabel('Email', { exact: true }).fill(ADDRESS);
  await page.getByRole('button', { name: 'Lưu email' }).click();
  await expect(page.getByTestId('email-status')).toContainText(`Chưa xác nhận: ${ADDRESS}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);

  const admin = await pageAs(browser, 'admin');
  const confirmation = await openMail(admin, 'Xác nhận địa chỉ email');
  await openSignedLink(browser, linkIn(confirmation, 'Xác nhận địa chỉ email'), `Địa chỉ ${ADDRESS} đã được xác nhận`);
  await page.reload();
  await expect(page.getByTestId('email-status')).toContainText(`Đã xác nhận: ${ADDRESS}`);
  await customer.close();

  const { deliveryId } = await deliverToCustomer(browser, testInfo.outputPath('anh'), BATCH, PHOTOS);
  const ready = await openMail(admin, `Kết quả đã sẵn sàng: ${BATCH}`);
  expect(ready).not.toContain(CLOUD_ACCOUNT.password);
  const gallery = linkIn(ready, 'Xem kết quả');
  expect(gallery).toBe(`/user-cloud/ket-qua/${deliveryId}`);

  // The link opens the cloud login in place; signing in shows that delivery's gallery.
  const fresh = await browser.newContext({ baseURL: E2E.baseURL, viewport: { width: 390, height: 844 } });
  const visitor = await fresh.newPage();
  await visitor.goto(gallery);
  await visitor.getByLabel('Tài khoản cloud').fill(CLOUD_ACCOUNT.account);
  await visitor.getByLabel('Mật khẩu', { exact: true }).fill(CLOUD_ACCOUNT.password);
  await visitor.getByRole('button', { name: 'ĐĂNG NHẬP' }).click();
  await expect(visitor).toHaveURL(gallery, { timeout: 60_000 });
  await expect(visitor.getByRole('heading', { level: 1 })).toContainText(`Kết quả: ${BATCH}`, { timeout: 60_000 });
  await fresh.close();

  await openSignedLink(browser, linkIn(ready, 'Không nhận thư báo kết quả nữa'), `Đã hủy nhận thư «Kết quả đã sẵn sàng» cho ${ADDRESS.toLowerCase()}`);
  await admin.context().close();
});

