import type { Metadata } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { settingsBootScript } from '@/lib/client/settings';
import { ScrollToTop } from './_components/scroll-to-top';
import './globals.css';

export const metadata: Metadata = {
  title: { template: '%s | TM', default: 'TM' },
  description: 'TM — quản lý công việc cho studio chỉnh sửa ảnh',
};

const bootScript = settingsBootScript();

export default async function RootLayout({ children }: { children: ReactNode }) {
  // proxy.ts's per-request nonce: the Content-Security-Policy runs no inline script without it.
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  return (
    // The inline script sets the display settings (class "dark", data-theme-color,
    // data-layout, data-stretch) on <html> before the first paint, so React must not
    // complain that the server's <html> did not carry them.
    <html lang="vi" suppressHydrationWarning>
      <head>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: bootScript }} />
      </head>
      <body className="min-h-dvh bg-background font-sans text-foreground antialiased">
        {/* No client providers here: the sign-in pages ship only the page and its form
            (docs/decisions/page-weight.md); the staff and cloud layouts bring React Query and
            the toasts. */}
        <ScrollToTop />
        {children}
      </body>
    </html>
  );
}
