'use client';

import { useState } from 'react';
import { PlaceholderTrigger, useLazyPart } from '@/components/ui/lazy-trigger';
import type { NavGroup } from '@/lib/navigation/menus';
import { headerIconButtonClassName } from './header-icon-button';
import { MenuIcon } from './nav-icons';
import { cn } from '@/components/ui/class-names';

type MobileNavDrawerProps = { groups: NavGroup[]; spreadsheetUrl: string; className?: string };

// The drawer (Radix dialog, the menu) loads when first wanted (components/ui/lazy-trigger.tsx).
const loadSheet = () => import('./mobile-nav-sheet').then((module) => module.MobileNavSheet);

/**
 * The menu button and its 260 px drawer: every screen of the role, on phones and — with the
 * top navigation (newLayout), which shows only a few links — on every screen size.
 */
export function MobileNavDrawer({ groups, spreadsheetUrl, className }: MobileNavDrawerProps) {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const { Part, preload } = useLazyPart(loadSheet);
  if (Part && asked) return <Part groups={groups} spreadsheetUrl={spreadsheetUrl} className={className} open={open} onOpenChange={setOpen} />;
  return (
    <PlaceholderTrigger
      className={cn(headerIconButtonClassName, className)}
      aria-label="Mở menu"
      title="Menu"
      preload={preload}
      onOpen={() => {
        setAsked(true);
        setOpen(true);
      }}
    >
      <MenuIcon />
    </PlaceholderTrigger>
  );
}
