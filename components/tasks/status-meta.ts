import type { TaskStatusName } from '@/domain/task-status';

// How each status looks: the column and badge colour (its Vietnamese label is the domain's
// statusLabel; the names themselves are the API's, docs/decisions/product-rules.md).

/**
 * Dot colour of a status (column headers, badges, history). `STATUS_CHART_COLOR` names the same
 * palette entry for the report charts (tests/unit/status-colors.test.ts holds them together).
 */
export const STATUS_DOT: Record<TaskStatusName, string> = {
  Ready: 'bg-slate-400',
  Assignee: 'bg-indigo-500',
  InProgress: 'bg-sky-500',
  Waiting: 'bg-amber-500',
  WaitApprove: 'bg-violet-500',
  Reject: 'bg-rose-500',
  Cancel: 'bg-zinc-400',
  Completed: 'bg-emerald-500',
};

/**
 * A status's colour in the report charts, the dot's own (Tailwind's colour variable, present
 * because the dot's class uses it): the charts had a palette of their own, so 'Đã giao' was
 * cyan there and indigo on the board.
 */
export const STATUS_CHART_COLOR: Record<TaskStatusName, string> = {
  Ready: 'var(--color-slate-400)',
  Assignee: 'var(--color-indigo-500)',
  InProgress: 'var(--color-sky-500)',
  Waiting: 'var(--color-amber-500)',
  WaitApprove: 'var(--color-violet-500)',
  Reject: 'var(--color-rose-500)',
  Cancel: 'var(--color-zinc-400)',
  Completed: 'var(--color-emerald-500)',
};

/** The chart colour of a status the API names (a report row's `status`); a name it does not know gets the primary colour. */
export function statusChartColor(status: string | null): string {
  return status && status in STATUS_CHART_COLOR ? STATUS_CHART_COLOR[status as TaskStatusName] : 'var(--tm-primary)';
}
