'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { RealtimeNotifications } from '@/components/notifications/realtime-notifications';
import { cn } from '@/components/ui/class-names';
import { ViewerIdProvider } from '@/components/ui/presence';
import { navForRole } from '@/lib/navigation/menus';
import { PresenceHeartbeat } from './presence-heartbeat';
import type { ShellViewer } from './shell-viewer';
import { Sidebar } from './sidebar';
import { StaffHeader } from './staff-header';

type StaffShellProps = { viewer: ShellViewer; spreadsheetUrl: string; footer: ReactNode; children: ReactNode };

/** The large breakpoint (Tailwind's lg): below it the sidebar is never shown and un-collapses. */
const LARGE_SCREEN = '(min-width: 1024px)';

/**
 * The staff layout in both display layouts. Which one shows is decided by CSS from
 * <html data-layout> (set before the first paint), so the server renders one tree for both
 * and nothing jumps on reload; only the sidebar's collapsed state lives here.
 */
export function StaffShell({ viewer, spreadsheetUrl, footer, children }: StaffShellProps) {
  const navGroups = navForRole(viewer.roleId);
  const [collapsed, setCollapsed] = useState(false);

  useEffect(() => {
    const large = window.matchMedia(LARGE_SCREEN);
    const reset = () => {
      if (!large.matches) setCollapsed(false);
    };
    large.addEventListener('change', reset);
    return () => large.removeEventListener('change', reset);
  }, []);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#noi-dung"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-surface focus:px-4 focus:py-2 focus:shadow"
      >
        Bỏ qua đến nội dung
      </a>
      <Sidebar groups={navGroups} spreadsheetUrl={spreadsheetUrl} collapsed={collapsed} onToggleCollapsed={() => setCollapsed((c) => !c)} />
      <div className={cn('flex min-h-dvh flex-1 flex-col transition-[padding] duration-200', collapsed ? 'old-layout:lg:pl-nav-collapsed' : 'old-layout:lg:pl-nav')}>
        <StaffHeader viewer={viewer} navGroups={navGroups} spreadsheetUrl={spreadsheetUrl} />
        <main id="noi-dung" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 outline-none stretch:max-w-none sm:px-6 lg:py-8 old-layout:lg:px-8">
          <ViewerIdProvider id={viewer.id}>{children}</ViewerIdProvider>
        </main>
        {footer}
      </div>
      <RealtimeNotifications userId={viewer.id} />
      <PresenceHeartbeat userId={viewer.id} />
    </div>
  );
}
