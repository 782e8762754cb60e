import type { ReactNode } from 'react';
import { Button } from './button';
import { cn } from './class-names';

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
