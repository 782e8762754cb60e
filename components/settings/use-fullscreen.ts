'use client';

import { useCallback, useSyncExternalStore } from 'react';

function subscribe(listener: () => void) {
  document.addEventListener('fullscreenchange', listener);
  return () => document.removeEventListener('fullscreenchange', listener);
}

/** Whether the page is full screen (Esc or F11 leave it too), and a toggle. */
export function useFullscreen() {
  const active = useSyncExternalStore(subscribe, () => document.fullscreenElement !== null, () => false);
  const supported = useSyncExternalStore(subscribe, () => document.fullscreenEnabled, () => false);
  const toggle = useCallback(async () => {
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await document.documentElement.requestFullscreen();
    } catch {
      // Refused by the browser (e.g. not allowed in a frame): nothing to undo.
    }
  }, []);
  return { active, supported, toggle };
}
