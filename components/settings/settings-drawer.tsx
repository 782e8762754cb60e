'use client';

import { headerIconButtonClassName } from '@/components/layout/header-icon-button';
import { GearIcon } from '@/components/layout/nav-icons';
import { Sheet, SheetContent, SheetTrigger } from '@/components/ui/sheet';
import { SettingsPanel } from './settings-panel';

/** The header's gear button: the display settings in a drawer from the right. */
export function SettingsDrawer() {
  return (
    <Sheet>
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
