'use client';

import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/class-names';
import type { RequestItem } from '@/lib/client/queries/deliveries';

// One of the customer's requests on a photo (docs/decisions/proofing-marks.md): its number (the
// customer's), note, state, the editor's reply and QA's reason; the actions the viewer may take.

export type ItemActions = {
  /** The revision job's editor or an admin, while the job is open. */
  mayAnswer: boolean;
  /** The revision job's QA or an admin, while the job is open. */
  mayReject: boolean;
  onDone: () => void;
  onReopen: () => void;
  onReject: () => void;
  pending: boolean;
};

/** 'yêu cầu 2 của ảnh IMG_001': how buttons and toasts name an item. */
export const itemLabel = (item: Pick<RequestItem, 'number'>, photo: string) => `yêu cầu ${item.number} của ảnh ${photo}`;

export function RequestItemRow({ item, photo, actions }: { item: RequestItem; photo: string; actions: ItemActions }) {
  const done = item.state === 'DONE';
  const label = itemLabel(item, photo);
  return (
    <li className="flex gap-3 py-3" data-testid="request-item" data-state={item.state}>
      <span aria-hidden="true" className={cn('grid size-7 shrink-0 place-items-center rounded-full text-xs font-bold text-white', done ? 'bg-success' : 'bg-danger')}>
        {item.number}
      </span>
      <div className="min-w-0 flex-1 space-y-1">
        <p className="break-words text-sm text-foreground">
          <span className="sr-only">Yêu cầu {item.number}{item.kind === 'NOTE' ? ' (cả ảnh)' : ''}: </span>
          {item.note}
        </p>
        <p className={cn('text-sm font-medium', done ? 'text-success' : 'text-danger')} data-testid="request-item-state">
          {done ? 'Đã xong' : 'Chưa xong'}
          {item.kind === 'NOTE' && <span className="font-normal text-muted"> · cả ảnh</span>}
        </p>
        {item.reply && <p className="break-words text-sm text-muted">Trả lời: {item.reply}</p>}
        {item.qa_note && <p className="break-words text-sm text-danger">QA trả lại: {item.qa_note}</p>}
        {(actions.mayAnswer || (actions.mayReject && done)) && (
          <div className="flex flex-wrap gap-2 pt-1">
            {actions.mayAnswer &&
              (done ? (
                <Button variant="secondary" size="lg" aria-label={`Mở lại ${label}`} onClick={actions.onReopen} disabled={actions.pending}>
                  Mở lại
                </Button>
              ) : (
                <Button variant="primary" size="lg" aria-label={`Đánh dấu đã xong ${label}`} onClick={actions.onDone} disabled={actions.pending}>
                  Đánh dấu đã xong
                </Button>
              ))}
            {actions.mayReject && done && (
              <Button variant="danger-outline" size="lg" aria-label={`Trả lại ${label}`} onClick={actions.onReject} disabled={actions.pending}>
                Trả lại
              </Button>
            )}
          </div>
        )}
      </div>
    </li>
  );
}
