'use client';

import { useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { PlaceholderTrigger, useLazyPart } from '@/components/ui/lazy-trigger';
import { accountTriggerClassName } from './header-icon-button';
import type { ShellViewer } from './shell-viewer';

// The popover (Radix, the logout) loads when first wanted (components/ui/lazy-trigger.tsx).
const loadAccountPopover = () => import('./account-popover').then((module) => module.AccountPopover);

export function AccountMenu({ viewer }: { viewer: ShellViewer }) {
  return (
    <div className="flex items-center gap-3">
      {/* Who is signed in, at a glance on wide screens; the menu itself repeats it. */}
      <div className="hidden min-w-0 max-w-44 text-right leading-tight xl:block">
        <p className="truncate text-sm font-semibold text-foreground">{viewer.name}</p>
        <p className="truncate text-xs text-muted">{viewer.email}</p>
      </div>
      <AccountButton viewer={viewer} />
    </div>
  );
}

/** Avatar button: name (họ + tên) and email, 'Tài khoản', 'Đăng xuất'. */
function AccountButton({ viewer }: { viewer: ShellViewer }) {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const { Part, preload } = useLazyPart(loadAccountPopover);
  if (Part && asked) return <Part viewer={viewer} open={open} onOpenChange={setOpen} />;
  return (
    <PlaceholderTrigger
      aria-label="Tài khoản"
      className={accountTriggerClassName}
      preload={preload}
      onOpen={() => {
        setAsked(true);
        setOpen(true);
      }}
    >
      <Avatar name={viewer.name} src={viewer.avatarUrl} size="md" presence="online" />
    </PlaceholderTrigger>
  );
}
