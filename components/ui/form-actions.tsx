import Link from 'next/link';
import type { ReactNode } from 'react';
import { buttonClassName } from './button';

/**
 * A full-page form's buttons under a rule: 'Hủy' (back to `cancelHref`) then the submit,
 * right-aligned, stacked on a phone with the submit on top — the order of `DialogActions`
 * (docs/decisions/ui-conventions.md).
 */
export function PageFormActions({ cancelHref, children }: { cancelHref?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-border pt-5 sm:flex-row sm:justify-end">
      {cancelHref && (
        <Link href={cancelHref} className={buttonClassName({ variant: 'secondary' })}>
          Hủy
        </Link>
      )}
      {children}
    </div>
  );
}
