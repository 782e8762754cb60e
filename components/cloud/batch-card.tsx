'use client';

import { batchJobRefusal } from '@/domain/batch-link';
import { useQueries } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { toast } from '@/lib/client/toast';
import { Button, buttonClassName } from '@/components/ui/button';
import { cn } from '@/components/ui/class-names';
import { useConfirm } from '@/components/ui/use-confirm';
import { GraphQLRequestError } from '@/lib/client/graphql-client';
import {
  batchFilesOptions,
  CLOUD_FILE_PAGE_SIZE,
  cloudBatchZipUrl,
  cloudFileUrl,
  cloudThumbnailUrl,
  useDeleteCloudFile,
  type CloudBatch,
} from '@/lib/client/queries/cloud-files';
import { cloudBatchStatus, CLOUD_BATCH_STATUS_LABEL } from '@/domain/cloud-file-display';
import { formatStudioDateTime } from '@/domain/studio-time';
import { formatBytes } from '@/domain/validation/cloud-file-rules';
import { arrivedText, UnfinishedNotice } from './unfinished-batch';

const STATE_STYLE = {
  UPLOADING: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  UNFINISHED: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  RECEIVED: 'bg-primary-soft text-primary',
  PROCESSING: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  REVISING: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  DONE: 'bg-success-soft text-success',
} as const;

type Props = { batch: CloudBatch; audience: 'cloud' | 'studio' };

/** One batch: name, request, state, and its files with download (and, for the owner, delete). */
export function BatchCard({ batch, audience }: Props) {
  const remove = useDeleteCloudFile();
  const canDelete = audience === 'cloud' && batch.state === 'RECEIVED';
  // The list carries each batch's first page of files; 'Xem thêm' adds one page at a time.
  const [extraPages, setExtraPages] = useState(0);
  const more = useQueries({
    queries: Array.from({ length: extraPages }, (_, i) => batchFilesOptions(batch.id, CLOUD_FILE_PAGE_SIZE * (i + 1))),
  });
  const seen = new Set<number>();
  const files = [batch.files, ...more.map((page) => page.data ?? [])].flat().filter((file) => !seen.has(file.id) && seen.add(file.id));
  const loadingMore = more.some((page) => page.isPending);
  const remaining = batch.file_count - files.length;
  const status = cloudBatchStatus(batch.state, batch.uploading_count, batch.unfinished);
  const jobRefusal = batchJobRefusal({ taskId: batch.task_id ?? null, fileCount: batch.file_count, uploadingCount: batch.uploading_count });

  const { confirm, confirmDialog } = useConfirm();

  async function onDelete(fileId: number, name: string) {
    if (!(await confirm({ title: `Xóa tệp ${name}?`, description: 'Tệp bị xóa khỏi lô và không khôi phục được.', confirmLabel: 'Xóa tệp' }))) return;
    try {
      await remove.mutateAsync(fileId);
      toast.success(`Đã xóa ${name}`);
    } catch (error) {
      toast.error(error instanceof GraphQLRequestError ? error.message : 'Không xóa được tệp.');
    }
  }

  return (
    <article id={`lo-${batch.id}`} tabIndex={-1} className="scroll-mt-24 rounded-xl border border-border bg-surface p-4 target:ring-2 target:ring-primary focus:outline-none focus-visible:ring-2 focus-visible:ring-primary" aria-label={`Lô ${batch.name}`}>
      {confirmDialog}
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="truncate text-lg font-semibold text-foreground">{batch.name}</h3>
          <p className="text-sm text-muted">
            {formatStudioDateTime(batch.created_at)} · {batch.file_count} tệp · {formatBytes(batch.total_bytes)}
          </p>
          {batch.request && <p className="mt-1 whitespace-pre-line text-sm text-foreground">Yêu cầu chỉnh sửa: {batch.request}</p>}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <span className={cn('rounded-full px-3 py-1 text-xs font-semibold', STATE_STYLE[status])} data-testid="batch-state">
            {CLOUD_BATCH_STATUS_LABEL[status]}
          </span>
          {audience === 'studio' && (
            <>
              <a href={cloudBatchZipUrl(batch.id)} className={buttonClassName({ variant: 'secondary', size: 'sm' })} download>
                Tải cả lô (ZIP)
              </a>
              {batch.task_id === null ? (
                // One job per batch, and none from a batch still uploading (docs/decisions/one-job-per-batch.md).
                jobRefusal === null ? (
                  <Link href={`/tao-task-moi?lo=${batch.id}`} className={buttonClassName({ size: 'sm' })}>
                    Tạo việc từ lô này
                  </Link>
                ) : (
                  <span className="text-xs text-muted" data-testid="batch-job-refusal">
                    {jobRefusal}
                  </span>
                )
              ) : (
                <Link href={`/${batch.task_id}/sua-task`} className={buttonClassName({ variant: 'ghost', size: 'sm' })}>
                  Xem việc #{batch.task_id}
                </Link>
              )}
            </>
          )}
        </div>
      </header>
      {batch.unfinished && audience === 'cloud' && <UnfinishedNotice batch={batch} canAbandon={batch.state === 'RECEIVED'} />}
      {batch.unfinished && audience === 'studio' && (
        <p className="mt-2 text-sm text-muted" data-testid="unfinished-upload">
          Khách hàng chưa tải lên xong: đã nhận {arrivedText(batch)}.
        </p>
      )}
      {files.length === 0 ? (
        <p className="mt-3 text-sm text-muted">Lô chưa có tệp nào.</p>
      ) : (
        // A list, not a table: each file is one row that wraps its actions under the name on a
        // phone, so nothing runs past the card at 390 px (docs/decisions/cloud-files.md).
        <div className="mt-3">
          <ul className="divide-y divide-border" aria-label={`Tệp của lô ${batch.name}`}>
            {files.map((file) => {
              const path = file.relative_path ? `${file.relative_path}/${file.name}` : file.name;
              const url = cloudFileUrl(file.id, audience);
              const thumbnail = file.completed && file.has_thumbnail;
              return (
                <li key={file.id} data-testid="cloud-file" data-path={path} data-size={file.size} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
                  {thumbnail ? (
                    // eslint-disable-next-line @next/next/no-img-element -- the authorised thumbnail route (made on the server); next/image would fetch it through its optimiser without the session
                    <img src={cloudThumbnailUrl(file.id, audience)} alt={`Ảnh thu nhỏ ${path}`} loading="lazy" width={48} height={48} className="size-12 shrink-0 rounded-md border border-border bg-background object-cover" />
                  ) : (
                    <span aria-hidden="true" className="flex size-12 shrink-0 items-center justify-center rounded-md border border-border bg-background text-[10px] font-semibold uppercase text-muted">
                      {file.name.includes('.') ? file.name.slice(file.name.lastIndexOf('.') + 1).slice(0, 4) : 'tệp'}
                    </span>
                  )}
                  <div className="min-w-0 flex-1 basis-40">
                    <p className="truncate text-foreground" title={path}>
                      {file.relative_path && <span className="text-muted">{file.relative_path}/</span>}
                      {file.name}
                    </p>
                    <p className="text-xs text-muted">
                      {formatBytes(file.size)} · {formatStudioDateTime(file.created_at)} ·{' '}
                      <span data-testid="cloud-file-state">{CLOUD_BATCH_STATUS_LABEL[file.completed ? batch.state : 'UPLOADING']}</span>
                    </p>
                  </div>
                  <div className="ml-auto flex shrink-0 items-center gap-1">
                    {file.completed && (
                      <a href={url} className={buttonClassName({ variant: 'ghost', size: 'sm' })} download aria-label={`Tải xuống ${path}`}>
                        Tải xuống
                      </a>
                    )}
                    {canDelete && (
                      <Button variant="ghost" size="sm" className="text-danger" onClick={() => onDelete(file.id, path)} aria-label={`Xóa ${path}`}>
                        Xóa
                      </Button>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
          {remaining > 0 && (
            <Button variant="secondary" size="sm" className="mt-3" disabled={loadingMore} onClick={() => setExtraPages((pages) => pages + 1)}>
              {loadingMore ? 'Đang tải…' : `Xem thêm (còn ${remaining} tệp)`}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
