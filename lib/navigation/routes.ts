// The one route table: which screen needs which audience, and its title. The request guard
// (proxy.ts), the layouts and the menus (menus.ts) all read it, so a route's audience is
// written down exactly once.

/** Who may open a route: anyone, a signed-in staff member, an admin, or a cloud user. */
export type Audience = 'public' | 'guest' | 'staff' | 'admin' | 'cloud';

type RouteRule = { pattern: RegExp; audience: Audience; title: string };

const id = String.raw`\d+`;
const segment = String.raw`[^/]+`;
const rule = (path: string, audience: Audience, title: string): RouteRule => ({
  pattern: new RegExp(`^${path}/?$`),
  audience,
  title,
});

/** Catalogue areas under /he-thong/quan-ly, each with a list, a create and an edit screen. */
export const MANAGEMENT_AREAS = [
  { slug: 'tai-khoan-khach', title: 'Tài khoản khách' },
  { slug: 'vi-tri', title: 'Vị trí' },
  { slug: 'danh-muc', title: 'Danh mục' },
  { slug: 'nhom-hang', title: 'Nhóm hàng' },
  { slug: 'don-vi', title: 'Đơn vị' },
] as const;

export const ROUTES: RouteRule[] = [
  // Authentication ('guest': only when signed out; a signed-in staff user goes to /).
  rule('/auth', 'public', 'Xác thực'),
  rule('/auth/dang-nhap', 'guest', 'Đăng nhập'),
  rule('/auth/dang-ky', 'guest', 'Đăng ký'),
  rule('/auth/cloud-user-dang-nhap', 'public', 'Đăng nhập cloud'),
  rule('/auth/cloud-user-dang-ky', 'public', 'Đăng ký cloud'),
  rule('/auth/lua-chon', 'public', 'Lựa chọn'),
  rule('/404', 'public', 'Không tìm thấy trang'),
  rule('/thu-tu-tm', 'public', 'Thư từ studio'),
  // Main staff layout.
  rule('', 'staff', 'Bảng công việc'),
  rule('/tao-task-moi', 'admin', 'Tạo việc mới'),
  rule(`/${id}/sua-task`, 'staff', 'Sửa việc'),
  rule('/chat', 'staff', 'Chat'),
  rule('/chat/new', 'staff', 'Chat mới'),
  rule(`/chat/${segment}`, 'staff', 'Chat'),
  rule('/thong-tin-tai-khoan', 'staff', 'Thông tin tài khoản'),
  rule('/thong-bao', 'staff', 'Thông báo'),
  rule('/job-theo-ngay', 'staff', 'Việc theo ngày'),
  rule('/job-theo-editor', 'staff', 'Việc theo editor'),
  rule('/trang-thai-job', 'staff', 'Trạng thái việc'),
  rule('/doanh-thu', 'admin', 'Doanh thu'),
  rule('/bieu-do', 'staff', 'Biểu đồ'),
  rule('/job-da-lam-theo-thoi-gian', 'staff', 'Việc đã làm theo thời gian'),
  rule('/tinh-luong-theo-editor', 'staff', 'Tính lương theo editor'),
  rule('/luong-tat-ca', 'admin', 'Bảng lương'),
  rule('/nguoi-dung-va-nhan-vien', 'admin', 'Người dùng & nhân viên'),
  rule('/phe-duyet-tai-khoan', 'admin', 'Phê duyệt tài khoản'),
  rule('/nguoi-dung-cloud', 'admin', 'Người dùng cloud'),
  rule(`/nguoi-dung-cloud/${id}`, 'admin', 'Tệp của người dùng cloud'),
  rule('/he-thong', 'admin', 'Hệ thống'),
  rule('/he-thong/quan-ly', 'admin', 'Quản lý hệ thống'),
  rule('/he-thong/nhat-ky', 'admin', 'Nhật ký hệ thống'),
  rule('/thu', 'admin', 'Thư'),
  rule(`/he-thong/quan-ly/(?:${MANAGEMENT_AREAS.map((a) => a.slug).join('|')})/(?:ds|tao-moi|${id}/sua)`, 'admin', 'Quản lý'),
  rule('/danh-muc', 'admin', 'Danh mục'),
  rule('/tuy-chon-giao-dien-danh-muc', 'staff', 'Tùy chọn giao diện'),
  rule('/bao-cao-doanh-thu', 'admin', 'Báo cáo doanh thu'),
  rule(`/bao-cao-doanh-thu/${id}/chi-tiet`, 'admin', 'Chi tiết doanh thu'),
  // Cloud area (its own session).
  rule('/user-cloud', 'cloud', 'Cloud'),
  rule('/user-cloud/upload-new-file', 'cloud', 'Tải lên tệp mới'),
  rule('/user-cloud/thong-tin-tai-khoan', 'cloud', 'Thông tin tài khoản cloud'),
  rule(`/user-cloud/ket-qua/${id}`, 'cloud', 'Kết quả'),
];

export function findRoute(pathname: string): RouteRule | undefined {
  const path = pathname === '/' ? '' : pathname;
  return ROUTES.find((r) => r.pattern.test(path));
}

/** The menu's screens for every staff member, whatever the role; the tests check the menus against it. */
export const STAFF_PATHS = [
  '/',
  '/chat',
  '/thong-bao',
  '/job-theo-ngay',
  '/job-theo-editor',
  '/trang-thai-job',
  '/bieu-do',
  '/job-da-lam-theo-thoi-gian',
  '/tinh-luong-theo-editor',
  '/thong-tin-tai-khoan',
  '/tuy-chon-giao-dien-danh-muc',
] as const;

/** Admin-only paths (docs/decisions/accounts-and-registration.md), for tests and menus. */
export const ADMIN_PATHS = [
  '/tao-task-moi',
  '/doanh-thu',
  '/luong-tat-ca',
  '/nguoi-dung-va-nhan-vien',
  '/phe-duyet-tai-khoan',
  '/nguoi-dung-cloud',
  '/he-thong',
  '/thu',
  '/danh-muc',
  '/bao-cao-doanh-thu',
] as const;

/** Old template bookmarks under /dashboard/… go to the matching real screen (docs/decisions/routes-404-and-denied.md). */
export function legacyDashboardTarget(pathname: string): string | null {
  if (pathname !== '/dashboard' && !pathname.startsWith('/dashboard/')) return null;
  const area = pathname.split('/')[2] ?? '';
  if (area === 'chat') return '/chat';
  if (area === 'kanban' || area === 'task') return '/';
  if (area === 'user') return '/thong-tin-tai-khoan';
  return '/';
}
