'use client';

import { useRef, useState } from 'react';
import { toast } from '@/lib/client/toast';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { GraphQLRequestError } from '@/lib/client/graphql-client';
import type { UpdateTaskInput } from '@/graphql/generated/operations.generated';
import type { TaskCard, TaskDetail } from '@/lib/client/queries/tasks';
import { useMoveTaskFromDetail } from '@/lib/client/queries/task-screens';
import { statusLabel, type TaskStatusName } from '@/domain/task-status';
import { allowedTargets, checkMovePreconditions, type TaskRelation } from '@/domain/task-workflow';
import { LazyRejectDialog } from './lazy-reject-dialog';

type TaskStatusActionsProps = {
  task: TaskDetail;
  roleId: number | null;
  relation: TaskRelation;
  /**
   * The page's unsaved edits to carry with the move (docs/decisions/notes-with-moves.md) and the
   * version they were typed against; null when a field is invalid (the page shows it and no move
   * is sent).
   */
  prepare: () => MovePreparation | null;
  /** After the move (and the fields it carried) was saved. */
  onMoved: (card: TaskCard) => void;
  /** After a CONFLICT: the screen reloads the task and says why (keeping carried typing). */
  onConflict: (carried: boolean) => void;
};

export type MovePreparation = { version: number; fields?: UpdateTaskInput };

const REVIEW_TARGETS: TaskStatusName[] = ['Completed', 'Reject'];

/**
 * What this viewer may do with the task's status: the QA's 'Duyệt' / 'Từ chối' on WaitApprove
 * (rejecting asks for the reason), and any other move the workflow allows them.
 */
export function TaskStatusActions({ task, roleId, relation, prepare, onMoved, onConflict }: TaskStatusActionsProps) {
  const move = useMoveTaskFromDetail(task.id);
  // Set synchronously on the first press: a double click (or Enter held down) sends one move,
  // not a second one with the same version that would come back as a false CONFLICT.
  const inFlight = useRef(false);
  const [rejecting, setRejecting] = useState(false);
  const targets = allowedTargets(roleId, task.status, relation).filter(
    (to) => checkMovePreconditions(task.status, to, { editorId: task.editorId, comment: 'asked separately' }).allowed,
  );
  const reviewing = task.status === 'WaitApprove' && REVIEW_TARGETS.every((to) => targets.includes(to));
  const others = reviewing ? targets.filter((to) => !REVIEW_TARGETS.includes(to)) : targets;
  const [choice, setChoice] = useState<TaskStatusName | ''>('');

  function send(to: TaskStatusName, comment?: string) {
    if (inFlight.current) return;
    const prepared = prepare();
    if (!prepared) return;
    inFlight.current = true;
    move.mutate(
      { version: prepared.version, status: to, comment, fields: prepared.fields },
      {
        onSuccess: (card) => {
          toast.success(to === 'Completed' && reviewing ? 'Đã duyệt việc.' : to === 'Reject' ? 'Đã từ chối việc.' : `Đã chuyển việc sang ${statusLabel(card.status)}.`);
          setChoice('');
          onMoved(card);
        },
        onError: (error) => {
          if (error instanceof GraphQLRequestError && error.code === 'CONFLICT') onConflict(prepared.fields !== undefined);
          else toast.error(error.message);
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  }

  /** 'Từ chối' asks for the reason only once the page's fields are valid (they go with it). */
  function startRejecting() {
    if (!inFlight.current && prepare()) setRejecting(true);
  }

  if (targets.length === 0) return null;

  return (
    <div className="space-y-3">
      {reviewing && (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => send('Completed')} pending={move.isPending && move.variables?.status === 'Completed'} disabled={move.isPending}>
            Duyệt
          </Button>
          <Button variant="danger" onClick={startRejecting} disabled={move.isPending}>
            Từ chối
          </Button>
        </div>
      )}
      {others.length > 0 && (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (!choice) return;
            if (choice === 'Reject') startRejecting();
            else send(choice);
          }}
        >
          {/* At least 12 rem: on a phone 'Chọn trạng thái…' and the longest status keep their whole
              text, and 'Chuyển' wraps under the select instead of squeezing it. */}
          <div className="min-w-48 flex-1 space-y-1.5">
            <label htmlFor="chuyen-trang-thai" className="block text-sm font-medium text-foreground">
              Chuyển trạng thái
            </label>
            <Select id="chuyen-trang-thai" value={choice} onChange={(event) => setChoice(event.target.value as TaskStatusName | '')}>
              <option value="">Chọn trạng thái…</option>
              {others.map((to) => (
                <option key={to} value={to}>
                  {statusLabel(to)}
                </option>
              ))}
            </Select>
          </div>
          <Button type="submit" variant="secondary" className="h-11" disabled={!choice || move.isPending} pending={move.isPending && !reviewing}>
            Chuyển
          </Button>
        </form>
      )}
      <LazyRejectDialog
        taskName={rejecting ? task.taskName : null}
        pending={move.isPending}
        onCancel={() => setRejecting(false)}
        onConfirm={(comment) => {
          setRejecting(false);
          send('Reject', comment);
        }}
      />
    </div>
  );
}
