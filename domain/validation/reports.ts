import { z } from 'zod';

// Report settings. The provider refuses the same range with the same words
// (provider/src/modules/reports/jobs-status.ts, checkDays).

export const STUCK_DAYS_MESSAGE = 'Ngưỡng phải từ 0,5 đến 365 ngày';

/** A number of days as typed ('2,5' or '2.5') → 2.5, from 0.5 to 365. */
const stuckDays = z
  .string()
  .trim()
  .transform((text, ctx) => {
    const value = Number(text.replace(',', '.'));
    if (text !== '' && Number.isFinite(value) && value >= 0.5 && value <= 365) return value;
    ctx.addIssue({ code: 'custom', message: STUCK_DAYS_MESSAGE });
    return z.NEVER;
  });

/** The stuck-job thresholds form on /trang-thai-job. */
export const stuckThresholdsFormSchema = z.object({ waitApproveDays: stuckDays, inProgressDays: stuckDays });
