'use client';

import { format, formatDistanceToNow } from 'date-fns';
import { vi } from 'date-fns/locale';

/** '5 phút trước' with the exact date and time (dd-MM-yyyy HH:mm) on hover and for machines. */
export function RelativeTime({ value, className }: { value: string; className?: string }) {
  const date = new Date(value);
  return (
    <time dateTime={date.toISOString()} title={format(date, 'dd-MM-yyyy HH:mm')} className={className}>
      {formatDistanceToNow(date, { addSuffix: true, locale: vi })}
    </time>
  );
}
