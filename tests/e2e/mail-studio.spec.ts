import { expect, test } from '@playwright/test';
import { stateFile } from './support';

// The studio's name and address in mail (docs/decisions/email.md), on /thu ('Thư'): an admin edits
// them at 390 px with the keyboard, the form refuses an empty name with its message, and a reload
// shows what was saved. A QA account is refused the page (the app's denied screen); the admin gets
// it (positive control). The values are put back at the end, for the specs that read mail.

test.describe('QA on /thu', () => {
  test.use({ storageState: stateFile('qa') });

  test('sees the access-denied screen and no studio form', async ({ page }) => {
    await page.goto('/thu');
    await expect(page).toHaveURL('/thu');
    await expect(page.getByRole('heading', { name: 'Quyền truy cập bị từ chối' })).toBeVisible();
    await expect(page.getByText('Bạn không có quyền truy cập vào chức năng này')).toBeVisible();
    await expect(page.getByLabel('Tên studio')).toHaveCount(0);
  });
});

test.describe('admin on /thu', () => {
  test.use({ storageState: stateFile('admin'), viewport: { width: 390, height: 844 } });

  test("edits 'Thông tin studio trong thư' with the keyboard; a reload shows the saved values", async ({ page }) => {
    await page.goto('/thu');
    await expect(page.getByRole('heading', { name: 'Quyền truy cập bị từ chối' })).toHaveCount(0);
    const card = page.getByRole('region', { name: 'Thông tin studio trong thư' });
    await expect(card).toBeVisible();
    const name = card.getByLabel('Tên studio');
    const address = card.getByLabel('Địa chỉ studio');
    await expect(name).not.toHaveValue('');
    const before = { name: await name.inputValue(), address: await address.inputValue() };

    // An empty name: the form's message, on the field, and nothing saved.
    await name.fill('   ');
    await name.press('Enter');
    await expect(card.getByText('Yêu cầu nhập tên studio')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();

    const stamp = Date.now();
    const saved = { name: `Studio Ánh Dương ${stamp}`, address: '12 Lê Lợi, phường Thuận Hóa, Huế' };
    await name.fill(saved.name);
    await name.press('Tab');
    await expect(address).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(saved.address);
    await page.keyboard.press('Tab');
    const button = card.getByRole('button', { name: 'Lưu' });
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-sonner-toast]').getByText('Đã lưu thông tin studio')).toBeVisible();
    await expect(card.getByText('Yêu cầu nhập tên studio')).toHaveCount(0);
    // Fits 390 px: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);

    await page.reload();
    await expect(page.getByRole('region', { name: 'Thông tin studio trong thư' }).getByLabel('Tên studio')).toHaveValue(saved.name);
    await expect(page.getByRole('region', { name: 'Thông tin studio trong thư' }).getByLabel('Địa chỉ studio')).toHaveValue(saved.address);

    // Back as it was (the provider refuses an empty name, so `before.name` is never empty).
    await name.fill(before.name);
    await address.fill(before.address);
    await card.getByRole('button', { name: 'Lưu' }).click();
    await expect(page.locator('[data-sonner-toast]').getByText('Đã lưu thông tin studio').first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Thông tin studio trong thư' }).getByLabel('Tên studio')).toHaveValue(before.name);
  });
});
