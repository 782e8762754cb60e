'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and in the browser's first (hydrating) render, true from the render right
 * after: lets a component keep its server HTML small and add what only the live page needs. Text
 * fields are `readOnly={!hydrated}`: typed into the server's HTML, the text would be lost when
 * React takes the field over (docs/decisions/loading-screen.md).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
