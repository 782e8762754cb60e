'use client';

import { toast } from '@/lib/client/toast';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { changesSummary } from '@/domain/review-marks';
import { useReviewResult, type TaskResult } from '@/lib/client/queries/deliveries';
import dynamic from 'next/dynamic';

// The mark editor (a dialog, with the marks' rules and zod) arrives on the first 'Yêu cầu sửa',
// not with the gallery (docs/decisions/page-weight.md); the dialog takes focus when it mounts.
const loadMarkEditor = () => import('./mark-editor').then((module) => module.MarkEditor);
const MarkEditor = dynamic(loadMarkEditor, { ssr: false });

// Proofing on the customer's gallery (docs/decisions/proofing.md): per photo 'Đồng ý' or
// 'Yêu cầu sửa' — marks on the photo, each with its note, and/or a general note, in the marking
// view (mark-editor.tsx, docs/decisions/proofing-marks.md) — changeable until 'Gửi phản hồi'.

/** The decision as the customer reads it on a tile. */
export function DecisionBadge({ result }: { result: TaskResult }) {
  if (result.review_decision === 'APPROVED') return <span className="rounded bg-success-soft px-1.5 py-0.5 text-xs font-medium text-success" data-testid="decision">Đã đồng ý</span>;
  if (result.review_decision === 'CHANGES')
    return (
      <span className="truncate rounded bg-danger-soft px-1.5 py-0.5 text-xs font-medium text-danger" title={result.review_note ?? ''} data-testid="decision">
        {/* A note-only request becomes a 'note' item on submit (proofing-marks.md): not a place. */}
        {changesSummary(result.review_marks.filter((mark) => mark.kind !== 'NOTE').length, result.review_note ?? '')}
      </span>
    );
  return <span className="text-xs text-muted" data-testid="decision">Chưa chọn</span>;
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
      <Button variant={result.review_decision === 'CHANGES' ? 'danger' : 'secondary'} className={button} onClick={() => setAsking(true)} onPointerEnter={() => void loadMarkEditor()} onFocus={() => void loadMarkEditor()} aria-pressed={result.review_decision === 'CHANGES'} aria-label={`Yêu cầu sửa ${result.name}`}>
        Yêu cầu sửa
      </Button>
      {asking && <MarkEditor result={result} deliveryId={deliveryId} onClose={() => setAsking(false)} />}
    </div>
  );
}
