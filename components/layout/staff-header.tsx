'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { ChatDrawerButton } from '@/components/chat/chat-drawer-button';
import { NotificationBell } from '@/components/notifications/notification-bell';
import { SettingsDrawer } from '@/components/settings/settings-drawer';
import { buttonClassName } from '@/components/ui/button';
import { cn } from '@/components/ui/class-names';
import { Logo } from '@/components/ui/logo';
import { isAdmin } from '@/domain/roles';
import { megaMenuForRole, type NavGroup } from '@/lib/navigation/menus';
import { AccountMenu } from './account-menu';
import { AdminMegaMenu } from './admin-mega-menu';
import { MobileNavDrawer } from './mobile-nav-drawer';
import { NavIcon } from './nav-icons';
import type { ShellViewer } from './shell-viewer';
import { topNavLinkClassName } from './top-nav-link';

type StaffHeaderProps = { viewer: ShellViewer; navGroups: NavGroup[]; spreadsheetUrl: string };

/** Past this scroll the desktop header shrinks to its offset height (60 px). */
const SHRINK_AFTER_PX = 60;

/**
 * The top bar: menu button, logo, top navigation ('Trang chủ'; for admins also 'Các chức năng'
 * and 'Tạo việc mới'), then chat, notifications, display settings and the account menu.
 * Heights (64 px on phones, 88/92 on desktops, 60 once scrolled) are set in app/globals.css (.tm-header).
 */
export function StaffHeader({ viewer, navGroups, spreadsheetUrl }: StaffHeaderProps) {
  const pathname = usePathname();
  const scrolled = useScrolledPast(SHRINK_AFTER_PX);
  const admin = isAdmin(viewer.roleId);

  return (
    <header data-scrolled={scrolled} className="tm-header sticky top-0 z-30 border-b border-border/70 bg-surface/90 backdrop-blur-md transition-[height] duration-200">
      <div className="mx-auto flex h-full w-full max-w-7xl items-center gap-1 px-3 stretch:max-w-none sm:gap-2 sm:px-6 old-layout:lg:max-w-none old-layout:lg:px-8">
        <MobileNavDrawer groups={navGroups} spreadsheetUrl={spreadsheetUrl} className="old-layout:lg:hidden" />
        <Logo className="mr-1 shrink-0 whitespace-nowrap old-layout:lg:hidden sm:mr-3" />
        <nav aria-label="Điều hướng chính" className="hidden shrink-0 items-center gap-1 md:flex">
          <Link href="/" aria-current={pathname === '/' ? 'page' : undefined} className={topNavLinkClassName(pathname === '/')}>
            Trang chủ
          </Link>
          {admin && <AdminMegaMenu groups={megaMenuForRole(viewer.roleId)} spreadsheetUrl={spreadsheetUrl} />}
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-0.5 sm:gap-1.5">
          {admin && (
            // Below 1024 px the icon alone (the label stays for screen readers and as the tooltip):
            // with the label the header no longer fits one line between 360 and 1023 px
            // (docs/decisions/header-layout.md).
            <Link href="/tao-task-moi" title="Tạo việc mới" data-testid="header-create" className={cn(buttonClassName({ size: 'sm' }), 'mr-1 shrink-0 whitespace-nowrap max-lg:px-2')}>
              <NavIcon name="create" className="size-4" />
              <span className="max-lg:sr-only">Tạo việc mới</span>
            </Link>
          )}
          <ChatDrawerButton viewerId={viewer.id} />
          <NotificationBell userId={viewer.id} />
          <SettingsDrawer />
          <AccountMenu viewer={viewer} />
        </div>
      </div>
    </header>
  );
}

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
