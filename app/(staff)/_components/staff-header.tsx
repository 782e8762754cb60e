import Link from 'next/link';
import { Avatar } from '@/components/ui/avatar';
import { Logo } from '@/components/ui/logo';
import { LogoutButton } from './logout-button';

type StaffHeaderProps = { name: string; email: string; avatarUrl: string | null };

/** Minimal top bar; the full navigation (menus, notifications, chat) replaces it later. */
export function StaffHeader({ name, email, avatarUrl }: StaffHeaderProps) {
  return (
    <header className="sticky top-0 z-30 h-header border-b border-border bg-surface/95 backdrop-blur">
      <div className="mx-auto flex h-full max-w-7xl items-center gap-3 px-4 sm:gap-6 sm:px-6">
        <Logo />
        <nav aria-label="Điều hướng chính" className="shrink-0">
          <Link
            href="/"
            className="whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium text-foreground hover:bg-primary-soft hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
          >
            Trang chủ
          </Link>
        </nav>
        <div className="ml-auto flex min-w-0 items-center gap-2 sm:gap-3">
          <Avatar name={name} src={avatarUrl} size="sm" className="hidden min-[420px]:inline-flex" />
          <div className="min-w-0 text-right leading-tight">
            <p className="truncate text-sm font-semibold text-foreground">{name}</p>
            <p className="truncate text-xs text-muted">{email}</p>
          </div>
          <LogoutButton />
        </div>
      </div>
    </header>
  );
}
