// One relative time for every list that says how long ago (chat, the board's job cards):
// under 45 seconds it is 'vừa xong', never '0 giây trước' (docs/decisions/display-settings.md,
// "Relative times"). Past that, the unit and rounding of date-fns' formatDistanceStrict (the
// largest whole unit: seconds under a minute, minutes under an hour, hours under a day, days
// under 30, months under 12, then years; rounded to the nearest), in the words
// Intl.RelativeTimeFormat('vi') writes ('3 giờ trước') but without Intl: the board and the chat
// carry no date library for it (docs/decisions/page-weight.md), and a page's first Intl call
// starts ICU, 100–270 ms of a slowed laptop before the board answers input (page-weight.md,
// "30-11-2026, afternoon"). tests/unit/relative-time.test.ts checks it against date-fns and Intl.
import { groupThousands } from '@/domain/number-text';

const MINUTE = 60_000;
const MINUTES_IN_DAY = 1440;
const MINUTES_IN_MONTH = 43_200;
const MINUTES_IN_YEAR = 525_600;

const UNIT_WORD = { second: 'giây', minute: 'phút', hour: 'giờ', day: 'ngày', month: 'tháng', year: 'năm' } as const;

/** Relative time in Vietnamese: 'vừa xong', '5 phút trước', '2 ngày trước'. A time a little ahead of `now` (clock skew) reads 'vừa xong'. */
export function relativeTime(iso: string, now: number): string {
  const milliseconds = now - new Date(iso).getTime();
  if (milliseconds < 45_000) return 'vừa xong';
  const minutes = milliseconds / MINUTE;
  const [count, unit]: [number, keyof typeof UNIT_WORD] =
    minutes < 1
      ? [Math.round(milliseconds / 1000), 'second']
      : minutes < 60
        ? [Math.round(minutes), 'minute']
        : minutes < MINUTES_IN_DAY
          ? [Math.round(minutes / 60), 'hour']
          : minutes < MINUTES_IN_MONTH
            ? [Math.round(minutes / MINUTES_IN_DAY), 'day']
            : minutes < MINUTES_IN_YEAR && Math.round(minutes / MINUTES_IN_MONTH) < 12
              ? [Math.round(minutes / MINUTES_IN_MONTH), 'month']
              : [Math.max(1, Math.round(minutes / MINUTES_IN_YEAR)), 'year'];
  return `${groupThousands(count)} ${UNIT_WORD[unit]} trước`;
}
