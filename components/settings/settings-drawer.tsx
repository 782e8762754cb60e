'use client';

import { useState } from 'react';
import { headerIconButtonClassName } from '@/components/layout/header-icon-button';
import { GearIcon } from '@/components/layout/nav-icons';
import { PlaceholderTrigger, useLazyPart } from '@/components/ui/lazy-trigger';

// The drawer (Radix dialog) and its panel load when first wanted (components/ui/lazy-trigger.tsx),
// not with every staff page's header (docs/decisions/page-weight.md).
const loadSheet = () => import('./settings-sheet').then((module) => module.SettingsSheet);

/** The header's gear button: the display settings in a drawer from the right. */
export function SettingsDrawer() {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const { Part, preload } = useLazyPart(loadSheet);
  if (Part && asked) return <Part open={open} onOpenChange={setOpen} />;
  return (
    <PlaceholderTrigger
      className={headerIconButtonClassName}
      aria-label="Tùy chọn giao diện"
      title="Tùy chọn giao diện"
      preload={preload}
      onOpen={() => {
        setAsked(true);
        setOpen(true);
      }}
    >
      <GearIcon />
    </PlaceholderTrigger>
  );
}
