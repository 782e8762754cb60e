'use client';

import { deferredSchema } from '@/components/forms/deferred-schema';
import { useDeferredSchema } from '@/components/forms/use-deferred-schema';
import { useZodForm } from '@/components/forms/use-zod-form';
import { Button } from '@/components/ui/button';
import { CharacterCount, describedBy } from '@/components/ui/character-count';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { textareaClassName } from '@/components/tasks/textarea';
import { REVIEW_NOTE_MAX } from '@/domain/validation/proofing-rules';

// The text that goes with answering a request item (docs/decisions/proofing-marks.md): the
// editor's optional reply to 'Đánh dấu đã xong', QA's required reason to 'Trả lại'.

// The rules (and zod) load once the page is interactive (docs/decisions/page-weight.md).
const loadSchemas = () => import('./item-text-schemas');
const schemas = {
  reply: deferredSchema(loadSchemas, (module) => module.ITEM_TEXT_SCHEMAS.reply),
  reject: deferredSchema(loadSchemas, (module) => module.ITEM_TEXT_SCHEMAS.reject),
};

export type ItemTextAsk = { mode: 'reply' | 'reject'; itemLabel: string; onConfirm: (text: string) => void };

export function ItemTextDialog({ ask, onClose, pending = false }: { ask: ItemTextAsk | null; onClose: () => void; pending?: boolean }) {
  const mode = ask?.mode ?? 'reply';
  const form = useZodForm(schemas[mode].schema, { text: '' });
  const held = useDeferredSchema(schemas[mode]);
  const reply = mode === 'reply';

  function close() {
    form.reset({ text: '' });
    onClose();
  }

  return (
    <Dialog
      open={ask !== null}
      onOpenChange={(open) => !open && close()}
      title={reply ? 'Đánh dấu đã xong' : 'Trả lại yêu cầu'}
      description={reply ? `${ask?.itemLabel ?? ''}: có thể ghi vài lời cho khách (không bắt buộc).` : `${ask?.itemLabel ?? ''}: cho editor biết vì sao chưa đạt.`}
    >
      <form
        className="mt-4 space-y-4"
        noValidate
        onSubmit={(event) =>
          held(event) ||
          form.submit(event, async ({ text }) => {
            form.reset({ text: '' });
            ask?.onConfirm(text);
            onClose();
          })
        }
      >
        <Field
          id="loi-yeu-cau"
          label={reply ? 'Trả lời khách (không bắt buộc)' : 'Lý do trả lại'}
          error={form.errors.text}
          labelAside={<CharacterCount id="loi-yeu-cau-count" length={(form.values.text ?? '').length} max={REVIEW_NOTE_MAX} />}
        >
          {(control) => <textarea {...control} aria-describedby={describedBy(control['aria-describedby'], 'loi-yeu-cau-count')} {...form.inputProps('text')} rows={3} autoFocus className={textareaClassName} />}
        </Field>
        <DialogActions onCancel={close}>
          <Button type="submit" variant={reply ? 'primary' : 'danger'} pending={pending}>
            {reply ? 'Đánh dấu đã xong' : 'Trả lại'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
