/** @jest-environment node */
import { isActivePath, megaMenuForRole, NAV_GROUPS, navForRole, type NavItem } from '@/lib/navigation/menus';
import { ADMIN_PATHS, findRoute, STAFF_PATHS } from '@/lib/navigation/routes';
import { ROLE } from '@/domain/roles';

const hrefs = (items: NavItem[]) => items.flatMap((item) => (item.kind === 'route' ? [item.href] : [item.kind]));

describe('navigation', () => {
  it('takes every title and audience from the route table', () => {
    for (const group of NAV_GROUPS) {
      for (const item of group.items) {
        if (item.kind !== 'route') continue;
        const rule = findRoute(item.href)!;
        expect(item.title).toBe(rule.title);
        expect(item.adminOnly).toBe(rule.audience === 'admin');
      }
    }
  });

  it('gives an admin every screen, the spreadsheet, and the mega-menu', () => {
    const menu = hrefs(navForRole(ROLE.admin).flatMap((g) => g.items));
    expect(menu).toEqual(expect.arrayContaining([...STAFF_PATHS, ...ADMIN_PATHS, 'spreadsheet']));
    expect(new Set(menu).size).toBe(menu.length);
    expect([...ADMIN_PATHS].every((path) => menu.includes(path))).toBe(true);
    expect(megaMenuForRole(ROLE.admin)).toEqual(navForRole(ROLE.admin));
  });

  it("lists in 'Các chức năng' the same screens as the drawer, spreadsheet included", () => {
    const mega = hrefs(megaMenuForRole(ROLE.admin).flatMap((g) => g.items));
    expect(mega).toEqual(hrefs(navForRole(ROLE.admin).flatMap((g) => g.items)));
    expect(mega).toEqual(expect.arrayContaining(['/doanh-thu', 'spreadsheet', '/luong-tat-ca', '/nguoi-dung-va-nhan-vien', '/nguoi-dung-cloud', '/tinh-luong-theo-editor']));
  });

  it.each([
    ['QA', ROLE.qa],
    ['editor', ROLE.editor],
    ['an account without a role', null],
  ])('gives %s every staff screen and no admin one', (_name, roleId) => {
    const groups = navForRole(roleId);
    const menu = hrefs(groups.flatMap((g) => g.items));
    expect(menu.sort()).toEqual([...STAFF_PATHS].sort());
    for (const path of [...ADMIN_PATHS, 'spreadsheet']) expect(menu).not.toContain(path);
    expect(groups.every((g) => g.items.length > 0)).toBe(true);
    expect(groups.map((g) => g.title)).not.toContain('Quản lý');
    expect(megaMenuForRole(roleId)).toEqual([]);
  });

  it('marks the current screen, and sections by prefix', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/chat', '/')).toBe(false);
    expect(isActivePath('/chat/12', '/chat')).toBe(true);
    expect(isActivePath('/chatter', '/chat')).toBe(false);
    expect(isActivePath('/he-thong/quan-ly/vi-tri/ds', '/he-thong')).toBe(true);
  });
});
