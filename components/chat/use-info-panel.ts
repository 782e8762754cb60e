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

/**
 * The info panel starts open on wide screens and closed on smaller ones, until toggled. Until
 * then `byScreen` is true: the panel is rendered and CSS shows it on wide screens only, so the
 * server's HTML (which cannot know the screen) already has it where it belongs and nothing moves
 * when the page hydrates (CLS, bench/pages).
 */
export function useInfoPanel() {
  const wide = useSyncExternalStore(subscribe, () => window.matchMedia(WIDE).matches, () => false);
  const [choice, setChoice] = useState<boolean | null>(remembered);
  const open = choice ?? wide;
  const setOpen = useCallback((value: boolean) => {
    remembered = value;
    setChoice(value);
  }, []);
  return { open, byScreen: choice === null, setOpen, toggle: () => setOpen(!open) };
}
