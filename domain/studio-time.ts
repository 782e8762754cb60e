// Dates as the studio reads them: Asia/Ho_Chi_Minh is UTC+7 all year (no daylight saving since
// 1975), so a fixed offset is exact, and the server and the browser print the same text
// whatever their own time zone (no hydration mismatch).
const STUDIO_OFFSET_MS = 7 * 3600 * 1000;

const pad = (value: number) => String(value).padStart(2, '0');

/** 'dd-MM-yyyy HH:mm' in the studio's time zone. */
export function formatStudioDateTime(value: string | Date): string {
  const local = new Date(new Date(value).getTime() + STUDIO_OFFSET_MS);
  return `${pad(local.getUTCDate())}-${pad(local.getUTCMonth() + 1)}-${local.getUTCFullYear()} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}
