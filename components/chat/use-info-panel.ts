'use client';

import { useCallback, useState, useSyncExternalStore } from 'react';

const WIDE = '(min-width: 1280px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

// The reader's last choice, kept while they move between conversations.
let remembered: boolean | null = null;

/** The info panel starts open on wide screens and closed on smaller ones, until toggled. */
export function useInfoPanel() {
  const wide = useSyncExternalStore(subscribe, () => window.matchMedia(WIDE).matches, () => false);
  const [choice, setChoice] = useState<boolean | null>(remembered);
  const open = choice ?? wide;
  const setOpen = useCallback((value: boolean) => {
    remembered = value;
    setChoice(value);
  }, []);
  return { open, setOpen, toggle: () => setOpen(!open) };
}
