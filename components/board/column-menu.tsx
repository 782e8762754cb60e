'use client';

import { useState } from 'react';
import { buttonClassName } from '@/components/ui/button';
import { PlaceholderTrigger, useLazyPart } from '@/components/ui/lazy-trigger';
import type { ColumnLayout } from '@/lib/client/board-order';
import { ColumnMenuFace } from './column-menu-face';

// The popover (Radix) loads when first wanted (components/ui/lazy-trigger.tsx): the board's
// first load carries no popover code (docs/decisions/page-weight.md).
const loadPopover = () => import('./column-menu-popover').then((module) => module.ColumnMenuPopover);

/** 'Cột hiển thị': which columns show and in what order (column-menu-popover.tsx). */
export function ColumnMenu({ layout, onChange }: { layout: ColumnLayout; onChange: (layout: ColumnLayout) => void }) {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const { Part, preload } = useLazyPart(loadPopover);
  if (Part && asked) return <Part layout={layout} onChange={onChange} open={open} onOpenChange={setOpen} />;
  return (
    <PlaceholderTrigger
      className={buttonClassName({ variant: 'secondary', size: 'sm' })}
      preload={preload}
      onOpen={() => {
        setAsked(true);
        setOpen(true);
      }}
    >
      <ColumnMenuFace layout={layout} />
    </PlaceholderTrigger>
  );
}
