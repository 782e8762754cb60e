import { studioDay, studioDayStart, studioDaysLater } from './studio-time';
import type { TaskStatusName } from './task-status';

// Due times of jobs (docs/decisions/due-times.md): what a card says about the time left, when a
// job counts as late or due today, and whether a completed job was on time. Pure, shared by the
// board, the provider's filter and the reports.

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Finished jobs show no countdown. */
export const DUE_FINISHED: readonly TaskStatusName[] = ['Completed', 'Cancel'];

/** The turnaround a product group starts with, and its bounds (hours). */
export const DEFAULT_TURNAROUND_HOURS = 24;
export const TURNAROUND_MAX_HOURS = 8760;

export type TimeLeft = { late: boolean; text: string };

function amount(ms: number): string {
  if (ms >= 2 * DAY_MS) return `${Math.floor(ms / DAY_MS)} ngày`;
  if (ms >= HOUR_MS) return `${Math.floor(ms / HOUR_MS)} giờ`;
  return `${Math.max(1, Math.floor(ms / MINUTE_MS))} phút`;
}

/**
 * 'Còn 3 giờ', 'Còn 2 ngày', 'Trễ 5 giờ': whole units, rounded down (under an hour in minutes,
 * from 48 hours in days). Null for a job without a due time or a finished one.
 */
export function timeLeft(dueAt: string | Date | null | undefined, status: TaskStatusName, now: Date = new Date()): TimeLeft | null {
  if (!dueAt || DUE_FINISHED.includes(status)) return null;
  const ms = new Date(dueAt).getTime() - now.getTime();
  if (ms < 0) return { late: true, text: `Trễ ${amount(-ms)}` };
  return { late: false, text: `Còn ${amount(ms)}` };
}

/** The filter bar's due choices: 'tre' (late) and 'hom-nay' (due today) in the URL. */
export const DUE_FILTERS = ['Late', 'Today'] as const;
export type DueFilter = (typeof DUE_FILTERS)[number];
export const DUE_FILTER_LABEL: Record<DueFilter, string> = { Late: 'Trễ hạn', Today: 'Hạn hôm nay' };

/** [from, to) of the studio day `now` falls on. */
export function studioTodayRange(now: Date = new Date()): { from: Date; to: Date } {
  const from = studioDayStart(studioDay(now))!;
  return { from, to: studioDaysLater(from, 1) };
}

/** Whether an open job matches a due choice at `now` (the provider's rule, provider/src/modules/tasks/data.ts). */
export function matchesDueFilter(card: { dueAt?: string | null; status: TaskStatusName }, filter: DueFilter, now: Date = new Date()): boolean {
  if (!card.dueAt || DUE_FINISHED.includes(card.status)) return false;
  const due = new Date(card.dueAt).getTime();
  if (filter === 'Late') return due < now.getTime();
  const { from, to } = studioTodayRange(now);
  return due >= from.getTime() && due < to.getTime();
}

/** A customer's batch made at `createdAt`: the job is due `hours` later. */
export function defaultDueAt(createdAt: string | Date, hours: number): Date {
  return new Date(new Date(createdAt).getTime() + hours * HOUR_MS);
}

/** On-time share (0-1, shown as a percent); null ('chưa đủ dữ liệu') when no completed job had a due time. */
export function onTimeRate(withDue: number, onTime: number): number | null {
  return withDue > 0 ? onTime / withDue : null;
}

export const NOT_ENOUGH_DATA = 'chưa đủ dữ liệu';
