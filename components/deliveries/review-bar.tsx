'use client';

import { useState } from 'react';
import { toast } from '@/lib/client/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { PROOFING_MESSAGES } from '@/domain/validation/proofing-rules';
import { useApproveAll, useSubmitReview, type TaskResult } from '@/lib/client/queries/deliveries';

// Proofing's bar over the gallery (docs/decisions/proofing.md): the counts, 'Đồng ý tất cả' (the
// undecided photos only: a change request stays, and the bar says so), 'Gửi phản hồi' with the
// reason it is not yet possible written beside it, and before sending a summary to confirm —
// how many approved, how many to redo, each with its note and its numbered marks
// (docs/decisions/proofing-marks.md).

export function ReviewBar({ deliveryId, submitted, results }: { deliveryId: number; submitted: boolean; results: TaskResult[] }) {
  const approveAll = useApproveAll(deliveryId);
  const submitReview = useSubmitReview(deliveryId);
  const [confirming, setConfirming] = useState(false);
  const approved = results.filter((r) => r.review_decision === 'APPROVED').length;
  const changes = results.filter((r) => r.review_decision === 'CHANGES');
  const undecided = results.length - approved - changes.length;

  function onApproveAll() {
    approveAll.mutate(undefined, {
      onSuccess: () =>
        toast.success(changes.length > 0 ? `Đã đồng ý ${undecided} ảnh; giữ nguyên ${changes.length} yêu cầu sửa.` : `Đã đồng ý ${undecided} ảnh.`),
      onError: (error) => toast.error(error.message),
    });
  }

  function onSubmit() {
    submitReview.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success('Đã gửi phản hồi cho studio.');
      },
      onError: (error) => toast.error(error.message),
    });
  }

  return (
    <div className="mb-4 rounded-lg border border-border bg-surface px-4 py-3" data-testid="review-bar">
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-auto text-sm text-foreground" data-testid="review-counts">
          {approved} đồng ý · {changes.length} cần sửa{undecided > 0 ? ` · ${undecided} chưa chọn` : ''}
        </p>
        {submitted ? (
          <p className="text-sm font-medium text-success">Đã gửi phản hồi cho studio.</p>
        ) : (
          <>
            <Button variant="secondary" className="h-11" onClick={onApproveAll} pending={approveAll.isPending} disabled={undecided === 0} aria-describedby="review-approve-note">
              Đồng ý tất cả
            </Button>
            <Button className="h-11" onClick={() => setConfirming(true)} disabled={undecided > 0} aria-describedby="review-submit-note">
              Gửi phản hồi
            </Button>
          </>
        )}
      </div>
      {!submitted && (
        <div className="mt-2 space-y-1 text-sm text-muted">
          {undecided > 0 && (
            <p id="review-submit-note" data-testid="submit-disabled-reason">
              {PROOFING_MESSAGES.undecided(undecided)} Chọn xong mới gửi được phản hồi.
            </p>
          )}
          {undecided === 0 ? (
            <p id="review-approve-note">Mọi ảnh đã được chọn: bấm &apos;Gửi phản hồi&apos; để gửi cho studio.</p>
          ) : (
            changes.length > 0 && (
              <p id="review-approve-note" data-testid="approve-all-note">
                &apos;Đồng ý tất cả&apos; chỉ đồng ý {undecided} ảnh chưa chọn; {changes.length} yêu cầu sửa được giữ nguyên.
              </p>
            )
          )}
        </div>
      )}
      <Dialog
        open={confirming}
        onOpenChange={(open) => !open && setConfirming(false)}
        title="Gửi phản hồi cho studio?"
        description="Sau khi gửi, bạn không thể thay đổi lựa chọn của lần giao này."
        role="alertdialog"
        className="max-w-lg"
      >
        <div className="mt-4 space-y-3 text-sm" data-testid="review-summary">
          <p className="font-medium text-foreground">
            {approved} ảnh đồng ý, {changes.length} ảnh cần sửa.
          </p>
          {changes.length > 0 && (
            <ul className="max-h-60 space-y-2 overflow-y-auto rounded-lg border border-border p-3" aria-label="Ảnh cần sửa">
              {changes.map((result) => (
                <li key={result.id} className="min-w-0">
                  <p className="truncate font-medium text-foreground">{result.name}</p>
                  {result.review_note && <p className="whitespace-pre-wrap break-words text-muted">{result.review_note}</p>}
                  {result.review_marks.length > 0 && (
                    <ol className="mt-1 space-y-0.5 text-muted" aria-label={`Điểm đánh dấu trên ảnh ${result.name}`} data-testid="summary-marks">
                      {result.review_marks.map((mark) => (
                        <li key={mark.id} className="whitespace-pre-wrap break-words">
                          {mark.number}. {mark.note}
                        </li>
                      ))}
                    </ol>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
        <DialogActions onCancel={() => setConfirming(false)} className="mt-6">
          <Button onClick={onSubmit} pending={submitReview.isPending}>
            Gửi phản hồi
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
