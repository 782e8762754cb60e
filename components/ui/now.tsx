'use client';

import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

// "Now" for relative times ('3 giờ trước') that the server also renders: while the page hydrates
// every component reads the server's render time (passed down by <NowProvider>), so the HTML and
// the browser's first render agree; right after, the browser's clock, refreshed every 30 s.

const ServerNow = createContext<number | null>(null);

export function NowProvider({ serverNow, children }: { serverNow: number; children: ReactNode }) {
  return <ServerNow.Provider value={serverNow}>{children}</ServerNow.Provider>;
}

const TICK_MS = 30_000;
let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** At most 30 s old, and the same value on every call in between (as React requires). */
function snapshot() {
  const time = Date.now();
  if (time - now >= TICK_MS) now = time;
  return now;
}

/** The current time in ms (to 30 s): the server's render time while hydrating, then the browser's. */
export function useNow(): number {
  const serverNow = useContext(ServerNow);
  return useSyncExternalStore(subscribe, snapshot, () => serverNow ?? snapshot());
}
