'use client';

import Link from 'next/link';
import { toast } from '@/lib/client/toast';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClassName } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/use-confirm';
import { GraphQLRequestError } from '@/lib/client/graphql-client';
import { useAbandonCloudUpload, type CloudBatch } from '@/lib/client/queries/cloud-files';
import { formatBytes } from '@/domain/validation/cloud-file-rules';

// How an unfinished upload reads to the customer (docs/decisions/unfinished-uploads.md): how much
// arrived, the way to continue with the same files, and the way to give the rest up.

/** Space held for files still arriving, said as such beside 'Đã dùng'. */
export const reservedText = (bytes: number) => `giữ chỗ ${formatBytes(bytes)} cho tệp đang tải dở (chưa tính vào dung lượng đã dùng)`;

/** '3/10 tệp · 45 MB': files complete of those chosen, and the bytes that arrived. */
export function arrivedText(batch: Pick<CloudBatch, 'completed_count' | 'planned_count' | 'file_count' | 'arrived_bytes'>): string {
  return `${batch.completed_count}/${batch.planned_count ?? batch.file_count} tệp · ${formatBytes(batch.arrived_bytes)}`;
}

/** On a batch card of 'Tệp của tôi': the batch says it is unfinished, how far it got, and what can be done. */
export function UnfinishedNotice({ batch, canAbandon }: { batch: CloudBatch; canAbandon: boolean }) {
  const abandon = useAbandonCloudUpload();
  const { confirm, confirmDialog } = useConfirm();
  // The server removed a partial upload that received nothing for its period (docs/decisions/upload-expiry.md).
  const expired = batch.upload_expired_at !== null && batch.uploading_count === 0;

  async function onAbandon() {
    const agreed = await confirm({
      title: `Bỏ phần chưa tải của lô ${batch.name}?`,
      description: 'Các tệp chưa tải xong bị bỏ khỏi lô và phần đã tải dở bị xóa. Các tệp đã tải xong vẫn được giữ.',
      confirmLabel: 'Bỏ phần chưa tải',
    });
    if (!agreed) return;
    try {
      await abandon.mutateAsync({ batchId: batch.id, files: null });
      toast.success(`Lô ${batch.name} chỉ giữ các tệp đã tải xong.`);
    } catch (error) {
      toast.error(error instanceof GraphQLRequestError ? error.message : 'Không bỏ được phần chưa tải.');
    }
  }

  return (
    <div data-testid="unfinished-upload" className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
      {confirmDialog}
      <p className="min-w-0 flex-1 basis-56">
        <span className="font-semibold">Tải lên chưa xong:</span> đã nhận <span data-testid="unfinished-arrived">{arrivedText(batch)}</span>.
        {expired && (
          <span data-testid="unfinished-expired">
            {' '}
            Phần tải dở đã hết hạn vì lâu không nhận thêm dữ liệu: máy chủ đã xóa phần đó và trả lại chỗ đã giữ. Tiếp tục tải lên sẽ gửi lại các tệp còn thiếu từ đầu.
          </span>
        )}
      </p>
      <div className="flex flex-wrap gap-2">
        <Link href={`/user-cloud/upload-new-file?lo=${batch.id}`} className={buttonClassName({ size: 'sm' })}>
          Tiếp tục tải lên
        </Link>
        {canAbandon && (
          <Button variant="secondary" size="sm" pending={abandon.isPending} onClick={onAbandon}>
            Bỏ phần chưa tải
          </Button>
        )}
      </div>
    </div>
  );
}

const SHOWN_MISSING = 20;

/** At the top of the upload page opened with 'Tiếp tục tải lên': the batch and the files to choose again. */
export function ResumeSummary({ batch }: { batch: CloudBatch & { missing_files: { path: string; size: number }[] } }) {
  if (!batch.unfinished) {
    return (
      <Alert variant="success">
        Lô {batch.name} đã tải lên đủ tệp. <Link href="/user-cloud" className="font-semibold underline">Xem tệp của tôi</Link>
      </Alert>
    );
  }
  const missing = batch.missing_files;
  return (
    <Alert variant="info" title={`Tiếp tục tải lên lô ${batch.name}`}>
      <p>
        Đã nhận <span data-testid="resume-arrived">{arrivedText(batch)}</span>. Chọn lại đúng {missing.length} tệp còn thiếu (cùng tên, kích thước và ngày
        sửa); tệp đã tải dở trên trình duyệt này tiếp tục từ chỗ đã dừng. Tệp khác sẽ bị từ chối.
      </p>
      <ul className="mt-2 list-disc space-y-0.5 pl-5" aria-label="Tệp còn thiếu">
        {missing.slice(0, SHOWN_MISSING).map((file) => (
          <li key={`${file.path}-${file.size}`} className="break-all">
            {file.path} ({formatBytes(file.size)})
          </li>
        ))}
      </ul>
      {missing.length > SHOWN_MISSING && <p className="mt-1">… và {missing.length - SHOWN_MISSING} tệp khác.</p>}
    </Alert>
  );
}
