'use client';

import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from './class-names';
import { useReturnFocus } from './use-return-focus';

// The app's centred dialog (Radix): focus moves inside and stays there, Esc and a click outside
// close it, focus returns to what opened it. Its own chunk: pages use `Dialog` (dialog.tsx), which
// loads this the first time a dialog opens.

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** One sentence under the title, read to screen readers when the dialog opens. */
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** Where focus goes on opening (defaults to Radix's: the first focusable element). */
  onOpenAutoFocus?: ComponentProps<typeof DialogPrimitive.Content>['onOpenAutoFocus'];
  role?: 'dialog' | 'alertdialog';
};

export function RadixDialog({ open, onOpenChange, title, description, children, className, onOpenAutoFocus, role = 'dialog' }: DialogProps) {
  const onCloseAutoFocus = useReturnFocus(open);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/40 backdrop-blur-[2px] data-[state=open]:animate-[tm-fade-in_150ms_ease-out]" />
        <DialogPrimitive.Content
          role={role}
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={onCloseAutoFocus}
          className={cn(
            'fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-32px)] w-[calc(100vw-32px)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-surface p-6 text-foreground shadow-2xl outline-none data-[state=open]:animate-[tm-pop-in_120ms_ease-out]',
            className,
          )}
        >
          <DialogPrimitive.Title className="text-lg font-semibold">{title}</DialogPrimitive.Title>
          <DialogPrimitive.Description className={description ? 'mt-1 text-sm text-muted' : 'sr-only'}>{description ?? title}</DialogPrimitive.Description>
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
