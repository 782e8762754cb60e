'use client';

import { Button } from '@/components/ui/button';
import { formatBytes } from '@/domain/validation/cloud-file-rules';
import { ProgressBar } from './progress-bar';
import type { UploadItem } from './use-uploads';

const STATUS_LABEL: Record<UploadItem['status'], string> = {
  queued: 'Đang chờ',
  uploading: 'Đang tải lên',
  paused: 'Tạm dừng',
  done: 'Đã xong',
  error: 'Lỗi',
};

type Props = {
  item: UploadItem;
  sent: number;
  onPause: () => void;
  onResume: () => void;
  onCancel: () => void;
};

/** One file of the queue: name, folder path, size, its own bar and its controls. */
export function UploadRow({ item, sent, onPause, onResume, onCancel }: Props) {
  const { file, relativePath } = item.picked;
  const percent = file.size ? Math.floor((sent / file.size) * 100) : 0;
  return (
    <li className="space-y-2 py-3" aria-label={item.path}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-medium text-foreground" title={file.name}>
            {file.name}
          </p>
          <p className="truncate text-xs text-muted">
            {relativePath ? `${relativePath}/ · ` : ''}
            {formatBytes(file.size)}
            {item.resumedBatchId !== null && item.status === 'queued' ? ' · sẽ tiếp tục phần đã tải' : ''}
          </p>
        </div>
        <div className="flex items-center gap-1">
          <span className={item.status === 'error' ? 'text-sm text-danger' : 'text-sm text-muted'} data-status={item.status}>
            {STATUS_LABEL[item.status]} · {percent}%
          </span>
          {(item.status === 'uploading' || item.status === 'queued') && (
            <Button variant="ghost" size="sm" onClick={onPause} aria-label={`Tạm dừng ${item.path}`}>
              Tạm dừng
            </Button>
          )}
          {(item.status === 'paused' || item.status === 'error') && (
            <Button variant="ghost" size="sm" onClick={onResume} aria-label={`Tiếp tục ${item.path}`}>
              Tiếp tục
            </Button>
          )}
          {item.status !== 'done' && (
            <Button variant="ghost" size="sm" onClick={onCancel} aria-label={`Hủy ${item.path}`}>
              Hủy
            </Button>
          )}
        </div>
      </div>
      <ProgressBar value={sent} max={file.size} label={`Tiến độ ${item.path}`} />
      {item.error && <p className="text-sm text-danger">{item.error}</p>}
    </li>
  );
}
