'use client';

import { useEffect } from 'react';
import { useLogout } from '@/components/auth/use-logout';
import { hasRunningUploads } from '@/lib/client/upload-activity';
import { CLOUD_LOGOUT } from './cloud-logout';

/** 30 minutes without input logs the cloud user out (docs/decisions/product-rules.md). */
export const CLOUD_INACTIVITY_MS = 1_800_000;

const ACTIVITY_EVENTS = ['keydown', 'mousemove', 'mousedown', 'scroll', 'touchstart', 'pointermove'] as const;

export function InactivityLogout({ timeoutMs = CLOUD_INACTIVITY_MS }: { timeoutMs?: number }) {
  const { logout } = useLogout(CLOUD_LOGOUT);

  useEffect(() => {
    // Activity only stamps a time; one timer checks it when it could have expired. Cheaper than
    // re-arming a timeout on every mouse move.
    let lastActivity = Date.now();
    let timer: ReturnType<typeof setTimeout>;
    let disposed = false;

    const arm = (delay: number) => {
      if (!disposed) timer = setTimeout(check, delay);
    };
    async function check() {
      // An upload in progress is activity: it is never cut by the timer.
      if (hasRunningUploads()) lastActivity = Date.now();
      const idle = Date.now() - lastActivity;
      if (idle < timeoutMs) return arm(timeoutMs - idle);
      await logout();
      // Still here means logout failed (the hook showed a toast): start a new period.
      lastActivity = Date.now();
      arm(timeoutMs);
    }
    const onActivity = () => {
      lastActivity = Date.now();
    };

    // Capture phase so scrolling inside any element (scroll does not bubble) also counts.
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { capture: true, passive: true });
    arm(timeoutMs);
    return () => {
      disposed = true;
      clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
    };
  }, [logout, timeoutMs]);

  return null;
}
