'use client';

import { useState } from 'react';
import { Logo } from '@/components/ui/logo';
import { cn } from '@/components/ui/class-names';
import type { NavGroup } from '@/lib/navigation/menus';
import { ChevronIcon } from './nav-icons';
import { NavMenu } from './nav-menu';

type SidebarProps = {
  groups: NavGroup[];
  spreadsheetUrl: string;
  collapsed: boolean;
  onToggleCollapsed: () => void;
};

/**
 * The oldLayout's sidebar (large screens only): 280 px, or 88 px collapsed. A collapsed
 * sidebar opens over the page while the pointer or keyboard focus is inside it, and folds
 * back when they leave: it toggles by click or by hover.
 */
export function Sidebar({ groups, spreadsheetUrl, collapsed, onToggleCollapsed }: SidebarProps) {
  const [peeking, setPeeking] = useState(false);
  const mini = collapsed && !peeking;

  return (
    <aside
      aria-label="Thanh bên"
      data-collapsed={collapsed}
      onMouseEnter={() => collapsed && setPeeking(true)}
      onMouseLeave={() => setPeeking(false)}
      onFocus={() => collapsed && setPeeking(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPeeking(false);
      }}
      className={cn(
        'fixed inset-y-0 left-0 z-40 hidden flex-col border-r border-dashed border-border bg-surface transition-[width] duration-200 old-layout:lg:flex',
        mini ? 'w-nav-collapsed' : 'w-nav',
        collapsed && peeking && 'shadow-2xl',
      )}
    >
      <div className={cn('flex h-header-side shrink-0 items-center', mini ? 'justify-center' : 'px-6')}>
        <Logo compact={mini} />
      </div>
      <button
        type="button"
        onClick={() => {
          setPeeking(false);
          onToggleCollapsed();
        }}
        aria-pressed={collapsed}
        aria-label={collapsed ? 'Mở rộng thanh bên' : 'Thu gọn thanh bên'}
        title={collapsed ? 'Mở rộng thanh bên' : 'Thu gọn thanh bên'}
        className="absolute -right-3.5 top-8 z-10 flex size-7 items-center justify-center rounded-full border border-dashed border-border bg-surface text-muted shadow-sm hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
      >
        <ChevronIcon className={cn('size-4 transition-transform', collapsed ? '-rotate-90' : 'rotate-90')} />
      </button>
      <div className={cn('min-h-0 flex-1 overflow-y-auto pb-6', mini ? 'px-2' : 'px-4')}>
        <NavMenu groups={groups} spreadsheetUrl={spreadsheetUrl} mini={mini} label="Menu thanh bên" />
      </div>
    </aside>
  );
}
