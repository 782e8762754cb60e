'use client';

import { lazy, Suspense } from 'react';
import type { DialogProps } from './radix-dialog';
import { useOpenedOnce } from './use-opened-once';

// The app's centred dialog (components/ui/radix-dialog.tsx: focus moves inside and stays there,
// Esc and a click outside close it, focus returns to what opened it). Every confirmation and every
// form that opens over a page uses it (docs/decisions/ui-conventions.md). Its code (Radix's focus
// scope, dismissable layer, portal) loads the first time a dialog opens and stays mounted after,
// so closing still animates: a page's first load carries none of it (docs/decisions/page-weight.md).

const RadixDialog = lazy(() => import('./radix-dialog').then((module) => ({ default: module.RadixDialog })));

export function Dialog(props: DialogProps) {
  return useOpenedOnce(props.open) ? (
    <Suspense fallback={null}>
      <RadixDialog {...props} />
    </Suspense>
  ) : null;
}

export { DialogActions } from './dialog-actions';
export { useReturnFocus } from './use-return-focus';
