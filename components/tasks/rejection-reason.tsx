import { formatStudioDateTime } from '@/domain/studio-time';
import type { TaskDetail } from '@/lib/client/queries/tasks';
import { fullName } from '@/domain/person-name';

const nameOf = (who: TaskDetail['history'][number]['who']) => (who ? fullName(who) : 'Tài khoản đã xóa');

/**
 * While a job is 'Bị từ chối', the QA's reason at the top of its page, where the editor looks
 * first (the history, lower down, keeps it for good). Gone once the editor moves the job on.
 */
export function RejectionReason({ task }: { task: TaskDetail }) {
  if (task.status !== 'Reject') return null;
  const rejection = task.history.findLast((entry) => entry.to === 'Reject' && entry.from !== 'Reject');
  if (!rejection) return null;
  return (
    <div role="status" data-testid="rejection-reason" className="mt-4 rounded-xl border border-amber-400/60 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100">
      <p className="font-semibold">
        Bị từ chối bởi {nameOf(rejection.who)} lúc <time dateTime={rejection.when}>{formatStudioDateTime(rejection.when)}</time>
      </p>
      {rejection.comment && <p className="mt-1 whitespace-pre-wrap break-words">Lý do: {rejection.comment}</p>}
    </div>
  );
}
