import { expect, test } from '@playwright/test';
import { ADMIN_PATHS } from '../../lib/navigation/routes';
import { stateFile } from './support';

for (const role of ['qa', 'editor'] as const) {
  test.describe(`${role} on admin routes`, () => {
    test.use({ storageState: stateFile(role) });

    test('sees the access-denied screen on every admin route, and goes home from it', async ({ page }) => {
      for (const path of [...ADMIN_PATHS, '/he-thong/quan-ly/nhom-hang/ds', '/bao-cao-doanh-thu/1/chi-tiet']) {
        await page.goto(path);
        await expect(page, path).toHaveURL(path);
        await expect(page.getByRole('heading', { name: 'Quyền truy cập bị từ chối' }), path).toBeVisible();
        await expect(page.getByText('Bạn không có quyền truy cập vào chức năng này')).toBeVisible();
      }
      await page.getByRole('link', { name: 'VỀ TRANG CHỦ' }).click();
      await expect(page).toHaveURL('/');
    });

    test('opens the screens every staff member may use', async ({ page }) => {
      for (const path of ['/', '/job-theo-ngay', '/bieu-do', '/tinh-luong-theo-editor', '/thong-tin-tai-khoan', '/chat']) {
        await page.goto(path);
        await expect(page, path).toHaveURL(path);
        await expect(page.getByRole('heading', { name: 'Quyền truy cập bị từ chối' })).toHaveCount(0);
      }
    });
  });
}

test.describe('admin', () => {
  test.use({ storageState: stateFile('admin') });

  test('opens every admin route', async ({ page }) => {
    for (const path of ADMIN_PATHS) {
      await page.goto(path);
      await expect(page, path).toHaveURL(path);
      await expect(page.getByRole('heading', { name: 'Quyền truy cập bị từ chối' })).toHaveCount(0);
      await expect(page.locator('h1').first()).toBeVisible();
    }
  });

  test('old /dashboard bookmarks land on the real screens', async ({ page }) => {
    await page.goto('/dashboard/chat');
    await expect(page).toHaveURL('/chat');
    await page.goto('/dashboard/user/account');
    await expect(page).toHaveURL('/thong-tin-tai-khoan');
    await page.goto('/dashboard/kanban');
    await expect(page).toHaveURL('/');
  });
});

test.describe('unknown paths', () => {
  test('go to /404, signed in or not', async ({ page }) => {
    await page.goto('/khong-co-trang-nay');
    await expect(page).toHaveURL('/404');
    await expect(page).toHaveTitle('Không tìm thấy trang | TM');
    await expect(page.getByRole('link', { name: 'VỀ TRANG CHỦ' })).toBeVisible();
    const response = await page.goto('/404');
    expect(response?.status()).toBe(404);
  });
});

test.describe('the request guard', () => {
  test('sends anonymous visitors of staff routes to the login screen', async ({ request }) => {
    for (const path of ['/', '/tao-task-moi', '/chat/new', '/12/sua-task']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(307);
      expect(response.headers().location, path).toContain(`/auth/dang-nhap?returnTo=${encodeURIComponent(path)}`);
    }
  });

  test('is not skipped by a forged x-middleware-subrequest header', async ({ request }) => {
    const forged = ['proxy:proxy:proxy:proxy:proxy', 'middleware:middleware:middleware:middleware:middleware', 'src/middleware:src/middleware:src/middleware:src/middleware:src/middleware', 'pages/_middleware'];
    for (const value of forged) {
      const response = await request.get('/doanh-thu', { maxRedirects: 0, headers: { 'x-middleware-subrequest': value } });
      expect(response.status(), value).toBe(307);
      expect(response.headers().location).toContain('/auth/dang-nhap');
      const followed = await request.get('/doanh-thu', { headers: { 'x-middleware-subrequest': value } });
      expect(await followed.text()).not.toContain('Doanh thu</h1>');
    }
  });
});
