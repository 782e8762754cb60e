/** @jest-environment node */
import { ADMIN_PATHS, findRoute, legacyDashboardTarget, MANAGEMENT_AREAS } from '@/lib/navigation/routes';
import { ROLE } from '@/domain/roles';

describe('route table', () => {
  it('knows every screen with its audience', () => {
    const expected: [string, string][] = [
      ['/', 'staff'],
      ['/auth', 'public'],
      ['/auth/dang-nhap', 'guest'],
      ['/auth/dang-ky', 'guest'],
      ['/auth/cloud-user-dang-nhap', 'public'],
      ['/auth/cloud-user-dang-ky', 'public'],
      ['/auth/lua-chon', 'public'],
      ['/tao-task-moi', 'admin'],
      ['/42/sua-task', 'staff'],
      ['/chat', 'staff'],
      ['/chat/new', 'staff'],
      ['/chat/17', 'staff'],
      ['/thong-tin-tai-khoan', 'staff'],
      ['/job-theo-ngay', 'staff'],
      ['/job-theo-editor', 'staff'],
      ['/trang-thai-job', 'staff'],
      ['/doanh-thu', 'admin'],
      ['/bieu-do', 'staff'],
      ['/job-da-lam-theo-thoi-gian', 'staff'],
      ['/tinh-luong-theo-editor', 'staff'],
      ['/luong-tat-ca', 'admin'],
      ['/nguoi-dung-va-nhan-vien', 'admin'],
      ['/phe-duyet-tai-khoan', 'admin'],
      ['/nguoi-dung-cloud', 'admin'],
      ['/he-thong', 'admin'],
      ['/danh-muc', 'admin'],
      ['/tuy-chon-giao-dien-danh-muc', 'staff'],
      ['/bao-cao-doanh-thu', 'admin'],
      ['/bao-cao-doanh-thu/3/chi-tiet', 'admin'],
      ['/user-cloud', 'cloud'],
      ['/user-cloud/upload-new-file', 'cloud'],
      ['/user-cloud/thong-tin-tai-khoan', 'cloud'],
    ];
    for (const [path, audience] of expected) expect([path, findRoute(path)?.audience]).toEqual([path, audience]);
  });

  it('has list, create and edit screens for every management area', () => {
    for (const area of MANAGEMENT_AREAS) {
      for (const leaf of ['ds', 'tao-moi', '7/sua']) {
        expect(findRoute(`/he-thong/quan-ly/${area.slug}/${leaf}`)?.audience).toBe('admin');
      }
    }
    expect(findRoute('/he-thong/quan-ly/khong-co/ds')).toBeUndefined();
  });

  it('does not match unknown paths, so the guard can send them to /404', () => {
    for (const path of ['/khong-co-trang-nay', '/abc/sua-task', '/chat/1/2', '/user-cloud/x', '/auth/khac']) {
      expect(findRoute(path)).toBeUndefined();
    }
  });

  it('marks every admin path as admin-only', () => {
    for (const path of ADMIN_PATHS) expect(findRoute(path)?.audience).toBe('admin');
    expect(ROLE).toEqual({ admin: 1, qa: 2, editor: 3 });
  });

  it('sends old /dashboard bookmarks to the matching real screen', () => {
    const targets = { '/dashboard/chat/5': '/chat', '/dashboard/kanban': '/', '/dashboard/task/list': '/', '/dashboard/user/profile': '/thong-tin-tai-khoan', '/dashboard/blog': '/' };
    for (const [old, target] of Object.entries(targets)) expect(legacyDashboardTarget(old)).toBe(target);
    // Not a /dashboard path: nothing to send on.
    for (const path of ['/dashboardx', '/chat']) expect(legacyDashboardTarget(path)).toBeNull();
  });
});
