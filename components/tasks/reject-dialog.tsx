'use client';

import { deferredSchema } from '@/components/forms/deferred-schema';
import { useDeferredSchema } from '@/components/forms/use-deferred-schema';
import { useZodForm } from '@/components/forms/use-zod-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { statusLabel } from '@/domain/task-status';
import { TASK_TEXT_MAX } from '@/domain/validation/task-limits';
import { CharacterCount, describedBy } from '@/components/ui/character-count';
import { textareaClassName } from './textarea';
import { Dialog, DialogActions } from '@/components/ui/dialog';

type RejectDialogProps = {
  /** The task being rejected; null closes the dialog. */
  taskName: string | null;
  onConfirm: (comment: string) => void;
  onCancel: () => void;
  pending?: boolean;
};

// The form's rules (and zod) load once the page is interactive (docs/decisions/page-weight.md).
const rejectSchema = deferredSchema(() => import('@/domain/validation/task'), (module) => module.rejectCommentSchema);

/** Rejecting a task (WaitApprove → Reject) asks for the reason the editor will read. */
export function RejectDialog({ taskName, onConfirm, onCancel, pending = false }: RejectDialogProps) {
  const form = useZodForm(rejectSchema.schema, { comment: '' });
  const held = useDeferredSchema(rejectSchema);

  function close() {
    form.reset({ comment: '' });
    onCancel();
  }

  return (
    <Dialog
      open={taskName !== null}
      onOpenChange={(open) => !open && close()}
      title="Từ chối việc"
      description={
        <>
          Việc «{taskName}» sẽ chuyển sang {statusLabel('Reject')}. Cho editor biết cần sửa gì.
        </>
      }
    >
      <form
        className="mt-4 space-y-4"
        noValidate
        onSubmit={(event) =>
          held(event) ||
          form.submit(event, async ({ comment }) => {
            form.reset({ comment: '' });
            onConfirm(comment);
          })
        }
      >
        <Field id="ly-do-tu-choi" label="Lý do từ chối" error={form.errors.comment} labelAside={<CharacterCount id="ly-do-tu-choi-count" length={form.values.comment.length} max={TASK_TEXT_MAX} />}>
          {(control) => (
            <textarea {...control} aria-describedby={describedBy(control['aria-describedby'], 'ly-do-tu-choi-count')} {...form.inputProps('comment')} rows={4} autoFocus className={textareaClassName} />
          )}
        </Field>
        <DialogActions onCancel={close}>
          <Button type="submit" variant="danger" pending={pending}>
            Từ chối
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
