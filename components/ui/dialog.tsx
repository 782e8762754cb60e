'use client';

import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useLayoutEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import { Button } from './button';
import { cn } from './class-names';

// The app's centred dialog (Radix): focus moves inside and stays there, Esc and a click
// outside close it, focus returns to what opened it. Every confirmation and every form that
// opens over a page uses it (docs/decisions/ui-conventions.md).

type DialogProps = {
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

/**
 * Focus back to what opened a dialog. The app's dialogs open from state (a row's 'Sửa', an awaited
 * confirm, a photo in the viewer), not from a Radix Trigger, so Radix has no trigger to give the
 * focus back to: the dialog remembers what had the focus when it opened and returns it there. Read
 * as `open` turns true, before the content mounts (Radix's portal renders it a pass later): a field
 * with autoFocus inside would already hold the focus by Radix's onOpenAutoFocus. Gives the
 * content's onCloseAutoFocus (also the full-screen viewer's, components/viewer/image-viewer.tsx).
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);
  return (event: Event) => {
    event.preventDefault();
    if (opener.current?.isConnected) opener.current.focus();
    opener.current = null;
  };
}

export function Dialog({ open, onOpenChange, title, description, children, className, onOpenAutoFocus, role = 'dialog' }: DialogProps) {
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

/** Closes the surrounding dialog (e.g. its 'Hủy' button). */
export const DialogClose = DialogPrimitive.Close;

/**
 * The buttons under a dialog's form or question, the same in every dialog: 'Hủy' (or
 * `cancelLabel`), then the action (`children`), right-aligned; stacked on a phone, the action on top.
 */
export function DialogActions({ onCancel, cancelLabel = 'Hủy', className, children }: { onCancel: () => void; cancelLabel?: string; className?: string; children: ReactNode }) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>
      <Button variant="secondary" onClick={onCancel}>
        {cancelLabel}
      </Button>
      {children}
    </div>
  );
}
