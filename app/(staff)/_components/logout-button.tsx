'use client';

import { useLogout } from '@/components/auth/use-logout';
import { Button } from '@/components/ui/button';

export function LogoutButton() {
  const { logout, pending } = useLogout({ endpoint: '/api/auth/logout', redirectTo: '/auth/dang-nhap' });
  return (
    <Button variant="secondary" size="sm" pending={pending} onClick={logout} aria-label="Đăng xuất" className="shrink-0">
      {!pending && (
        <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
          <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l5-5-5-5M15 12H4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      )}
      <span className="hidden sm:inline">Đăng xuất</span>
    </Button>
  );
}
