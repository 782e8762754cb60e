'use client';

import * as Popover from '@radix-ui/react-popover';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { cn } from '@/components/ui/class-names';
import { EmojiIcon } from './chat-icons';

// The grid of emoji loads the first time the picker opens (docs/decisions/page-weight.md); the
// fixed-size box keeps the popover from jumping while it does.
const EmojiGrid = dynamic(() => import('./emoji-grid').then((module) => module.EmojiGrid), {
  ssr: false,
  loading: () => <div className="h-[180px]" aria-busy="true" />,
});

type EmojiPickerProps = { disabled?: boolean; onPick: (emoji: string) => void; className?: string };

export function EmojiPicker({ disabled, onPick, className }: EmojiPickerProps) {
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        disabled={disabled}
        aria-label="Chọn biểu tượng cảm xúc"
        className={cn(
          'inline-flex size-10 shrink-0 items-center justify-center rounded-full text-muted transition-colors hover:bg-primary-soft hover:text-primary',
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary disabled:pointer-events-none disabled:opacity-50 data-[state=open]:bg-primary-soft data-[state=open]:text-primary',
          className,
        )}
      >
        <EmojiIcon className="size-5" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="top"
          align="start"
          sideOffset={8}
          collisionPadding={8}
          aria-label="Biểu tượng cảm xúc"
          className="z-50 w-[296px] rounded-xl border border-border bg-surface p-2 shadow-xl outline-none"
          onCloseAutoFocus={(event) => event.preventDefault()}
        >
          <EmojiGrid
            onPick={(emoji) => {
              onPick(emoji);
              setOpen(false);
            }}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
