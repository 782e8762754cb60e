import { cn } from '@/components/ui/class-names';
import { statusLabel, type TaskStatusName } from '@/domain/task-status';
import { STATUS_DOT } from './status-meta';

/** A status as a pill: coloured dot, and the status's one Vietnamese label (docs/decisions/wording.md). */
export function StatusBadge({ status, className }: { status: TaskStatusName; className?: string }) {
  return (
    <span
      data-status={status}
      className={cn('inline-flex items-center gap-1.5 rounded-full border border-border bg-surface px-2.5 py-0.5 text-xs font-semibold text-foreground', className)}
    >
      <span aria-hidden="true" className={cn('size-2 rounded-full', STATUS_DOT[status])} />
      {statusLabel(status)}
    </span>
  );
}
