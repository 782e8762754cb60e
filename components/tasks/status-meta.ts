import type { TaskStatusName } from '@/domain/task-status';

// How each status looks: the column and badge colour (its Vietnamese label is the domain's
// statusLabel; the names themselves are the API's, docs/decisions/product-rules.md).

/** Dot colour of a status (column headers, badges, history). */
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
