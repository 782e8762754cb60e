'use client';

import { useState } from 'react';
import { cn } from '@/components/ui/class-names';
import { PlaceholderTrigger, useLazyPart } from '@/components/ui/lazy-trigger';
import type { NavGroup } from '@/lib/navigation/menus';
import { ChevronIcon } from './nav-icons';
import { topNavLinkClassName } from './top-nav-link';

type AdminMegaMenuProps = { groups: NavGroup[]; spreadsheetUrl: string };

// The popover (Radix, the links) loads when first wanted (components/ui/lazy-trigger.tsx).
const loadPopover = () => import('./admin-mega-menu-popover').then((module) => module.AdminMegaMenuPopover);

/** 'Các chức năng': the drawer's groups (lib/navigation/menus.ts megaMenuForRole). Tab and Esc work as usual. */
export function AdminMegaMenu({ groups, spreadsheetUrl }: AdminMegaMenuProps) {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const { Part, preload } = useLazyPart(loadPopover);
  if (Part && asked) return <Part groups={groups} spreadsheetUrl={spreadsheetUrl} open={open} onOpenChange={setOpen} />;
  return (
    <PlaceholderTrigger
      className={cn(topNavLinkClassName(false), 'gap-1')}
      preload={preload}
      onOpen={() => {
        setAsked(true);
        setOpen(true);
      }}
    >
      Các chức năng
      <ChevronIcon className="transition-transform" />
    </PlaceholderTrigger>
  );
}
