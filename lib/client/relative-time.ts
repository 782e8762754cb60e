// One relative time for every list that says how long ago (chat, the board's job cards):
// under 45 seconds it is 'vừa xong', never '0 giây trước' (docs/decisions/display-settings.md,
// "Relative times"). Past that, the unit and rounding of date-fns' formatDistanceStrict (the
// largest whole unit: seconds under a minute, minutes under an hour, hours under a day, days
// under 30, months under 12, then years; rounded to the nearest), written by the browser's own
// Intl.RelativeTimeFormat: the board and the chat carry no date library for it
// (docs/decisions/page-weight.md). tests/unit/relative-time.test.ts checks it against date-fns.

const MINUTE = 60_000;
const MINUTES_IN_DAY = 1440;
const MINUTES_IN_MONTH = 43_200;
const MINUTES_IN_YEAR = 525_600;

let format: Intl.RelativeTimeFormat | undefined;

/** Relative time in Vietnamese: 'vừa xong', '5 phút trước', '2 ngày trước'. A time a little ahead of `now` (clock skew) reads 'vừa xong'. */
export function relativeTime(iso: string, now: number): string {
  const milliseconds = now - new Date(iso).getTime();
  if (milliseconds < 45_000) return 'vừa xong';
  const minutes = milliseconds / MINUTE;
  const [count, unit]: [number, Intl.RelativeTimeFormatUnit] =
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
  format ??= new Intl.RelativeTimeFormat('vi', { numeric: 'always' });
  return format.format(-count, unit);
}
