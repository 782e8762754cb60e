'use client';

import * as Popover from '@radix-ui/react-popover';
import dynamic from 'next/dynamic';
import { EmojiIcon } from './chat-icons';
import { emojiTriggerClassName, type EmojiPickerProps } from './emoji-trigger';

// The picker's popover, its own chunk (loaded by emoji-picker.tsx when first wanted). The grid
// of emoji loads the first time the picker opens (docs/decisions/page-weight.md); the
// fixed-size box keeps the popover from jumping while it does.
const EmojiGrid = dynamic(() => import('./emoji-grid').then((module) => module.EmojiGrid), {
  ssr: false,
  loading: () => <div className="h-[180px]" aria-busy="true" />,
});

export function EmojiPopover({ disabled, onPick, className, open, onOpenChange: setOpen }: EmojiPickerProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        disabled={disabled}
        aria-label="Chọn biểu tượng cảm xúc"
        className={emojiTriggerClassName(className)}
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
