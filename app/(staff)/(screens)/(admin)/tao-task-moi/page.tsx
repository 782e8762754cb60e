import type { Metadata } from 'next';
import Link from 'next/link';
import { BoardBackLink } from '@/components/tasks/board-back-link';
import { CreateTaskForm } from '@/components/tasks/create-task-form';
import { Alert } from '@/components/ui/alert';
import { CloudBatchDocument } from '@/graphql/generated/operations.generated';
import { requireStaff } from '@/lib/server/auth';
import { callProvider } from '@/lib/server/provider-client';
import type { CreateTaskFormValues } from '@/domain/validation/task';
import { statusLabel } from '@/domain/task-status';
import { batchJobRefusal } from '@/domain/batch-link';
import { buttonClassName } from '@/components/ui/button';

export const metadata: Metadata = { title: 'Tạo việc mới' };

type Props = { searchParams: Promise<{ lo?: string }> };

/**
 * 'Tạo việc từ lô này' opens /tao-task-moi?lo=<batch>: the form starts with the batch's name,
 * request, customer, image count and a link to the batch, and the new job is linked to it.
 */
async function batchPrefill(lo: string | undefined) {
  if (!lo || !/^\d{1,9}$/.test(lo)) return null;
  const viewer = await requireStaff('/tao-task-moi');
  const { cloud_batch: batch } = await callProvider(CloudBatchDocument, { id: Number(lo) }, { token: viewer.token }).catch(() => ({ cloud_batch: null }));
  if (!batch) return { missing: true as const };
  // One job per batch (docs/decisions/one-job-per-batch.md): the form opened again for a batch
  // that has its job (Back after creating), or one still uploading, says so and is not shown.
  const refusal = batchJobRefusal({ taskId: batch.task_id ?? null, fileCount: batch.file_count, uploadingCount: batch.uploading_count });
  if (refusal) return { missing: false as const, batch, refusal };
  // 'Link file gốc' stays empty: the originals are on the job's own page ('Ảnh gốc của khách'),
  // which its editor and QA may open (docs/decisions/originals-on-the-job.md).
  const initial: Partial<CreateTaskFormValues> = {
    taskName: batch.name,
    customerId: batch.customer_id ? String(batch.customer_id) : '',
    totalFile: batch.image_count > 0 ? String(batch.image_count) : '',
    description: batch.request,
  };
  return { missing: false as const, batch, initial, refusal: null };
}

// Admin only: the (admin) layout checks the role, and the provider's create_task again.
export default async function CreateTaskPage({ searchParams }: Props) {
  const prefill = await batchPrefill((await searchParams).lo);
  return (
    <div className="mx-auto w-full max-w-3xl">
      <BoardBackLink />
      <section className="mt-3 rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-foreground">Tạo việc mới</h1>
        <p className="mt-1 text-sm text-muted">Việc có editor sẽ vào cột {statusLabel('Assignee')}, chưa có editor vào cột {statusLabel('Ready')}.</p>
        {prefill?.missing && (
          <Alert variant="error" className="mt-4">
            Không tìm thấy lô tải lên.
          </Alert>
        )}
        {prefill && !prefill.missing && prefill.refusal === null && (
          <Alert variant="info" className="mt-4">
            Tạo từ lô «{prefill.batch.name}» ({prefill.batch.image_count} ảnh).
          </Alert>
        )}
        {prefill && !prefill.missing && prefill.refusal !== null ? (
          <div className="mt-4 space-y-4" data-testid="batch-job-refusal">
            <Alert variant="error">
              Lô «{prefill.batch.name}»: {prefill.refusal}
            </Alert>
            {prefill.batch.task_id != null && (
              <Link href={`/${prefill.batch.task_id}/sua-task`} className={buttonClassName({})}>
                Xem việc #{prefill.batch.task_id}
              </Link>
            )}
          </div>
        ) : (
          <div className="mt-6">
            <CreateTaskForm
              initial={prefill?.missing === false ? prefill.initial : undefined}
              cloudBatchId={prefill?.missing === false ? prefill.batch.id : undefined}
              batchCreatedAt={prefill?.missing === false ? prefill.batch.created_at : undefined}
            />
          </div>
        )}
      </section>
    </div>
  );
}
