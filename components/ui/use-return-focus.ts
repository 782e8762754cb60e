'use client';

import { useLayoutEffect, useRef } from 'react';

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
