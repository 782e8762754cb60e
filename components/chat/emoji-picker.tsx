'use client';

import * as Popover from '@radix-ui/react-popover';
import { useState } from 'react';
import { cn } from '@/components/ui/class-names';
import { EmojiIcon } from './chat-icons';

/** A small built-in set of everyday emoji (no package, no network). */
export const EMOJI = [
  '😀', '😁', '😂', '🤣', '😊', '😍', '😘', '😎',
  '🤔', '😅', '😢', '😭', '😡', '😴', '🤗', '🙏',
  '👍', '👎', '👌', '👏', '🙌', '💪', '✌️', '🤝',
  '❤️', '💔', '🔥', '⭐', '🎉', '✅', '❌', '⚠️',
  '📷', '🖼️', '🎨', '✂️', '📁', '⏰', '☕', '🌸',
] as const;

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
          <div className="grid grid-cols-8 gap-0.5">
            {EMOJI.map((emoji) => (
              <button
                key={emoji}
                type="button"
                aria-label={emoji}
                onClick={() => {
                  onPick(emoji);
                  setOpen(false);
                }}
                className="flex size-9 items-center justify-center rounded-lg text-xl leading-none hover:bg-primary-soft focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
              >
                {emoji}
              </button>
            ))}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
