'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PlaceholderTrigger, useLazyPart } from '@/components/ui/lazy-trigger';
import { CountBadge } from '@/components/ui/count-badge';
import { unreadCountOptions } from '@/lib/client/queries/notifications';
import { headerIconButtonClassName } from '@/components/layout/header-icon-button';
import { BellIcon } from './notification-icons';

// The popover (Radix) and the list in it load when first wanted (components/ui/lazy-trigger.tsx);
// the badge's count is read with the page.
const loadPopover = () => import('./notification-popover').then((module) => module.NotificationPopover);

/** The header's bell: unread badge, and a 360-wide popover with the newest 9 (docs/decisions/notifications-and-presence.md). */
export function NotificationBell({ userId }: { userId: number }) {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const { Part, preload } = useLazyPart(loadPopover);
  const unread = useQuery(unreadCountOptions(userId));
  const count = unread.data ?? 0;
  const label = count > 0 ? `Thông báo: ${count} chưa đọc` : 'Thông báo';
  const busy = unread.isPending || undefined;

  if (Part && asked) return <Part userId={userId} count={count} label={label} busy={busy} open={open} onOpenChange={setOpen} />;
  return (
    <PlaceholderTrigger
      className={headerIconButtonClassName}
      aria-label={label}
      aria-busy={busy}
      title="Thông báo"
      preload={preload}
      onOpen={() => {
        setAsked(true);
        setOpen(true);
      }}
    >
      <BellIcon />
      <CountBadge count={count} testId="notification-badge" />
    </PlaceholderTrigger>
  );
}
