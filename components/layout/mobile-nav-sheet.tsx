'use client';

import { Logo } from '@/components/ui/logo';
import { Sheet, SheetCloseButton, SheetContent, SheetTrigger } from '@/components/ui/sheet';
import type { NavGroup } from '@/lib/navigation/menus';
import { headerIconButtonClassName } from './header-icon-button';
import { MenuIcon } from './nav-icons';
import { NavMenu } from './nav-menu';
import { cn } from '@/components/ui/class-names';

type MobileNavSheetProps = { groups: NavGroup[]; spreadsheetUrl: string; className?: string; open: boolean; onOpenChange: (open: boolean) => void };

/** The menu's drawer, its own chunk (loaded by mobile-nav-drawer.tsx when first wanted). */
export function MobileNavSheet({ groups, spreadsheetUrl, className, open, onOpenChange: setOpen }: MobileNavSheetProps) {
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger className={cn(headerIconButtonClassName, className)} aria-label="Mở menu" title="Menu">
        <MenuIcon />
      </SheetTrigger>
      <SheetContent
        side="left"
        title="Menu"
        description="Tất cả các màn hình bạn được phép mở"
        className="w-drawer"
        header={
          <div className="flex h-header shrink-0 items-center justify-between gap-2 px-5">
            <Logo />
            <SheetCloseButton />
          </div>
        }
      >
        <div className="min-h-0 flex-1 overflow-y-auto px-3 pb-6">
          <NavMenu groups={groups} spreadsheetUrl={spreadsheetUrl} onNavigate={() => setOpen(false)} label="Menu" />
        </div>
      </SheetContent>
    </Sheet>
  );
}
