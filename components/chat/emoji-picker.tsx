'use client';

import { useState } from 'react';
import { PlaceholderTrigger, useLazyPart } from '@/components/ui/lazy-trigger';
import { EmojiIcon } from './chat-icons';
import { emojiTriggerClassName, type EmojiPickerProps } from './emoji-trigger';

// The popover (Radix) loads when first wanted (components/ui/lazy-trigger.tsx): a room's first
// load carries no popover code (docs/decisions/page-weight.md).
const loadPopover = () => import('./emoji-popover').then((module) => module.EmojiPopover);

export function EmojiPicker(props: EmojiPickerProps) {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const { Part, preload } = useLazyPart(loadPopover);
  if (Part && asked) return <Part {...props} open={open} onOpenChange={setOpen} />;
  return (
    <PlaceholderTrigger
      disabled={props.disabled}
      aria-label="Chọn biểu tượng cảm xúc"
      className={emojiTriggerClassName(props.className)}
      preload={preload}
      onOpen={() => {
        setAsked(true);
        setOpen(true);
      }}
    >
      <EmojiIcon className="size-5" />
    </PlaceholderTrigger>
  );
}
