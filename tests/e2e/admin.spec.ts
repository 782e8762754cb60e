import { expect, test, type Page, type WebSocket } from '@playwright/test';
import { ReceiveMessageDocument } from '../../graphql/generated/operations.generated';
import { fillStaffLogin, stateFile } from './support';

// Issue 10, "Done when": registration → live notice → approval → the editor's board →
// deactivation ends the open page's session and closes its socket → the login says disabled.
// And the catalogue: a price change shows in the audit log with the old and new price.

/** The page's realtime socket once it has sent the task_updated subscription (listening from the start). */
function subscribedSocket(page: Page): Promise<WebSocket> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framesent', (frame) => {
        // The page names its subscription by id (docs/decisions/realtime-door.md).
        if (String(frame.payload).includes(ReceiveMessageDocument.id)) resolve(socket);
      });
    });
  });
}

async function login(page: Page, email: string, password: string) {
  await page.goto('/auth/dang-nhap');
  await fillStaffLogin(page, email, password);
  await page.getByRole('button', { name: 'ĐĂNG NHẬP' }).click();
}

test('register, approve as editor, work, then be deactivated', async ({ browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const email = `nv.duyet.${stamp}@tm.local`;
  const name = `Hồ Thị Duyệt${stamp % 1000}`;
  const adminContext = await browser.newContext({ storageState: stateFile('admin') });
  const personContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const person = await personContext.newPage();

  // The admin is on the approval screen with the realtime subscription live.
  const adminSocket = subscribedSocket(admin);
  await admin.goto('/phe-duyet-tai-khoan');
  await adminSocket;

  await person.goto('/auth/dang-ky');
  await person.getByLabel('Họ', { exact: true }).fill('Hồ Thị');
  await person.getByLabel('Tên', { exact: true }).fill(`Duyệt${stamp % 1000}`);
  await person.getByLabel('Email', { exact: true }).fill(email);
  await person.getByLabel('Mật khẩu', { exact: true }).fill('MatKhau@2026');
  await person.getByLabel('Nhập lại mật khẩu', { exact: true }).fill('MatKhau@2026');
  await person.getByRole('button', { name: 'ĐĂNG KÝ' }).click();
  await expect(person.getByText('đang chờ quản trị viên phê duyệt')).toBeVisible();

  await expect(admin.locator('[data-sonner-toast]').getByText(`Tài khoản mới chờ phê duyệt: ${name} (${email})`)).toBeVisible({ timeout: 5000 });
  // The open list shows them with the notice, without a reload or a poll.
  const item = admin.getByRole('listitem', { name });
  await expect(item).toBeVisible({ timeout: 5000 });
  await item.getByRole('combobox', { name: `Vai trò cho ${name}` }).selectOption({ label: 'Editor' });
  await item.getByRole('button', { name: 'Phê duyệt' }).click();
  await expect(admin.getByText(`Đã phê duyệt ${name}.`)).toBeVisible();
  await expect(item).toBeHidden();

  // They log in and see the editor's board, with their realtime socket open.
  const personSocket = subscribedSocket(person);
  await login(person, email, 'MatKhau@2026');
  await expect(person).toHaveURL('/');
  await expect(person.getByRole('region', { name: 'Chờ giao', exact: true })).toBeVisible();
  const socket = await personSocket;
  let socketClosed = false;
  socket.on('close', () => (socketClosed = true));

  // The admin deactivates them.
  await admin.goto('/nguoi-dung-va-nhan-vien');
  await admin.getByRole('searchbox', { name: 'Tìm theo tên hoặc email' }).fill(email);
  const row = admin.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Ngừng hoạt động ${name}` }).click();
  await admin.getByRole('alertdialog', { name: `Ngừng hoạt động tài khoản ${name}?` }).getByRole('button', { name: 'Ngừng hoạt động' }).click();
  await expect(row.getByText('Ngừng hoạt động', { exact: true })).toBeVisible();

  // Their socket is closed within 5 s, and their next action goes to the login.
  await expect.poll(() => socketClosed, { timeout: 5000 }).toBe(true);
  await person.reload();
  await expect(person).toHaveURL(/\/auth\/dang-nhap/);
  await login(person, email, 'MatKhau@2026');
  await expect(person.getByRole('alert').filter({ hasText: 'đã bị khóa' })).toBeVisible();

  await adminContext.close();
  await personContext.close();
});

test.describe('the catalogue', () => {
  test.use({ storageState: stateFile('admin') });

  test('a product group is created, its price raised, and the audit log shows old and new price', async ({ page }) => {
    const groupName = `Retouch ${Date.now()}`;
    await page.goto('/he-thong/quan-ly/nhom-hang/tao-moi');
    await page.getByRole('button', { name: 'Tạo mới' }).click();
    await expect(page.getByText('Yêu cầu nhập tên')).toBeVisible();
    await page.getByLabel('Tên', { exact: true }).fill(groupName);
    await page.getByLabel('Đơn giá (VNĐ)').fill('20000');
    await page.getByLabel('Tiền công editor (VNĐ)').fill('7000.555');
    await page.getByLabel('Tiền công QA (VNĐ)').fill('1500');
    await page.getByRole('button', { name: 'Tạo mới' }).click();
    await expect(page.getByText('Nhập số tiền ≥ 0, tối đa 2 chữ số thập phân')).toBeVisible();
    await page.getByLabel('Tiền công editor (VNĐ)').fill('7000.50');
    await page.getByRole('button', { name: 'Tạo mới' }).click();
    await expect(page).toHaveURL('/he-thong/quan-ly/nhom-hang/ds');

    await page.getByRole('searchbox', { name: 'Tìm theo tên' }).fill(groupName.toLowerCase());
    const row = page.getByRole('row').filter({ hasText: groupName });
    await expect(row).toContainText('20.000 VNĐ');
    await expect(row).toContainText('7.000,50 VNĐ');
    await row.getByRole('link', { name: `Sửa ${groupName}` }).click();
    await expect(page.getByLabel('Đơn giá (VNĐ)')).toHaveValue('20000.00');
    await page.getByLabel('Đơn giá (VNĐ)').fill('24000');
    // The turnaround of jobs made from a customer's batch (docs/decisions/due-times.md): 24 hours until changed.
    const turnaround = page.getByLabel('Thời gian hoàn thành mặc định (giờ)');
    await expect(turnaround).toHaveValue('24');
    await turnaround.fill('0');
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await expect(page.getByText('Thời gian hoàn thành mặc định là số giờ nguyên từ 1 đến 8.760')).toBeVisible();
    await turnaround.fill('48');
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await expect(page).toHaveURL('/he-thong/quan-ly/nhom-hang/ds');

    await page.goto('/he-thong/nhat-ky');
    await page.getByRole('combobox', { name: 'Lọc theo loại bản ghi' }).selectOption({ label: 'Nhóm hàng' });
    const entry = page.getByRole('row').filter({ hasText: `Nhóm hàng «${groupName}»: đơn giá` });
    await expect(entry).toContainText('20.000 VNĐ → 24.000 VNĐ');
    await expect(entry).toContainText('thời gian hoàn thành mặc định 24 giờ → 48 giờ');
    await expect(entry).toContainText('Nguyễn Quản Trị');
  });
});
