'use client';

import { useSyncExternalStore } from 'react';
import {
  applySettingsToDocument,
  DEFAULT_SETTINGS,
  parseSettings,
  serializeSettings,
  SETTINGS_STORAGE_KEY,
  type Settings,
} from '@/lib/client/settings';

// One store of the display settings per tab. <html> already carries them before React starts
// (the inline script in app/layout.tsx); this keeps the controls, localStorage, <html> and the
// other open tabs in step.

let current: Settings | null = null;
const listeners = new Set<() => void>();

function readStored(): string | null {
  try {
    return window.localStorage.getItem(SETTINGS_STORAGE_KEY);
  } catch {
    return null; // storage disabled: the defaults, for this page only
  }
}

function snapshot(): Settings {
  current ??= parseSettings(readStored());
  return current;
}

function notify() {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent) {
  if (event.key !== SETTINGS_STORAGE_KEY && event.key !== null) return;
  current = parseSettings(readStored());
  applySettingsToDocument(current, document.documentElement);
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The current settings; the defaults during server rendering and hydration. */
export function useSettings(): Settings {
  return useSyncExternalStore(subscribe, snapshot, () => DEFAULT_SETTINGS);
}

export function updateSettings(patch: Partial<Omit<Settings, 'themeDirection'>>) {
  const next: Settings = { ...snapshot(), ...patch, themeDirection: 'ltr' };
  current = next;
  try {
    window.localStorage.setItem(SETTINGS_STORAGE_KEY, serializeSettings(next));
  } catch {
    // Private mode with storage off: the change still applies to this page.
  }
  applySettingsToDocument(next, document.documentElement);
  notify();
}

export function resetSettings() {
  updateSettings(DEFAULT_SETTINGS);
}
