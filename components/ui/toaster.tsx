'use client';

import { useEffect, useState, type ComponentProps, type ComponentType } from 'react';
import type { Toaster as SonnerToaster } from 'sonner';
import { loadSonner, whenSonnerLoaded } from '@/lib/client/toast';

type ToasterProps = ComponentProps<typeof SonnerToaster>;

/**
 * sonner's Toaster, mounted once sonner has loaded (lib/client/toast.ts): when the first toast is
 * asked for, or when the page is first idle — so that a later toast needs no fetch (an error
 * toast while the network is down still shows).
 */
export function Toaster(props: ToasterProps) {
  const [Loaded, setLoaded] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    const stop = whenSonnerLoaded((sonner) => setLoaded(() => sonner.Toaster));
    const load = () => void loadSonner().catch(() => undefined);
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(load, 200);
      return () => (stop(), clearTimeout(timer));
    }
    const idle = window.requestIdleCallback(load, { timeout: 2000 });
    return () => (stop(), window.cancelIdleCallback(idle));
  }, []);
  return Loaded ? <Loaded {...props} /> : null;
}
