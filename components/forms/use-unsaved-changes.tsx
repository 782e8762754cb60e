'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useConfirm } from '@/components/ui/use-confirm';

export type LeaveQuestion = { title: string; description: string; confirmLabel: string; cancelLabel: string };

const LEAVE: LeaveQuestion = {
  title: 'Rời trang khi chưa lưu?',
  description: 'Những gì bạn vừa nhập chưa được lưu và sẽ mất nếu rời trang.',
  confirmLabel: 'Rời trang, bỏ thay đổi',
  cancelLabel: 'Ở lại',
};

/** A same-tab, same-origin link the app would navigate to (not a new tab, download or anchor). */
function guardedLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return link;
}

/**
 * Asks before a create or edit form with unsaved changes is left (docs/decisions/forms.md):
 * - a link inside the app (the header's, '← Bảng công việc', 'Hủy'): the app's own dialog;
 *   'Rời trang, bỏ thay đổi' then follows the link;
 * - the browser's Back: a guard entry is pushed while the form is dirty, so Back lands on the
 *   form's own entry; the dialog then asks, and leaving goes back once more;
 * - reload or closing the tab: `beforeunload` (browsers show only their own box there).
 * Render the returned element once in the form. `question` words it for what would be lost
 * (the upload page asks about files still uploading: docs/decisions/unfinished-uploads.md).
 */
export function useUnsavedChanges(dirty: boolean, question: LeaveQuestion = LEAVE) {
  const router = useRouter();
  const { confirm, confirmDialog } = useConfirm();
  const guardPushed = useRef(false);
  const leaving = useRef(false);

  useEffect(() => {
    if (!dirty) return;
    leaving.current = false;

    function onBeforeUnload(event: BeforeUnloadEvent) {
      if (leaving.current) return;
      event.preventDefault();
      // Older browsers show the box only when returnValue is set.
      event.returnValue = '';
    }

    function onClick(event: MouseEvent) {
      const link = guardedLink(event);
      if (!link) return;
      // Capture phase on the document: runs before React's (Next's <Link>) handlers.
      event.preventDefault();
      event.stopPropagation();
      const url = new URL(link.href);
      const href = url.pathname + url.search + url.hash;
      void confirm(question).then((leave) => {
        if (!leave) return;
        leaving.current = true;
        router.push(href);
      });
    }

    if (!guardPushed.current) {
      // A copy of the current entry (with the router's own state), one step ahead.
      window.history.pushState(window.history.state, '', window.location.href);
      guardPushed.current = true;
    }

    function onPopState() {
      if (leaving.current || !guardPushed.current) return;
      // Back took us off the guard entry, onto the form's own one.
      guardPushed.current = false;
      void confirm(question).then((leave) => {
        if (leave) {
          leaving.current = true;
          window.history.back();
        } else {
          window.history.pushState(window.history.state, '', window.location.href);
          guardPushed.current = true;
        }
      });
    }

    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
    };
  }, [dirty, router, confirm, question]);

  /** Call before the form itself navigates away after a save (no question then). */
  function allowLeaving() {
    leaving.current = true;
  }

  return { unsavedChangesDialog: confirmDialog, allowLeaving };
}
