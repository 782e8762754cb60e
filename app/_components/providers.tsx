'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useSettings } from '@/components/settings/use-settings';
import { Toaster } from '@/components/ui/toaster';

/** Client-wide providers: one QueryClient per browser tab, and the toasts (sonner, loaded after the page: components/ui/toaster.tsx). */
export function Providers({ children }: { children: ReactNode }) {
  // Created once per mount, not per render, so the cache survives re-renders; never shared
  // between server requests.
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } }),
  );
  // Toasts follow the display settings' mode (docs/decisions/display-settings.md, "Dark mode"):
  // sonner's own theme, not the OS setting, so a dark page never shows a white toast.
  const { themeMode } = useSettings();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* Below the header (92 px at most), so a toast never covers the bell or the chat button. */}
      <Toaster theme={themeMode} position="top-right" offset={{ top: 100, right: 16 }} mobileOffset={{ top: 72, right: 8 }} visibleToasts={5} duration={5000} richColors closeButton />
    </QueryClientProvider>
  );
}
