'use client';

import * as PopoverPrimitive from '@radix-ui/react-popover';
import type { ComponentProps } from 'react';
import { cn } from './class-names';

// Radix popover (focus moves in, Esc and outside clicks close it, focus returns to the
// trigger) with the app's surface look. Width comes from the caller (e.g. w-popover = 360).
export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;
export const PopoverClose = PopoverPrimitive.Close;

export function PopoverContent({ className, sideOffset = 8, align = 'end', collisionPadding = 8, ...rest }: ComponentProps<typeof PopoverPrimitive.Content>) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        sideOffset={sideOffset}
        align={align}
        collisionPadding={collisionPadding}
        className={cn(
          'z-50 max-w-[calc(100vw-16px)] rounded-xl border border-border bg-surface text-foreground shadow-xl outline-none',
          'data-[state=open]:animate-[tm-pop-in_120ms_ease-out]',
          className,
        )}
        {...rest}
      />
    </PopoverPrimitive.Portal>
  );
}
