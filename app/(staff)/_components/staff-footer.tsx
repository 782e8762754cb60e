'use client';

import { usePathname } from 'next/navigation';

/**
 * Copyright line on every staff page except the board, which needs the whole height. A client component
 * because the shared layout is not re-rendered on client navigation; the year comes from the
 * server so the first render matches.
 */
export function StaffFooter({ year }: { year: number }) {
  const pathname = usePathname();
  if (pathname === '/') return null;
  return (
    <footer className="border-t border-border bg-surface">
      <p className="mx-auto max-w-7xl px-4 py-4 text-center text-sm text-muted stretch:max-w-none sm:px-6">© {year} TM — Studio chỉnh sửa ảnh</p>
    </footer>
  );
}
