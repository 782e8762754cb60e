import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E } from '../../playwright.config';
import { stateFile } from './support';

// Forms keep what people type (docs/decisions/forms.md) and administration asks and answers in
// the app's own dialogs and toasts (docs/decisions/ui-conventions.md).

test.use({ storageState: stateFile('admin') });

const LEAVE_DIALOG = 'Rời trang khi chưa lưu?';

/** An operation through the app's /api/graphql, with the page's session cookie. */
async function gql(page: Page, operationName: string, variables: Record<string, unknown>) {
  const response = await page.request.post('/api/graphql', { data: { operationName, variables }, headers: { origin: E2E.baseURL } });
  return (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
}

/** Types like a person (a click, then keys), so the page has the user activation a reload prompt needs. */
async function typeInto(field: Locator, text: string) {
  await field.click();
  await field.page().keyboard.type(text);
}

/** The browser's Back, the reload and the in-app link each ask; staying keeps the text. */
async function expectEveryWayOutAsks(page: Page, field: Locator, typed: string, link: Locator, url: RegExp | string) {
  const leave = page.getByRole('alertdialog', { name: LEAVE_DIALOG });

  // An in-app link: the app's dialog; 'Ở lại' keeps the page and the text.
  await link.click();
  await expect(leave).toBeVisible();
  await expect(leave.getByRole('button', { name: 'Rời trang, bỏ thay đổi' })).toBeVisible();
  await leave.getByRole('button', { name: 'Ở lại' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(url);
  await expect(field).toHaveValue(typed);

  // Esc answers 'stay' too.
  await link.click();
  await expect(leave).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(leave).toBeHidden();
  await expect(field).toHaveValue(typed);

  // Back: the same dialog; staying keeps the text.
  await page.goBack();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Ở lại' }).click();
  await expect(page).toHaveURL(url);
  await expect(field).toHaveValue(typed);

  // Reload: the browser's own prompt (the only one a page may show there); dismissing it stays.
  const prompt = page.waitForEvent('dialog');
  await page.evaluate(() => void setTimeout(() => window.location.reload(), 0));
  const dialog = await prompt;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  await expect(field).toHaveValue(typed);
}

test('the create form asks before its typing is lost, and leaves when told to', async ({ page }) => {
  await page.goto('/');
  await page.goto('/tao-task-moi');
  const name = page.getByLabel('Tên việc');
  await typeInto(name, 'Ảnh cưới chưa lưu');
  await expectEveryWayOutAsks(page, name, 'Ảnh cưới chưa lưu', page.getByRole('link', { name: 'Hủy' }), /\/tao-task-moi$/);

  await page.getByRole('link', { name: 'Hủy' }).click();
  await page.getByRole('alertdialog', { name: LEAVE_DIALOG }).getByRole('button', { name: 'Rời trang, bỏ thay đổi' }).click();
  await expect(page).toHaveURL(`${E2E.baseURL}/`);
});

test('the edit form asks before its typing is lost; leaving discards it', async ({ page }) => {
  await page.goto('/');
  const groups = await gql(page, 'ProductGroups', {});
  const productGroupId = (groups.data!.product_groups as { id: number }[])[0]!.id;
  const created = await gql(page, 'CreateTask', { input: { taskName: `Sửa dở ${Date.now()}`, totalFile: 5, productGroupId } });
  expect(created.errors).toBeUndefined();
  const taskId = (created.data!.create_task as { id: number }).id;

  await page.goto(`/${taskId}/sua-task`);
  const description = page.getByLabel('Mô tả');
  await expect(description).toBeEditable();
  await typeInto(description, 'Ghi chú chưa lưu');
  await expectEveryWayOutAsks(page, description, 'Ghi chú chưa lưu', page.getByRole('link', { name: '← Bảng công việc' }), new RegExp(`/${taskId}/sua-task$`));

  await page.getByRole('link', { name: '← Bảng công việc' }).click();
  await page.getByRole('alertdialog', { name: LEAVE_DIALOG }).getByRole('button', { name: 'Rời trang, bỏ thay đổi' }).click();
  await expect(page).toHaveURL(`${E2E.baseURL}/`);
  // Nothing was saved; an untouched form leaves without a question.
  await page.goto(`/${taskId}/sua-task`);
  await expect(page.getByLabel('Mô tả')).toHaveValue('');
  await page.getByRole('link', { name: '← Bảng công việc' }).click();
  await expect(page).toHaveURL(`${E2E.baseURL}/`);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

for (const viewport of [
  { width: 390, height: 640 },
  { width: 1280, height: 600 },
]) {
  test(`after a failed submit the first invalid field is below the header and focused (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/tao-task-moi');
    // Fill everything but the name, ending at the bottom of the form.
    await page.getByLabel('Tổng số file').fill('12');
    await page.getByLabel('Nhóm hàng').selectOption({ index: 1 });
    await page.getByLabel('Mô tả').fill('Ảnh sản phẩm, nền trắng');
    await page.getByRole('button', { name: 'Tạo việc' }).scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Tạo việc' }).click();

    const name = page.getByLabel('Tên việc');
    await expect(page.getByText('Yêu cầu nhập tên việc')).toBeVisible();
    await expect(name).toBeFocused();
    await expect(name).toBeInViewport();
    // The field's label too sits below the sticky header, not under it.
    const label = page.locator('label[for="taskName"]');
    await expect
      .poll(async () => {
        const header = await page.getByRole('banner').boundingBox();
        const box = await label.boundingBox();
        return header !== null && box !== null && box.y >= header.y + header.height && box.y + box.height <= viewport.height;
      })
      .toBe(true);
  });
}

test('staff administration: edit in a dialog (Esc closes), deactivate and reset a password through the app dialog, a toast each time', async ({ page }) => {
  const stamp = Date.now();
  const email = `nv.hopthoai.${stamp}@tm.local`;
  const name = `Đỗ Hộp Thoại${stamp % 1000}`;
  await page.goto('/nguoi-dung-va-nhan-vien');
  await page.getByRole('button', { name: '+ Tạo tài khoản' }).click();
  const createDialog = page.getByRole('dialog', { name: 'Tạo tài khoản nhân viên' });
  await expect(createDialog.getByLabel('Email')).toBeFocused();
  await createDialog.getByLabel('Email').fill(email);
  await createDialog.getByLabel('Họ', { exact: true }).fill('Đỗ');
  await createDialog.getByLabel('Tên', { exact: true }).fill(`Hộp Thoại${stamp % 1000}`);
  await createDialog.getByRole('button', { name: 'Tạo tài khoản' }).click();
  await expect(createDialog).toBeHidden();
  await expect(page.locator('[data-sonner-toast]').getByText(`Đã tạo tài khoản ${email}.`)).toBeVisible();

  await page.getByRole('searchbox', { name: 'Tìm theo tên hoặc email' }).fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);

  // 'Sửa' opens a dialog with the focus inside; Esc closes it and gives the focus back.
  const edit = row.getByRole('button', { name: `Sửa ${name}` });
  await edit.click();
  const editDialog = page.getByRole('dialog', { name: `Sửa nhân viên ${name}` });
  await expect(editDialog).toBeVisible();
  await expect(editDialog.getByLabel('Họ', { exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(editDialog).toBeHidden();
  await expect(edit).toBeFocused();

  // Saving an edit: a toast.
  await edit.click();
  await editDialog.getByLabel('Cấp độ').fill('3');
  await editDialog.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(editDialog).toBeHidden();
  await expect(page.locator('[data-sonner-toast]').getByText(`Đã lưu thay đổi của ${name}.`)).toBeVisible();
  await expect(row.getByRole('cell').nth(2)).toHaveText('3');

  // Deactivating asks in the app's dialog (no browser box); 'Hủy' changes nothing.
  let browserBox = false;
  page.on('dialog', () => (browserBox = true));
  const deactivate = row.getByRole('button', { name: `Ngừng hoạt động ${name}` });
  const ask = page.getByRole('alertdialog', { name: `Ngừng hoạt động tài khoản ${name}?` });
  await deactivate.click();
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Hủy' }).click();
  await expect(ask).toBeHidden();
  await expect(row.getByText('Hoạt động', { exact: true })).toBeVisible();

  await deactivate.click();
  await ask.getByRole('button', { name: 'Ngừng hoạt động' }).click();
  await expect(page.locator('[data-sonner-toast]').getByText(`Đã ngừng hoạt động tài khoản ${name}.`)).toBeVisible();
  await expect(row.getByText('Ngừng hoạt động', { exact: true })).toBeVisible();

  // Activating again needs no question, and says so too.
  await row.getByRole('button', { name: `Kích hoạt lại ${name}` }).click();
  await expect(page.locator('[data-sonner-toast]').getByText(`Đã kích hoạt lại tài khoản ${name}.`)).toBeVisible();
  await expect(row.getByText('Hoạt động', { exact: true })).toBeVisible();

  // Resetting a password asks in the app's dialog too, the focus on 'Hủy'; 'Hủy' resets nothing.
  const temporary = page.getByTestId('temporary-password');
  await page.getByRole('status').filter({ has: temporary }).getByRole('button', { name: 'Đóng' }).click();
  await expect(temporary).toHaveCount(0);
  const reset = row.getByRole('button', { name: `Đặt lại mật khẩu ${name}` });
  const resetAsk = page.getByRole('alertdialog', { name: `Đặt lại mật khẩu cho ${name}?` });
  await reset.click();
  await expect(resetAsk.getByRole('button', { name: 'Hủy' })).toBeFocused();
  await resetAsk.getByRole('button', { name: 'Hủy' }).click();
  await expect(resetAsk).toBeHidden();
  await expect(temporary).toHaveCount(0);
  // Confirmed: a toast naming the person, and the new temporary password shown once.
  await reset.click();
  await resetAsk.getByRole('button', { name: 'Đặt lại mật khẩu' }).click();
  await expect(page.locator('[data-sonner-toast]').getByText(`Đã đặt lại mật khẩu cho ${name}.`)).toBeVisible();
  await expect(temporary).toHaveText(/^\S{12}$/);
  expect(browserBox).toBe(false);
});

test('cloud users: the customer link is changed in a dialog and saved by its button', async ({ page }) => {
  await page.goto('/nguoi-dung-cloud');
  await page.getByLabel('Tìm theo tài khoản hoặc tên').fill('khachhang');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'khachhang', exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('combobox')).toHaveCount(0);
  const linked = row.getByRole('cell').nth(2).locator('span');
  const before = await linked.innerText();

  await row.getByRole('button', { name: 'Đổi khách hàng của khachhang' }).click();
  const dialog = page.getByRole('dialog', { name: 'Khách hàng của khachhang' });
  const picker = dialog.getByLabel('Khách hàng', { exact: true });
  await expect(picker).toBeFocused();
  // Choosing alone saves nothing: Esc leaves the row as it was.
  const options = await picker.locator('option').allTextContents();
  const other = options.find((option) => option !== '— Không gắn —' && !before.startsWith(option))!;
  await picker.selectOption({ label: other });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(linked).toHaveText(before);

  await row.getByRole('button', { name: 'Đổi khách hàng của khachhang' }).click();
  await dialog.getByLabel('Khách hàng', { exact: true }).selectOption({ label: other });
  await dialog.getByRole('button', { name: 'Lưu khách hàng' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('[data-sonner-toast]').getByText(`Đã gắn khachhang với khách hàng ${other}.`)).toBeVisible();
  await expect(linked).toHaveText(other);

  // Back as it was, for the specs after this one.
  await row.getByRole('button', { name: 'Đổi khách hàng của khachhang' }).click();
  await dialog.getByLabel('Khách hàng', { exact: true }).selectOption({ label: before });
  await dialog.getByRole('button', { name: 'Lưu khách hàng' }).click();
  await expect(linked).toHaveText(before);
});

test('rejecting a registration: an empty reason is refused in words, a reason rejects with a toast', async ({ page, playwright }) => {
  const stamp = Date.now();
  const email = `nv.tuchoi.${stamp}@tm.local`;
  const name = `Vũ Từ Chối${stamp % 1000}`;
  const anonymous = await playwright.request.newContext({ baseURL: E2E.baseURL, storageState: { cookies: [], origins: [] } });
  const registered = await anonymous.post('/api/auth/register', {
    data: { lastName: 'Vũ', firstName: `Từ Chối${stamp % 1000}`, email, password: 'MatKhau@2026', confirmPassword: 'MatKhau@2026' },
    headers: { origin: E2E.baseURL },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  await anonymous.dispose();

  await page.goto('/phe-duyet-tai-khoan');
  const item = page.getByRole('listitem', { name });
  await item.getByRole('button', { name: 'Từ chối' }).click();
  const reason = item.getByLabel('Lý do từ chối');
  await item.getByRole('button', { name: 'Xác nhận từ chối' }).click();
  await expect(item.getByText('Yêu cầu nhập lý do từ chối')).toBeVisible();
  await expect(reason).toBeFocused();
  await expect(item).toBeVisible();
  await reason.fill('Email không thuộc studio');
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-sonner-toast]').getByText(`Đã từ chối ${name}.`)).toBeVisible();
  await expect(item).toBeHidden();
});
