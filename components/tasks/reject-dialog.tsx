'use client';

import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useZodForm } from '@/components/forms/use-zod-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { statusLabel } from '@/domain/task-status';
import { rejectCommentSchema } from '@/domain/validation/task';
import { textareaClassName } from './textarea';
import { DialogActions } from '@/components/ui/dialog';

type RejectDialogProps = {
  /** The task being rejected; null closes the dialog. */
  taskName: string | null;
  onConfirm: (comment: string) => void;
  onCancel: () => void;
  pending?: boolean;
};

/** Rejecting a task (WaitApprove → Reject) asks for the reason the editor will read. */
export function RejectDialog({ taskName, onConfirm, onCancel, pending = false }: RejectDialogProps) {
  const form = useZodForm(rejectCommentSchema, { comment: '' });

  function close() {
    form.reset({ comment: '' });
    onCancel();
  }

  return (
    <DialogPrimitive.Root open={taskName !== null} onOpenChange={(open) => !open && close()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/40 backdrop-blur-[2px] data-[state=open]:animate-[tm-fade-in_150ms_ease-out]" />
        <DialogPrimitive.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-32px)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-surface p-6 text-foreground shadow-2xl outline-none data-[state=open]:animate-[tm-pop-in_120ms_ease-out]">
          <DialogPrimitive.Title className="text-lg font-semibold">Từ chối việc</DialogPrimitive.Title>
          <DialogPrimitive.Description className="mt-1 text-sm text-muted">
            Việc «{taskName}» sẽ chuyển sang {statusLabel('Reject')}. Cho editor biết cần sửa gì.
          </DialogPrimitive.Description>
          <form
            className="mt-4 space-y-4"
            noValidate
            onSubmit={(event) =>
              form.submit(event, async ({ comment }) => {
                form.reset({ comment: '' });
                onConfirm(comment);
              })
            }
          >
            <Field id="ly-do-tu-choi" label="Lý do từ chối" error={form.errors.comment}>
              {(control) => <textarea {...control} {...form.inputProps('comment')} rows={4} autoFocus className={textareaClassName} />}
            </Field>
            <DialogActions onCancel={close}>
              <Button type="submit" variant="danger" pending={pending}>
                Từ chối
              </Button>
            </DialogActions>
          </form>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
