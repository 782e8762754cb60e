'use client';

import Link from 'next/link';
import { useLogout } from '@/components/auth/use-logout';
import { Avatar } from '@/components/ui/avatar';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Spinner } from '@/components/ui/spinner';
import type { NavIcon as NavIconName } from '@/lib/navigation/menus';
import { accountTriggerClassName } from './header-icon-button';
import { NavIcon } from './nav-icons';
import { sendPresence } from './presence-heartbeat';
import type { ShellViewer } from './shell-viewer';

// The account menu's popover, its own chunk (loaded by account-menu.tsx when first wanted).

const itemClassName =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm text-foreground hover:bg-primary-soft focus-visible:bg-primary-soft focus-visible:outline-none disabled:opacity-60';

/** The account menu's links, above 'Đăng xuất'. */
const ACCOUNT_LINKS: readonly { href: string; icon: NavIconName; label: string }[] = [
  { href: '/thong-tin-tai-khoan', icon: 'account', label: 'Tài khoản' },
  { href: '/thong-bao', icon: 'bell', label: 'Thông báo' },
];

export function AccountPopover({ viewer, open, onOpenChange: setOpen }: { viewer: ShellViewer; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { logout, pending } = useLogout({ endpoint: '/api/auth/logout', redirectTo: '/auth/dang-nhap' });

  const signOut = async () => {
    // Offline first: after logout the session cookie is gone and could not say so any more.
    await sendPresence(viewer.id, true);
    if (!(await logout())) void sendPresence(viewer.id, false);
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger aria-label="Tài khoản" className={accountTriggerClassName}>
        <Avatar name={viewer.name} src={viewer.avatarUrl} size="md" presence="online" />
      </PopoverTrigger>
      <PopoverContent className="w-72 p-2" aria-label="Tài khoản">
        <div className="flex items-center gap-3 border-b border-border px-3 pb-3 pt-2">
          <Avatar name={viewer.name} src={viewer.avatarUrl} size="md" />
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold" data-testid="account-menu-name">
              {viewer.name}
            </p>
            <p className="truncate text-xs text-muted">{viewer.email}</p>
            {viewer.roleLabel && <p className="mt-0.5 text-xs font-medium text-primary">{viewer.roleLabel}</p>}
          </div>
        </div>
        <ul className="flex flex-col gap-0.5 pt-2">
          {ACCOUNT_LINKS.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={itemClassName} onClick={() => setOpen(false)}>
                <NavIcon name={link.icon} className="text-muted" />
                {link.label}
              </Link>
            </li>
          ))}
          <li className="mt-1 border-t border-border pt-1">
            <button type="button" className={`${itemClassName} font-medium text-danger`} onClick={() => void signOut()} disabled={pending} aria-busy={pending || undefined}>
              {pending ? <Spinner className="size-5" /> : <LogoutIcon />}
              Đăng xuất
            </button>
          </li>
        </ul>
      </PopoverContent>
    </Popover>
  );
}

function LogoutIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l5-5-5-5M15 12H4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
