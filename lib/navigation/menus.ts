import { findRoute } from './routes';
import { isAdmin } from '@/domain/roles';

// The menus of the staff layout (sidebar, mobile drawer, the admin's 'Các chức năng'). Paths,
// titles and audiences come from routes.ts, the one route table, so a menu can neither
// invent a title nor show an admin screen to someone the guard would refuse.

export type NavIcon =
  | 'home'
  | 'create'
  | 'chat'
  | 'bell'
  | 'mail'
  | 'calendar'
  | 'editor'
  | 'status'
  | 'chart'
  | 'history'
  | 'revenue'
  | 'report'
  | 'sheet'
  | 'salary'
  | 'payroll'
  | 'users'
  | 'approve'
  | 'cloud'
  | 'system'
  | 'catalog'
  | 'account'
  | 'settings';

export type NavItem =
  | { kind: 'route'; href: string; title: string; icon: NavIcon; adminOnly: boolean }
  /** The studio's spreadsheet: its address is configuration (SPREADSHEET_URL), opened in a new tab. */
  | { kind: 'spreadsheet'; title: string; icon: NavIcon; adminOnly: true };

export type NavGroup = { id: string; title: string; items: NavItem[] };

function route(path: string, icon: NavIcon): NavItem {
  const rule = findRoute(path);
  if (!rule || (rule.audience !== 'staff' && rule.audience !== 'admin')) throw new Error(`No staff route ${path} in lib/navigation/routes.ts`);
  return { kind: 'route', href: path, title: rule.title, icon, adminOnly: rule.audience === 'admin' };
}

const spreadsheet: NavItem = { kind: 'spreadsheet', title: 'Bảng tính', icon: 'sheet', adminOnly: true };

/** Every screen of the staff layout, grouped; each role sees the items it may open. */
export const NAV_GROUPS: NavGroup[] = [
  {
    id: 'tong-quan',
    title: 'Tổng quan',
    items: [route('/', 'home'), route('/tao-task-moi', 'create'), route('/chat', 'chat'), route('/thong-bao', 'bell')],
  },
  {
    id: 'cong-viec',
    title: 'Công việc',
    items: [
      route('/job-theo-ngay', 'calendar'),
      route('/job-theo-editor', 'editor'),
      route('/trang-thai-job', 'status'),
      route('/bieu-do', 'chart'),
      route('/job-da-lam-theo-thoi-gian', 'history'),
    ],
  },
  {
    id: 'bao-cao',
    title: 'Báo cáo',
    items: [route('/doanh-thu', 'revenue'), route('/bao-cao-doanh-thu', 'report'), spreadsheet],
  },
  {
    id: 'tinh-luong',
    title: 'Tính lương',
    items: [route('/tinh-luong-theo-editor', 'salary'), route('/luong-tat-ca', 'payroll')],
  },
  {
    id: 'quan-ly',
    title: 'Quản lý',
    items: [
      route('/nguoi-dung-va-nhan-vien', 'users'),
      route('/phe-duyet-tai-khoan', 'approve'),
      route('/nguoi-dung-cloud', 'cloud'),
      route('/he-thong', 'system'),
      route('/thu', 'mail'),
      route('/danh-muc', 'catalog'),
    ],
  },
  {
    id: 'ca-nhan',
    title: 'Cá nhân',
    items: [route('/thong-tin-tai-khoan', 'account'), route('/tuy-chon-giao-dien-danh-muc', 'settings')],
  },
];

function forRole(groups: NavGroup[], roleId: number | null | undefined): NavGroup[] {
  const admin = isAdmin(roleId);
  return groups
    .map((group) => ({ ...group, items: group.items.filter((item) => admin || !item.adminOnly) }))
    .filter((group) => group.items.length > 0);
}

/** The sidebar and drawer menu of a role: non-admins never see an admin screen. */
export function navForRole(roleId: number | null | undefined): NavGroup[] {
  return forRole(NAV_GROUPS, roleId);
}

/**
 * The top menu's 'Các chức năng': admins only (non-admins see only 'Trang chủ' there), and then
 * the very groups of the drawer, so the two never list different screens
 * (docs/decisions/navigation-menus.md).
 */
export function megaMenuForRole(roleId: number | null | undefined): NavGroup[] {
  return isAdmin(roleId) ? navForRole(roleId) : [];
}

/** Whether a menu item is the current screen (or, for sections like /chat, inside it). */
export function isActivePath(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}
