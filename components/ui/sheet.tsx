'use client';

import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from './class-names';

// A drawer: Radix dialog sliding in from one side (focus trapped inside, Esc closes, focus
// returns to the button that opened it). Used by the mobile menu and the display settings.
export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

type SheetContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  side?: 'left' | 'right';
  title: string;
  /** Read to screen readers when the drawer opens (defaults to the title). */
  description?: string;
  /** Replaces the visible header (the title stays for screen readers). */
  header?: ReactNode;
};

export function SheetContent({ side = 'left', title, description, header, className, children, ...rest }: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/40 backdrop-blur-[2px] data-[state=open]:animate-[tm-fade-in_150ms_ease-out]" />
      <DialogPrimitive.Content
        className={cn(
          'fixed inset-y-0 z-50 flex max-w-[calc(100vw-32px)] flex-col bg-surface text-foreground shadow-2xl outline-none',
          side === 'left'
            ? 'left-0 border-r border-border data-[state=open]:animate-[tm-slide-in-left_200ms_ease-out]'
            : 'right-0 border-l border-border data-[state=open]:animate-[tm-slide-in-right_200ms_ease-out]',
          className,
        )}
        {...rest}
      >
        {header ?? (
          <div className="flex items-center justify-between gap-3 border-b border-border px-5 py-4">
            <DialogPrimitive.Title className="text-base font-semibold">{title}</DialogPrimitive.Title>
            <SheetCloseButton />
          </div>
        )}
        {header && <DialogPrimitive.Title className="sr-only">{title}</DialogPrimitive.Title>}
        <DialogPrimitive.Description className="sr-only">{description ?? title}</DialogPrimitive.Description>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function SheetCloseButton({ className }: { className?: string }) {
  return (
    <DialogPrimitive.Close
      aria-label="Đóng"
      className={cn(
        'flex size-9 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-primary-soft hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary',
        className,
      )}
    >
      <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
        <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
      </svg>
    </DialogPrimitive.Close>
  );
}
