'use client';

import * as Popover from '@radix-ui/react-popover';
import Link from 'next/link';
import { useState } from 'react';
import { useLogout } from '@/components/auth/use-logout';
import { Avatar } from '@/components/ui/avatar';
import { Spinner } from '@/components/ui/spinner';
import { CLOUD_LOGOUT } from './cloud-logout';

type CloudAccountMenuProps = { name: string; account: string; avatarUrl: string | null };

const itemClassName =
  'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm text-foreground hover:bg-primary-soft focus-visible:bg-primary-soft focus-visible:outline-none disabled:opacity-60';

/** Avatar button opening 'Cài đặt' and 'Đăng xuất' (the cloud header's menu). */
export function CloudAccountMenu({ name, account, avatarUrl }: CloudAccountMenuProps) {
  const [open, setOpen] = useState(false);
  const { logout, pending } = useLogout(CLOUD_LOGOUT);

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-label="Tài khoản"
        className="rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2"
      >
        <Avatar name={name} src={avatarUrl} size="md" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 w-64 rounded-xl border border-border bg-surface p-2 text-foreground shadow-lg"
        >
          <div className="border-b border-border px-3 pb-3 pt-2">
            <p className="truncate text-sm font-semibold">{name}</p>
            <p className="truncate text-xs text-muted">{account}</p>
          </div>
          <ul className="pt-2">
            <li>
              <Link href="/user-cloud/thong-tin-tai-khoan" className={itemClassName} onClick={() => setOpen(false)}>
                Cài đặt
              </Link>
            </li>
            <li>
              <button type="button" className={itemClassName} onClick={logout} disabled={pending} aria-busy={pending || undefined}>
                {pending && <Spinner />}
                Đăng xuất
              </button>
            </li>
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
