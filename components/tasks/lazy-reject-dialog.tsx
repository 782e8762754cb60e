'use client';

import { lazy, Suspense, type ComponentProps } from 'react';
import { useOpenedOnce } from '@/components/ui/use-opened-once';
import type { RejectDialog as RejectDialogType } from './reject-dialog';

// The board (a drop into Reject) and the job page ('Từ chối') open this dialog rarely; loading it (and the zod schema it
// validates with) on first open keeps about 30 KB of gzip off the board's first load
// (docs/decisions/page-weight.md).
const RejectDialog = lazy(() => import('./reject-dialog').then((module) => ({ default: module.RejectDialog })));

/** RejectDialog, fetched the first time it opens and kept mounted afterwards. */
export function LazyRejectDialog(props: ComponentProps<typeof RejectDialogType>) {
  return useOpenedOnce(props.taskName !== null) ? (
    <Suspense fallback={null}>
      <RejectDialog {...props} />
    </Suspense>
  ) : null;
}
