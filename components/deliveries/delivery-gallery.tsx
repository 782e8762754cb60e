'use client';

import { useQuery } from '@tanstack/react-query';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import Link from 'next/link';
import { useEffect, useLayoutEffect, useState } from 'react';
import { buttonClassName } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { browserImageType } from '@/domain/cloud-file-display';
import { formatStudioDateTime } from '@/domain/studio-time';
import { formatBytes } from '@/domain/validation/cloud-files';
import { cloudFileUrl, cloudThumbnailUrl } from '@/lib/client/queries/cloud-files';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { deliveryOptions, deliveryZipUrl, resultThumbnailUrl, resultUrl, useApproveAll, useMarkDeliverySeen, useSubmitReview, type TaskResult } from '@/lib/client/queries/deliveries';
import { DecisionBadge, ReviewButtons } from './review-controls';

// /user-cloud/ket-qua/:id: the customer's gallery of one delivery (docs/decisions/delivery.md).
// Hundreds of photos: only the rows on screen are in the DOM (TanStack Virtual over the window),
// each tile a lazy <img> of the server's small WebP thumbnail. A tile opens the before/after view.

const TILE_MIN = 160;
const GAP = 12;
/** The name line, the decision line and (until submitted) the two decision buttons. */
const ROW_TEXT = 104;

/** The grid's width (columns and tile size follow it) and its offset from the page's top. */
function useGridBox(element: HTMLDivElement | null) {
  const [box, setBox] = useState({ width: 0, top: 0 });
  useLayoutEffect(() => {
    if (!element) return;
    const read = () => setBox({ width: element.clientWidth, top: element.getBoundingClientRect().top + window.scrollY });
    read();
    const observer = new ResizeObserver(read);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  const columns = Math.max(2, Math.floor((box.width + GAP) / (TILE_MIN + GAP)));
  const tile = box.width > 0 ? (box.width - GAP * (columns - 1)) / columns : TILE_MIN;
  return { columns, tile, top: box.top };
}

function Thumb({ result, className }: { result: TaskResult; className: string }) {
  if (!result.has_thumbnail) {
    return (
      <span aria-hidden="true" className={`${className} flex items-center justify-center text-xs font-semibold uppercase text-muted`}>
        {result.name.includes('.') ? result.name.slice(result.name.lastIndexOf('.') + 1).slice(0, 4) : 'tệp'}
      </span>
    );
  }
  // elementtiming: bench/delivery reads when the first thumbnail was painted (Element Timing API).
  // eslint-disable-next-line @next/next/no-img-element -- the checked thumbnail route; next/image would fetch it without the session
  return <img src={resultThumbnailUrl(result.id, 'cloud')} alt={`Ảnh thu nhỏ ${result.name}`} loading="lazy" decoding="async" {...{ elementtiming: 'tm-result-thumb' }} className={`${className} object-cover`} />;
}

function BeforeAfter({ result, onClose }: { result: TaskResult; onClose: () => void }) {
  const original = result.original_file_id;
  const beforeSrc =
    original === null ? null : result.original_name && browserImageType(result.original_name) ? cloudFileUrl(original, 'cloud') : result.original_has_thumbnail ? cloudThumbnailUrl(original, 'cloud') : null;
  const afterSrc = result.type ? resultUrl(result.id, 'cloud') : result.has_thumbnail ? resultThumbnailUrl(result.id, 'cloud') : null;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={result.name} description="Ảnh gốc của bạn và ảnh studio đã chỉnh, cạnh nhau." className="max-w-5xl">
      <div className="grid gap-4 sm:grid-cols-2" data-testid="before-after">
        <figure className="min-w-0">
          <figcaption className="mb-1 text-sm font-medium text-muted">Trước{result.original_name ? ` · ${result.original_name}` : ''}</figcaption>
          {beforeSrc ? (
            // eslint-disable-next-line @next/next/no-img-element -- the customer's own file through its checked route
            <img src={beforeSrc} alt={`Ảnh gốc ${result.original_name ?? ''}`} className="max-h-[60vh] w-full rounded-lg border border-border bg-background object-contain" data-testid="before" />
          ) : (
            <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted">Không có ảnh gốc cùng tên để so sánh.</p>
          )}
        </figure>
        <figure className="min-w-0">
          <figcaption className="mb-1 text-sm font-medium text-muted">Sau · {result.name}</figcaption>
          {afterSrc ? (
            // eslint-disable-next-line @next/next/no-img-element -- the delivered result through its checked route
            <img src={afterSrc} alt={`Ảnh đã chỉnh ${result.name}`} className="max-h-[60vh] w-full rounded-lg border border-border bg-background object-contain" data-testid="after" />
          ) : (
            <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted">Trình duyệt không hiển thị được định dạng này; hãy tải tệp xuống.</p>
          )}
        </figure>
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <a href={resultUrl(result.id, 'cloud')} download className={buttonClassName({ size: 'sm' })}>
          Tải xuống {formatBytes(result.size)}
        </a>
      </div>
    </Dialog>
  );
}

export function DeliveryGallery({ id }: { id: number }) {
  const query = useQuery(deliveryOptions(id));
  const markSeen = useMarkDeliverySeen();
  const delivery = query.data?.cloud_delivery ?? null;
  const results = query.data?.cloud_delivery_results ?? [];
  const [open, setOpen] = useState<TaskResult | null>(null);
  const approveAll = useApproveAll(id);
  const submitReview = useSubmitReview(id);
  const [grid, setGrid] = useState<HTMLDivElement | null>(null);
  const { columns, tile, top } = useGridBox(grid);
  const rows = Math.ceil(results.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => tile + ROW_TEXT + GAP,
    overscan: 3,
    scrollMargin: top,
  });
  useEffect(() => virtualizer.measure(), [virtualizer, tile, columns]);

  const seen = delivery?.seen;
  const { mutate } = markSeen;
  useEffect(() => {
    if (seen === false) mutate(id);
  }, [seen, id, mutate]);

  if (query.isPending) {
    return (
      <div className="flex items-center gap-2 text-sm text-muted">
        <Spinner /> Đang tải kết quả…
      </div>
    );
  }
  if (query.isError || !delivery) {
    return (
      <div className="space-y-3">
        <p className="text-sm text-danger">Không tìm thấy lần giao kết quả này.</p>
        <Link href="/user-cloud" className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
          Về tệp của tôi
        </Link>
      </div>
    );
  }

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-start gap-3">
        <div className="mr-auto min-w-0">
          <Link href="/user-cloud" className="text-sm font-medium text-muted hover:text-foreground">
            ← Tệp của tôi
          </Link>
          <h1 className="mt-1 break-words text-2xl font-bold text-foreground">Kết quả: {delivery.batch_name}</h1>
          <p className="text-sm text-muted" data-testid="result-count">
            Lần giao {delivery.round} · {results.length} tệp · giao lúc {formatStudioDateTime(delivery.delivered_at)}
          </p>
        </div>
        <a href={deliveryZipUrl(delivery.id)} download className={buttonClassName()} data-testid="download-zip">
          Tải tất cả (ZIP)
        </a>
      </div>
      {results.length > 0 && (
        <ReviewBar
          submitted={delivery.submitted}
          approved={results.filter((r) => r.review_decision === 'APPROVED').length}
          changes={results.filter((r) => r.review_decision === 'CHANGES').length}
          total={results.length}
          onApproveAll={() => approveAll.mutate(undefined, { onError: (error) => toast.error(error.message) })}
          approving={approveAll.isPending}
          onSubmit={() =>
            submitReview.mutate(undefined, { onSuccess: () => toast.success('Đã gửi phản hồi cho studio.'), onError: (error) => toast.error(error.message) })
          }
          submitting={submitReview.isPending}
        />
      )}
      {results.length === 0 ? (
        <p className="text-sm text-muted">Lần giao này không có tệp nào.</p>
      ) : (
        <div ref={setGrid} className="relative w-full" style={{ height: virtualizer.getTotalSize() }} aria-label="Ảnh kết quả" role="list">
          {virtualizer.getVirtualItems().map((row) => (
            <div
              key={row.key}
              className="absolute left-0 top-0 grid w-full"
              style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: GAP }}
            >
              {results.slice(row.index * columns, row.index * columns + columns).map((result) => (
                <div key={result.id} role="listitem" className="min-w-0" data-testid="delivery-result">
                  <button
                    type="button"
                    onClick={() => setOpen(result)}
                    className="block w-full overflow-hidden rounded-lg border border-border bg-background focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
                    style={{ height: tile }}
                    aria-label={`Xem trước và sau: ${result.name}`}
                  >
                    <Thumb result={result} className="size-full" />
                  </button>
                  <div className="mt-1 flex items-center gap-1 text-xs">
                    <span className="min-w-0 flex-1 truncate text-foreground" title={result.name}>
                      {result.name}
                    </span>
                    <a href={resultUrl(result.id, 'cloud')} download className="shrink-0 rounded px-1 font-medium text-primary hover:underline" aria-label={`Tải xuống ${result.name}`}>
                      Tải
                    </a>
                  </div>
                  <div className="mt-1 flex min-w-0">
                    <DecisionBadge result={result} />
                  </div>
                  {!delivery.submitted && <ReviewButtons result={result} deliveryId={delivery.id} />}
                </div>
              ))}
            </div>
          ))}
        </div>
      )}
      {open && <BeforeAfter result={open} onClose={() => setOpen(null)} />}
    </div>
  );
}

/** Proofing's bar (docs/decisions/proofing.md): counts, 'Đồng ý tất cả' and 'Gửi phản hồi', or the locked state. */
function ReviewBar(props: { submitted: boolean; approved: number; changes: number; total: number; onApproveAll: () => void; approving: boolean; onSubmit: () => void; submitting: boolean }) {
  const undecided = props.total - props.approved - props.changes;
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2 rounded-lg border border-border bg-surface px-4 py-3" data-testid="review-bar">
      <p className="mr-auto text-sm text-foreground" data-testid="review-counts">
        {props.approved} đồng ý · {props.changes} cần sửa{undecided > 0 ? ` · ${undecided} chưa chọn` : ''}
      </p>
      {props.submitted ? (
        <p className="text-sm font-medium text-success">Đã gửi phản hồi cho studio.</p>
      ) : (
        <>
          <Button variant="secondary" size="sm" onClick={props.onApproveAll} pending={props.approving}>
            Đồng ý tất cả
          </Button>
          <Button size="sm" onClick={props.onSubmit} pending={props.submitting} disabled={undecided > 0} title={undecided > 0 ? 'Hãy chọn cho mọi ảnh trước khi gửi.' : undefined}>
            Gửi phản hồi
          </Button>
        </>
      )}
    </div>
  );
}
