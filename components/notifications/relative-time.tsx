'use client';

import { useNow } from '@/components/ui/now';
import { relativeTime } from '@/lib/client/relative-time';
import { formatStudioDateTime } from '@/domain/studio-time';

/**
 * '5 phút trước' (the one relative time of lib/client/relative-time.ts), with the exact date and
 * time in the studio's zone (dd-MM-yyyy HH:mm) on hover and for machines. "Now" is the server's
 * render time while the page hydrates (components/ui/now.tsx): /thong-bao's list is in its first HTML.
 */
export function RelativeTime({ value, className }: { value: string; className?: string }) {
  const now = useNow();
  return (
    <time dateTime={new Date(value).toISOString()} title={formatStudioDateTime(value)} className={className}>
      {relativeTime(value, now)}
    </time>
  );
}
