import { differenceInSeconds, formatDistanceStrict } from 'date-fns';
import { vi } from 'date-fns/locale';

// One relative time for every list that says how long ago (chat, the board's job cards):
// under 45 seconds it is 'vừa xong', never '0 giây trước' (docs/decisions/display-settings.md,
// "Relative times").

/** Relative time in Vietnamese: 'vừa xong', '5 phút trước', '2 ngày trước'. A time a little ahead of `now` (clock skew) reads 'vừa xong'. */
export function relativeTime(iso: string, now: number): string {
  const date = new Date(iso);
  if (differenceInSeconds(now, date) < 45) return 'vừa xong';
  return formatDistanceStrict(date, now, { addSuffix: true, locale: vi });
}
