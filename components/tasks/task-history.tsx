import { Avatar } from '@/components/ui/avatar';
import type { TaskHistoryEntry } from '@/lib/client/queries/tasks';
import { formatStudioDateTime } from '@/domain/studio-time';
import { StatusBadge } from './status-badge';
import { fullName } from '@/domain/person-name';

// A row without a staff actor was made by the customer's answer (a revision job): its comment
// says who, e.g. 'Khách hàng Lan yêu cầu sửa 2 ảnh' (provider/src/modules/tasks/revisions.ts).
const nameOf = (who: TaskHistoryEntry['who']) => (who ? fullName(who) : 'Khách hàng');

function Step({ entry }: { entry: TaskHistoryEntry }) {
  if (entry.who === null && entry.from === null && entry.comment) {
    return (
      <>
        <span className="font-semibold">{entry.comment}</span> · việc mới ở <StatusBadge status={entry.to} />
      </>
    );
  }
  if (entry.from === null) {
    return (
      <>
        đã tạo việc ở <StatusBadge status={entry.to} />
      </>
    );
  }
  if (entry.from === entry.to) return <>đã cập nhật việc</>;
  return (
    <>
      đã chuyển <StatusBadge status={entry.from} /> <span>→</span> <StatusBadge status={entry.to} />
    </>
  );
}

/** The task's life, oldest first: who, when (dd-MM-yyyy HH:mm), from → to, and the comment. */
export function TaskHistory({ history }: { history: TaskHistoryEntry[] }) {
  if (history.length === 0) return <p className="text-sm text-muted">Chưa có lịch sử.</p>;
  return (
    <ol className="relative space-y-5 before:absolute before:bottom-2 before:left-4 before:top-2 before:w-px before:bg-border" aria-label="Lịch sử việc">
      {history.map((entry) => (
        <li key={entry.id} data-testid="history-entry" className="relative flex gap-3">
          <span className="relative z-[1] rounded-full ring-4 ring-surface">
            <Avatar name={nameOf(entry.who)} src={entry.who?.avatar_url} size="sm" />
          </span>
          <div className="min-w-0 flex-1 pt-1">
            <p className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-foreground">
              {entry.who !== null && <span className="font-semibold">{nameOf(entry.who)}</span>}
              <Step entry={entry} />
            </p>
            <p className="mt-0.5 text-xs text-muted">
              <time dateTime={entry.when}>{formatStudioDateTime(entry.when)}</time>
            </p>
            {entry.comment && entry.who !== null && <p className="mt-2 whitespace-pre-wrap rounded-lg bg-background px-3 py-2 text-sm text-foreground">{entry.comment}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}
