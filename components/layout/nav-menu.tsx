'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useId, useState } from 'react';
import { cn } from '@/components/ui/class-names';
import { isActivePath, type NavGroup, type NavItem } from '@/lib/navigation/menus';
import { ChevronIcon, ExternalIcon, NavIcon } from './nav-icons';

type NavMenuProps = {
  groups: NavGroup[];
  spreadsheetUrl: string;
  /** Icons only (the collapsed sidebar, 88 px): titles become tooltips and accessible names. */
  mini?: boolean;
  /** Called after a link is followed (the drawer closes itself). */
  onNavigate?: () => void;
  label?: string;
};

/** The vertical menu of the sidebar and the drawer: groups that open and close, one link per screen. */
export function NavMenu({ groups, spreadsheetUrl, mini = false, onNavigate, label = 'Menu chính' }: NavMenuProps) {
  const pathname = usePathname();
  const baseId = useId();
  const [closedGroups, setClosedGroups] = useState<ReadonlySet<string>>(() => new Set());

  const toggle = (id: string) =>
    setClosedGroups((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <nav aria-label={label} className="flex flex-col gap-1">
      {groups.map((group) => {
        const open = mini || !closedGroups.has(group.id);
        const listId = `${baseId}-${group.id}`;
        return (
          <div key={group.id} className={cn(mini ? 'border-t border-border pt-2 first:border-t-0 first:pt-0' : 'pb-1')}>
            {!mini && (
              <button
                type="button"
                aria-expanded={open}
                aria-controls={listId}
                onClick={() => toggle(group.id)}
                className="group flex w-full items-center justify-between rounded-md px-3 pb-1.5 pt-3 text-left text-[11px] font-bold uppercase tracking-wider text-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
              >
                {group.title}
                <ChevronIcon className={cn('size-3.5 transition-transform', !open && '-rotate-90')} />
              </button>
            )}
            <ul id={listId} hidden={!open} className="flex flex-col gap-0.5">
              {group.items.map((item) => (
                <li key={item.kind === 'route' ? item.href : item.kind}>
                  <NavMenuLink item={item} spreadsheetUrl={spreadsheetUrl} mini={mini} active={item.kind === 'route' && isActivePath(pathname, item.href)} onNavigate={onNavigate} />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}

type NavMenuLinkProps = { item: NavItem; spreadsheetUrl: string; mini: boolean; active: boolean; onNavigate?: () => void };

function NavMenuLink({ item, spreadsheetUrl, mini, active, onNavigate }: NavMenuLinkProps) {
  const className = cn(
    'flex items-center rounded-lg text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary',
    mini ? 'mx-auto size-12 flex-col justify-center gap-0.5 px-1' : 'min-h-11 gap-3 px-3 py-2',
    active ? 'bg-primary-soft font-semibold text-primary' : 'text-foreground/80 hover:bg-primary-soft/60 hover:text-foreground',
  );
  const content = (
    <>
      <NavIcon name={item.icon} className={mini ? 'size-5.5' : undefined} />
      {mini ? <span className="sr-only">{item.title}</span> : <span className="min-w-0 flex-1 truncate">{item.title}</span>}
      {!mini && item.kind === 'spreadsheet' && <ExternalIcon className="text-muted" />}
    </>
  );
  if (item.kind === 'spreadsheet') {
    return (
      <a href={spreadsheetUrl} target="_blank" rel="noopener noreferrer" title={mini ? `${item.title} (mở tab mới)` : 'Mở trong tab mới'} className={className} onClick={onNavigate}>
        {content}
      </a>
    );
  }
  return (
    <Link href={item.href} aria-current={active ? 'page' : undefined} title={mini ? item.title : undefined} className={className} onClick={onNavigate}>
      {content}
    </Link>
  );
}
