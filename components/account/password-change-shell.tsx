'use client';

import type { ReactNode } from 'react';
import { useLogout } from '@/components/auth/use-logout';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';

/**
 * The staff layout while the password is temporary (docs/decisions/first-admin.md): the TM mark,
 * who is signed in and 'Đăng xuất' — no menus, chat, bell or live connection, which the
 * provider refuses until the password is changed.
 */
export function PasswordChangeShell({ login, children }: { login: string; children: ReactNode }) {
  const { logout, pending } = useLogout({ endpoint: '/api/auth/logout', redirectTo: '/auth/dang-nhap' });
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-border/70 bg-surface">
        <div className="mx-auto flex h-16 w-full max-w-3xl items-center gap-3 px-4 sm:px-6">
          <Logo className="shrink-0" />
          <p className="ml-auto min-w-0 truncate text-sm text-muted" title={login}>
            {login}
          </p>
          <Button variant="secondary" size="sm" className="shrink-0" pending={pending} onClick={() => void logout()}>
            Đăng xuất
          </Button>
        </div>
      </header>
      <main id="noi-dung" tabIndex={-1} className="mx-auto w-full max-w-3xl flex-1 px-4 py-6 outline-none sm:px-6 lg:py-10">
        {children}
      </main>
    </div>
  );
}
