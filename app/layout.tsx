import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { Providers } from './_components/providers';
import { ScrollToTop } from './_components/scroll-to-top';
import './globals.css';

export const metadata: Metadata = {
  title: { template: '%s | TM', default: 'TM' },
  description: 'TM — quản lý công việc cho studio chỉnh sửa ảnh',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="vi">
      <body className="min-h-dvh bg-background font-sans text-foreground antialiased">
        <Providers>
          <ScrollToTop />
          {children}
        </Providers>
      </body>
    </html>
  );
}
