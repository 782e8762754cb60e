'use client';

import Link from 'next/link';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/components/ui/class-names';
import type { NavGroup } from '@/lib/navigation/menus';
import { ChevronIcon, ExternalIcon, NavIcon } from './nav-icons';
import { topNavLinkClassName } from './top-nav-link';

// The 'Các chức năng' popover, its own chunk (loaded by admin-mega-menu.tsx when first wanted).

const itemClassName =
  'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm text-foreground hover:bg-primary-soft hover:text-primary focus-visible:bg-primary-soft focus-visible:text-primary focus-visible:outline-none';

export function AdminMegaMenuPopover({ groups, spreadsheetUrl, open, onOpenChange: setOpen }: { groups: NavGroup[]; spreadsheetUrl: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const close = () => setOpen(false);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger className={cn(topNavLinkClassName(open), 'gap-1')}>
        Các chức năng
        <ChevronIcon className={cn('transition-transform', open && 'rotate-180')} />
      </PopoverTrigger>
      <PopoverContent align="start" className="max-h-[calc(100dvh-6rem)] w-[min(720px,calc(100vw-16px))] overflow-y-auto p-4" aria-label="Các chức năng">
        <div className="grid gap-4 sm:grid-cols-3">
          {groups.map((group) => (
            <section key={group.id} aria-labelledby={`chuc-nang-${group.id}`}>
              <h3 id={`chuc-nang-${group.id}`} className="px-3 pb-2 text-[11px] font-bold uppercase tracking-wider text-muted">
                {group.title}
              </h3>
              <ul className="flex flex-col gap-0.5">
                {group.items.map((item) => (
                  <li key={item.kind === 'route' ? item.href : item.kind}>
                    {item.kind === 'spreadsheet' ? (
                      <a href={spreadsheetUrl} target="_blank" rel="noopener noreferrer" className={itemClassName} onClick={close} title="Mở trong tab mới">
                        <NavIcon name={item.icon} />
                        <span className="flex-1">{item.title}</span>
                        <ExternalIcon className="text-muted" />
                      </a>
                    ) : (
                      <Link href={item.href} className={itemClassName} onClick={close}>
                        <NavIcon name={item.icon} />
                        <span className="flex-1">{item.title}</span>
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </PopoverContent>
    </Popover>
  );
}
