import type { ExternalToast } from 'sonner';

// The toasts' API, without sonner on the first load: sonner (≈ 11 KB gzip) is imported the first
// time a toast is asked for, or once the page is idle (components/ui/toaster.tsx), whichever comes
// first (docs/decisions/page-weight.md, "The staff shell's first-load JavaScript"). Calls made
// before it arrives are passed on in order once it is here; sonner shows a toast created before
// its Toaster subscribed when the Toaster mounts. Browser code imports `toast` from here, never
// from 'sonner' (eslint.config.mjs).

type Sonner = typeof import('sonner');
type Message = Parameters<Sonner['toast']>[0];
type Kind = 'success' | 'error' | 'info' | 'warning';

let loading: Promise<Sonner> | null = null;
let loaded: Sonner | null = null;
const listeners = new Set<(sonner: Sonner) => void>();

/** sonner's module, loaded once (a failed load is tried again on the next call). */
export function loadSonner(): Promise<Sonner> {
  loading ??= import('sonner').then(
    (sonner) => {
      loaded = sonner;
      for (const listener of listeners) listener(sonner);
      listeners.clear();
      return sonner;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Calls `listener` once sonner is here (at once if it is), whoever loaded it; returns a cancel. */
export function whenSonnerLoaded(listener: (sonner: Sonner) => void): () => void {
  if (loaded) {
    listener(loaded);
    return () => undefined;
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(kind: Kind | null, message: Message, data?: ExternalToast) {
  loadSonner().then(
    ({ toast: sonnerToast }) => (kind ? sonnerToast[kind](message, data) : sonnerToast(message, data)),
    () => undefined,
  );
}

/** sonner's `toast` (the calls this app makes): `toast(message, options)`, `toast.success(…)`, `.error`, `.info`, `.warning`. */
export const toast = Object.assign((message: Message, data?: ExternalToast) => show(null, message, data), {
  success: (message: Message, data?: ExternalToast) => show('success', message, data),
  error: (message: Message, data?: ExternalToast) => show('error', message, data),
  info: (message: Message, data?: ExternalToast) => show('info', message, data),
  warning: (message: Message, data?: ExternalToast) => show('warning', message, data),
});
