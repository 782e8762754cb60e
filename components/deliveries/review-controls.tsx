'use client';

import { toast } from 'sonner';
import { useState } from 'react';
import { useZodForm } from '@/components/forms/use-zod-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { changeNoteSchema, REVIEW_NOTE_MAX } from '@/domain/validation/proofing';
import { CharacterCount, describedBy } from '@/components/ui/character-count';
import { useReviewResult, type TaskResult } from '@/lib/client/queries/deliveries';

// Proofing on the customer's gallery (docs/decisions/proofing.md): per photo 'Đồng ý' or
// 'Yêu cầu sửa' with a note, changeable until the delivery is submitted ('Gửi phản hồi').

const noteClassName =
  'block min-h-24 w-full rounded-lg border border-border bg-surface px-3 py-2.5 text-base leading-relaxed text-foreground shadow-sm ' +
  'placeholder:text-muted focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30 aria-[invalid=true]:border-danger sm:text-sm';

/** The decision as the customer reads it on a tile. */
export function DecisionBadge({ result }: { result: TaskResult }) {
  if (result.review_decision === 'APPROVED') return <span className="rounded bg-success-soft px-1.5 py-0.5 text-xs font-medium text-success" data-testid="decision">Đã đồng ý</span>;
  if (result.review_decision === 'CHANGES')
    return (
      <span className="truncate rounded bg-danger-soft px-1.5 py-0.5 text-xs font-medium text-danger" title={result.review_note ?? ''} data-testid="decision">
        Cần sửa: {result.review_note}
      </span>
    );
  return <span className="text-xs text-muted" data-testid="decision">Chưa chọn</span>;
}

function ChangeDialog({ result, deliveryId, onClose }: { result: TaskResult; deliveryId: number; onClose: () => void }) {
  const review = useReviewResult(deliveryId);
  const form = useZodForm(changeNoteSchema, { note: result.review_decision === 'CHANGES' ? (result.review_note ?? '') : '' });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`Yêu cầu sửa: ${result.name}`} description="Cho studio biết cần sửa gì ở ảnh này." className="max-w-md">
      <form
        className="space-y-4"
        noValidate
        onSubmit={(event) =>
          form.submit(event, async ({ note }) => {
            try {
              await review.mutateAsync({ resultId: result.id, decision: 'CHANGES', note });
              onClose();
            } catch (error) {
              toast.error((error as Error).message);
            }
          })
        }
      >
        <Field
          id={`ghi-chu-${result.id}`}
          label={`Ghi chú (tối đa ${REVIEW_NOTE_MAX} ký tự)`}
          error={form.errors.note}
          labelAside={<CharacterCount id={`ghi-chu-${result.id}-count`} length={form.values.note.length} max={REVIEW_NOTE_MAX} />}
        >
          {(control) => (
            <textarea {...control} aria-describedby={describedBy(control['aria-describedby'], `ghi-chu-${result.id}-count`)} {...form.inputProps('note')} rows={4} autoFocus className={noteClassName} />
          )}
        </Field>
        <DialogActions onCancel={onClose}>
          <Button type="submit" pending={review.isPending}>
            Gửi yêu cầu sửa
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/**
 * 'Đồng ý' and 'Yêu cầu sửa' for one photo (hidden once submitted: the badge alone stays). Under a
 * tile they stack, each the tile's width, unless the tile is wide enough for both side by side
 * (a container query): side by side in a 150 px tile 'Yêu cầu sửa' ran past its tile into the
 * next one. In the viewer they sit in its footer. Every target is at least 44 px tall.
 */
export function ReviewButtons({ result, deliveryId, place = 'tile' }: { result: TaskResult; deliveryId: number; place?: 'tile' | 'viewer' }) {
  const review = useReviewResult(deliveryId);
  const [asking, setAsking] = useState(false);
  const approve = () =>
    review.mutate({ resultId: result.id, decision: 'APPROVED' }, { onError: (error) => toast.error(error.message) });
  const button = place === 'tile' ? 'h-11 w-full px-2 @[15rem]:flex-1' : 'h-11 px-3';
  return (
    <div className={place === 'tile' ? 'mt-1 flex flex-col gap-1 @[15rem]:flex-row' : 'flex gap-2'}>
      <Button variant={result.review_decision === 'APPROVED' ? 'primary' : 'secondary'} className={button} onClick={approve} aria-pressed={result.review_decision === 'APPROVED'} aria-label={`Đồng ý ${result.name}`}>
        Đồng ý
      </Button>
      <Button variant={result.review_decision === 'CHANGES' ? 'danger' : 'secondary'} className={button} onClick={() => setAsking(true)} aria-pressed={result.review_decision === 'CHANGES'} aria-label={`Yêu cầu sửa ${result.name}`}>
        Yêu cầu sửa
      </Button>
      {asking && <ChangeDialog result={result} deliveryId={deliveryId} onClose={() => setAsking(false)} />}
    </div>
  );
}
