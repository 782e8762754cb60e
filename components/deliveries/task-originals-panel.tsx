'use client';

import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { buttonClassName } from '@/components/ui/button';
import { cn } from '@/components/ui/class-names';
import { JobPageSection } from '@/components/tasks/job-page-section';
import type { ViewerItem } from '@/components/viewer/image-viewer';
import { ImageViewer } from '@/components/viewer/lazy';
import { browserImageType, fileKind } from '@/domain/cloud-file-display';
import { formatBytes } from '@/domain/validation/cloud-file-rules';
import { cloudBatchZipUrl, cloudFileUrl, cloudPreviewUrl, cloudScreenUrl, cloudThumbnailUrl } from '@/lib/client/queries/cloud-files';
import { taskOriginalsOptions } from '@/lib/client/queries/deliveries';
import type { TaskOriginalsQuery } from '@/graphql/generated/operations.generated';

// 'Ảnh gốc của khách' on the job page (docs/decisions/originals-on-the-job.md): the customer's
// files of the batch the job was made from, for the people who work it — thumbnails in a grid
// (RAW, PSD… by name and kind), each opened large in the viewer and downloadable, the whole batch
// as one ZIP (the browser goes to the provider with a download ticket), and the customer's request
// beside them. The provider decides who may (cloud-files/access.ts canReadOriginals).

type OriginalFile = NonNullable<TaskOriginalsQuery['task_originals']>['files'][number];

const pathOf = (file: OriginalFile) => (file.relative_path ? `${file.relative_path}/${file.name}` : file.name);

function viewerItem(file: OriginalFile): ViewerItem {
  const shown = file.has_thumbnail;
  return {
    key: file.id,
    name: pathOf(file),
    after: {
      thumbnail: shown ? cloudThumbnailUrl(file.id, 'studio') : null,
      screen: shown ? cloudScreenUrl(file.id, 'studio') : null,
      preview: shown ? cloudPreviewUrl(file.id, 'studio') : null,
      full: browserImageType(file.name) ? cloudFileUrl(file.id, 'studio') : shown ? cloudPreviewUrl(file.id, 'studio') : null,
    },
    before: null,
    beforeName: null,
    download: { href: cloudFileUrl(file.id, 'studio'), label: `Tải xuống ${formatBytes(file.size)}` },
  };
}

export function TaskOriginalsPanel({ taskId }: { taskId: number }) {
  const originals = useQuery(taskOriginalsOptions(taskId));
  const [viewing, setViewing] = useState<number | null>(null);
  const batch = originals.data;
  const files = useMemo(() => (batch?.files ?? []).filter((file) => file.completed), [batch]);
  const viewable = useMemo(() => files.filter((file) => file.has_thumbnail), [files]);
  const items = useMemo(() => viewable.map(viewerItem), [viewable]);

  // A job made from no batch has no originals: nothing to show (its 'Link file gốc' says where they
  // are). Nothing either until the answer is in, so a job without a batch never flashes the frame.
  if (originals.isPending || (originals.isSuccess && batch === null)) return null;

  return (
    <JobPageSection
      id="anh-goc"
      title={batch ? `Ảnh gốc của khách (${batch.file_count})` : 'Ảnh gốc của khách'}
      testId="task-originals"
      actions={
        batch ? (
          <a href={cloudBatchZipUrl(batch.id)} className={buttonClassName({ variant: 'secondary', size: 'sm' })} download data-testid="originals-zip">
            Tải cả lô (ZIP)
          </a>
        ) : undefined
      }
    >
      {viewing !== null && items[viewing] && <ImageViewer items={items} index={viewing} onIndexChange={setViewing} onClose={() => setViewing(null)} />}
      {originals.isError || !batch ? (
        <p className="mt-4 text-sm text-danger">Không tải được ảnh gốc của việc.</p>
      ) : (
        <div className="mt-4 grid gap-5 lg:grid-cols-[18rem_minmax(0,1fr)]">
          <aside aria-labelledby="yeu-cau-cua-khach" className="rounded-xl bg-background p-4 text-sm">
            <h3 id="yeu-cau-cua-khach" className="font-semibold text-foreground">
              Yêu cầu của khách
            </h3>
            <p className="mt-2 whitespace-pre-line break-words text-foreground" data-testid="originals-request">
              {batch.request || 'Khách không ghi yêu cầu.'}
            </p>
            <p className="mt-3 text-xs text-muted">
              Lô «{batch.name}» · {batch.file_count} tệp · {formatBytes(batch.total_bytes)}
            </p>
          </aside>
          <div>
            {files.length === 0 ? (
              <p className="text-sm text-muted">Lô chưa có tệp nào.</p>
            ) : (
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4" aria-label="Tệp gốc của khách">
                {files.map((file) => (
                  <OriginalTile key={file.id} file={file} onOpen={file.has_thumbnail ? () => setViewing(viewable.findIndex((f) => f.id === file.id)) : null} />
                ))}
              </ul>
            )}
            {batch.file_count > files.length && (
              <p className="mt-3 text-sm text-muted">
                Đang hiện {files.length} trên {batch.file_count} tệp: tải cả lô (ZIP) để có tất cả.
              </p>
            )}
          </div>
        </div>
      )}
    </JobPageSection>
  );
}

function OriginalTile({ file, onOpen }: { file: OriginalFile; onOpen: (() => void) | null }) {
  const path = pathOf(file);
  const kind = fileKind(file.name);
  const picture = file.has_thumbnail ? (
    // eslint-disable-next-line @next/next/no-img-element -- the checked thumbnail route; next/image would fetch it without the session
    <img src={cloudThumbnailUrl(file.id, 'studio')} alt={`Ảnh gốc ${path}`} loading="lazy" className="size-full object-cover" />
  ) : (
    <span className="flex size-full flex-col items-center justify-center gap-1 p-2 text-center">
      <span className="text-sm font-bold text-foreground">{kind.short}</span>
      <span className="text-xs text-muted">{kind.label}</span>
    </span>
  );
  return (
    <li data-testid="original-file" data-name={file.name} className="flex min-w-0 flex-col overflow-hidden rounded-xl border border-border bg-background">
      {onOpen ? (
        <button type="button" onClick={onOpen} aria-label={`Xem ảnh gốc ${path}`} className="aspect-square w-full cursor-zoom-in overflow-hidden focus-visible:outline focus-visible:outline-2 focus-visible:outline-primary">
          {picture}
        </button>
      ) : (
        <span className="aspect-square w-full overflow-hidden">{picture}</span>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-2">
        <p className="truncate text-sm text-foreground" title={path}>
          {path}
        </p>
        <p className="text-xs text-muted">
          {kind.label} · {formatBytes(file.size)}
        </p>
        <a href={cloudFileUrl(file.id, 'studio')} className={cn(buttonClassName({ variant: 'secondary', size: 'sm', fullWidth: true }), 'mt-auto min-h-11')} download aria-label={`Tải xuống ảnh gốc ${path}`}>
          Tải xuống
        </a>
      </div>
    </li>
  );
}
