'use client';

import { useCallback, useRef, useState } from 'react';
import { Button } from './button';
import { Dialog, DialogActions } from './dialog';

export type ConfirmOptions = {
  title: string;
  description?: string;
  /** The action, named on the button ('Ngừng hoạt động', 'Xóa', 'Rời trang') — never 'OK'. */
  confirmLabel: string;
  /** Defaults to 'Hủy'. */
  cancelLabel?: string;
  /** 'danger' for what cannot be undone or locks someone out. */
  tone?: 'danger' | 'primary';
};

/**
 * The app's confirmation, instead of the browser's confirm box: `await confirm({...})` opens a
 * Radix alert dialog and resolves true on the action button, false on 'Hủy', Esc or a click
 * outside. Render `confirmDialog` once in the component that asks.
 */
export function useConfirm() {
  const [asking, setAsking] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  function answer(value: boolean) {
    resolver.current?.(value);
    resolver.current = null;
    setAsking(null);
  }

  // Stable, so effects that ask (the unsaved-changes guard) need not re-subscribe.
  const confirm = useCallback((options: ConfirmOptions): Promise<boolean> => {
    resolver.current?.(false);
    setAsking(options);
    return new Promise((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const confirmDialog = (
    <Dialog open={asking !== null} onOpenChange={(open) => !open && answer(false)} title={asking?.title ?? ''} description={asking?.description} role="alertdialog">
      <DialogActions onCancel={() => answer(false)} cancelLabel={asking?.cancelLabel} className="mt-6">
        <Button variant={asking?.tone === 'primary' ? 'primary' : 'danger'} onClick={() => answer(true)}>
          {asking?.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );

  return { confirm, confirmDialog };
}
