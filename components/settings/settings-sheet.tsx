'use client';

import dynamic from 'next/dynamic';
import { headerIconButtonClassName } from '@/components/layout/header-icon-button';
import { GearIcon } from '@/components/layout/nav-icons';
import { Sheet, SheetContent, SheetTrigger } from '@/components/ui/sheet';

// The panel's code loads when the drawer first opens (Radix mounts the content only then), not
// with the drawer (docs/decisions/page-weight.md).
const SettingsPanel = dynamic(() => import('./settings-panel').then((module) => module.SettingsPanel), {
  ssr: false,
  loading: () => <div className="h-96" aria-busy="true" />,
});

/** The display settings' drawer, its own chunk (loaded by settings-drawer.tsx when first wanted). */
export function SettingsSheet({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetTrigger className={headerIconButtonClassName} aria-label="Tùy chọn giao diện" title="Tùy chọn giao diện">
        <GearIcon />
      </SheetTrigger>
      <SheetContent side="right" title="Tùy chọn giao diện" description="Chế độ sáng tối, bố cục, màu chủ đạo và độ rộng nội dung" className="w-80">
        <div className="min-h-0 flex-1 overflow-y-auto p-5">
          <SettingsPanel idPrefix="ngan-keo" />
        </div>
      </SheetContent>
    </Sheet>
  );
}
