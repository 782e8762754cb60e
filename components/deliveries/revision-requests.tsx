'use client';

import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/client/toast';
import { ROLE } from '@/domain/roles';
import type { TaskStatusName } from '@/domain/task-status';
import { cloudThumbnailUrl } from '@/lib/client/queries/cloud-files';
import { deliveryKeys, resultPreviewUrl, revisionRequestsOptions, useAnswerRequestItem, useRejectRequestItem, type RequestItem } from '@/lib/client/queries/deliveries';
import { taskKeys } from '@/lib/tasks/query-keys';
import { JobPageSection } from '@/components/tasks/job-page-section';
import { ItemTextDialog, type ItemTextAsk } from './item-text-dialog';
import { MarkedPhoto } from './marked-photo';
import { itemLabel, RequestItemRow } from './request-item';
import { useTaskResultsChanged } from './use-task-results-changed';

// A revision job's 'Yêu cầu của khách' (docs/decisions/proofing-marks.md): each photo the customer
// asked changes on, its marks drawn on the delivered photo and listed by number — the job's
// request items. The editor (or an admin) marks each done or opens it again; QA (or an admin)
// sends a done one back with a reason. The job is not 'Hoàn thành' while one is open (the
// provider refuses the move with the count). Nothing for an ordinary job.

type Props = {
  taskId: number;
  status: TaskStatusName;
  editorId: number | null;
  qaId: number | null;
  viewer: { id: number; roleId: number | null };
};

/** 'IMG_001' from 'IMG_001.jpg': the photo as the buttons and the history name it. */
const photoName = (name: string) => (name.lastIndexOf('.') > 0 ? name.slice(0, name.lastIndexOf('.')) : name);

export function RevisionRequests({ taskId, status, editorId, qaId, viewer }: Props) {
  const queryClient = useQueryClient();
  const requests = useQuery(revisionRequestsOptions(taskId));
  const answer = useAnswerRequestItem(taskId);
  const reject = useRejectRequestItem(taskId);
  const [ask, setAsk] = useState<ItemTextAsk | null>(null);
  // Another person's answer (the editor's, QA's) shows without a reload, with its history line:
  // the provider tells the job's task_results_changed (REQUESTS).
  useTaskResultsChanged(taskId, () => {
    void queryClient.invalidateQueries({ queryKey: deliveryKeys.requests(taskId) });
    void queryClient.invalidateQueries({ queryKey: taskKeys.detail(taskId), exact: true });
  });

  const rows = requests.data ?? [];
  if (rows.length === 0) return null;
  const open = rows.flatMap((row) => row.review_marks).filter((item) => item.state === 'OPEN').length;
  const closed = status === 'Completed' || status === 'Cancel';
  const isAdmin = viewer.roleId === ROLE.admin;
  const mayAnswer = !closed && (isAdmin || (editorId !== null && editorId === viewer.id));
  const mayReject = !closed && (isAdmin || (viewer.roleId === ROLE.qa && qaId === viewer.id));
  const pending = answer.isPending || reject.isPending;

  function send(item: RequestItem, photo: string, done: boolean, reply?: string) {
    const label = itemLabel(item, photo);
    answer.mutate(
      { id: item.id, done, reply },
      {
        onSuccess: () => {
          toast.success(done ? `Đã xong ${label}.` : `Đã mở lại ${label}.`);
          void queryClient.invalidateQueries({ queryKey: taskKeys.detail(taskId), exact: true });
        },
        onError: (error) => toast.error(error.message),
      },
    );
  }

  function sendBack(item: RequestItem, photo: string, note: string) {
    reject.mutate(
      { id: item.id, note },
      {
        onSuccess: () => {
          toast.success(`Đã trả lại ${itemLabel(item, photo)}.`);
          void queryClient.invalidateQueries({ queryKey: taskKeys.detail(taskId), exact: true });
        },
        onError: (error) => toast.error(error.message),
      },
    );
  }

  return (
    <JobPageSection id="yeu-cau-sua" title="Yêu cầu của khách" testId="revision-requests">
      <p className={open > 0 ? 'mt-1 text-sm font-medium text-danger' : 'mt-1 text-sm font-medium text-success'} data-testid="requests-summary">
        {open > 0 ? `Còn ${open} yêu cầu chưa xong` : 'Đã xong tất cả yêu cầu'}
      </p>
      <ul className="mt-4 space-y-6">
        {rows.map((row) => {
          const photo = photoName(row.name);
          const items = row.review_marks;
          return (
            <li key={row.id} className="grid gap-4 md:grid-cols-[minmax(0,28rem)_minmax(0,1fr)]" data-testid="revision-request">
              <div className="space-y-2">
                {row.has_thumbnail ? (
                  <MarkedPhoto src={resultPreviewUrl(row.id, 'staff')} alt={`Ảnh đã giao ${row.name}${items.some((i) => i.kind !== 'NOTE') ? ', với các điểm khách đánh dấu' : ''}`} items={items} />
                ) : (
                  <p className="text-sm text-muted">Ảnh chưa có bản xem trước.</p>
                )}
                <div className="flex items-center gap-2">
                  {row.original_file_id !== null && row.original_has_thumbnail && (
                    // eslint-disable-next-line @next/next/no-img-element -- the checked thumbnail route
                    <img src={cloudThumbnailUrl(row.original_file_id, 'studio')} alt={`Ảnh gốc ${row.original_name ?? ''}`} loading="lazy" className="size-12 rounded-md border border-border object-cover" />
                  )}
                  <div className="min-w-0">
                    <p className="break-words text-sm font-medium text-foreground">{row.name}</p>
                    <p className="break-words text-sm text-muted">{row.original_name ? `Ảnh gốc: ${row.original_name}` : 'Không có ảnh gốc cùng tên'}</p>
                  </div>
                </div>
              </div>
              <div className="min-w-0">
                {row.review_note && items.every((i) => i.kind !== 'NOTE' || i.note !== row.review_note) && (
                  <p className="break-words text-sm text-foreground">
                    <span className="text-muted">Ghi chú chung: </span>
                    {row.review_note}
                  </p>
                )}
                <ol className="divide-y divide-border" aria-label={`Yêu cầu của khách cho ảnh ${photo}`}>
                  {items.map((item) => (
                    <RequestItemRow
                      key={item.id}
                      item={item}
                      photo={photo}
                      actions={{
                        mayAnswer,
                        mayReject,
                        pending,
                        onDone: () => setAsk({ mode: 'reply', itemLabel: `Yêu cầu ${item.number} của ảnh ${photo}`, onConfirm: (reply) => send(item, photo, true, reply) }),
                        onReopen: () => send(item, photo, false),
                        onReject: () => setAsk({ mode: 'reject', itemLabel: `Yêu cầu ${item.number} của ảnh ${photo}`, onConfirm: (note) => sendBack(item, photo, note) }),
                      }}
                    />
                  ))}
                </ol>
              </div>
            </li>
          );
        })}
      </ul>
      <ItemTextDialog
        ask={ask}
        pending={pending}
        onClose={() => setAsk(null)}
      />
    </JobPageSection>
  );
}
