'use client';

import { useQuery } from '@tanstack/react-query';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import Link from 'next/link';
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { buttonClassName } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ImageViewer } from '@/components/viewer/lazy';
import { formatStudioDateTime } from '@/domain/studio-time';
import { deliveryOptions, deliveryZipUrl, finalSetZipUrl, resultThumbnailUrl, resultUrl, useMarkDeliverySeen, type TaskResult } from '@/lib/client/queries/deliveries';
import { EarlierMarksList, EarlierMarksSummary, ResultMarks, TileMarks } from './earlier-marks';
import { FinalSetNav } from './final-set-nav';
import { resultViewerItem } from './result-viewer-item';
import { RoundsCompare } from './rounds-compare';
import { ReviewBar } from './review-bar';
import { DecisionBadge, ReviewButtons } from './review-controls';

// /user-cloud/ket-qua/:id: the customer's gallery of one delivery (docs/decisions/delivery.md).
// Hundreds of photos: only the rows on screen are in the DOM (TanStack Virtual over the window),
// each tile a lazy <img> of the server's small WebP thumbnail. A tile opens the full-screen viewer
// (components/viewer/, docs/decisions/viewer.md) at that photo, with the decision buttons in it.
// Rows are measured as drawn (a tile's height depends on its buttons), so none overlaps the next.
// A job delivered more than once (docs/decisions/final-set.md): its newest round's page is 'Bộ ảnh
// cuối' — the newest version of every photo, each tile naming its round, the newest round's photos
// still open to the customer's decisions — and each earlier round is one link away, read-only.

const TILE_MIN = 160;
const GAP = 12;
/** A first guess of the text under a tile (name, decision, two 44 px buttons); each row is then measured. */
const ROW_TEXT = 170;
/** Tiles in the first HTML, before the grid is measured: more than a large screen's first rows. */
const FIRST_TILES = 24;
/** Of those, the ones fetched at once: about two rows of a laptop's screen. */
const EAGER_TILES = 12;

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
  return { columns, tile, top: box.top, measured: box.width > 0 };
}

function Thumb({ result, className, onAspect, eager = false }: { result: TaskResult; className: string; onAspect?: (aspect: number) => void; eager?: boolean }) {
  if (!result.has_thumbnail) {
    return (
      <span aria-hidden="true" className={`${className} flex items-center justify-center text-xs font-semibold uppercase text-muted`}>
        {result.name.includes('.') ? result.name.slice(result.name.lastIndexOf('.') + 1).slice(0, 4) : 'tệp'}
      </span>
    );
  }
  // elementtiming: bench/delivery reads when the first thumbnail was painted (Element Timing API).
  // `eager`: the first HTML's first tiles, fetched as soon as the HTML names them (not after layout).
  // eslint-disable-next-line @next/next/no-img-element -- the checked thumbnail route; next/image would fetch it without the session
  return <img src={resultThumbnailUrl(result.id, 'cloud')} alt={`Ảnh thu nhỏ ${result.name}`} loading={eager ? 'eager' : 'lazy'} decoding="async" {...{ elementtiming: 'tm-result-thumb' }} className={`${className} object-cover`} onLoad={onAspect && ((event) => onAspect(event.currentTarget.naturalWidth / Math.max(1, event.currentTarget.naturalHeight)))} />;
}

export function DeliveryGallery({ id }: { id: number }) {
  const query = useQuery(deliveryOptions(id));
  const markSeen = useMarkDeliverySeen();
  const delivery = query.data?.cloud_delivery ?? null;
  const finalSet = query.data?.cloud_final_set ?? null;
  const severalRounds = (finalSet?.rounds.length ?? 0) > 1;
  const showingFinal = severalRounds && finalSet?.latest.id === id;
  const loaded = showingFinal ? finalSet?.results : query.data?.cloud_delivery_results;
  const results = useMemo(() => loaded ?? [], [loaded]);
  // Decisions belong to this round; an earlier round of a job delivered again is read-only.
  const reviewable = useMemo(() => results.filter((result) => result.round === delivery?.round), [results, delivery?.round]);
  const mayReview = delivery !== null && !delivery.submitted && (!severalRounds || showingFinal);
  const [open, setOpen] = useState<number | null>(null);
  // Each thumbnail's shape once loaded, for the earlier round's marks drawn over it.
  const [aspects, setAspects] = useState<Record<number, number>>({});
  const viewerItems = useMemo(() => results.map((result) => resultViewerItem(result, 'cloud')), [results]);
  const [grid, setGrid] = useState<HTMLDivElement | null>(null);
  const { columns, tile, top, measured } = useGridBox(grid);
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

  /** One tile; `firstPaint`: in the server's grid (square by CSS, the row's gap its own). */
  const renderTile = (result: TaskResult, index: number, firstPaint: boolean) => (
    <div key={result.id} role="listitem" className={`@container min-w-0${firstPaint ? ' pb-3' : ''}`} data-testid="delivery-result">
      <button
        type="button"
        onClick={() => setOpen(index)}
        className={`relative block w-full overflow-hidden rounded-lg border border-border bg-background focus:outline-none focus-visible:ring-2 focus-visible:ring-primary${firstPaint ? ' aspect-square' : ''}`}
        style={firstPaint ? undefined : { height: tile }}
        aria-label={`Xem lớn: ${result.name}`}
      >
        <Thumb result={result} className="size-full" eager={firstPaint && index < EAGER_TILES} onAspect={result.earlier_marks.length > 0 ? (aspect) => setAspects((current) => (current[result.id] === aspect ? current : { ...current, [result.id]: aspect })) : undefined} />
        <TileMarks result={result} aspect={aspects[result.id] ?? null} />
      </button>
      <div className="flex items-center gap-1 text-xs">
        <span className="min-w-0 flex-1 truncate text-foreground" title={result.name}>
          {result.name}
        </span>
        <a
          href={resultUrl(result.id, 'cloud')}
          download
          className="inline-flex h-11 min-w-11 shrink-0 items-center justify-center rounded-lg px-2 font-medium text-primary hover:bg-primary-soft focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
          aria-label={`Tải xuống ${result.name}`}
        >
          Tải
        </a>
      </div>
      <div className="flex min-w-0 flex-wrap items-center gap-x-2">
        {showingFinal && (
          <span className="text-xs text-muted" data-testid="result-round">
            Lần giao {result.round}
          </span>
        )}
        <DecisionBadge result={result} />
        <EarlierMarksSummary result={result} />
      </div>
      {mayReview && result.round === delivery.round && <ReviewButtons result={result} deliveryId={delivery.id} />}
    </div>
  );

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-start gap-3">
        <div className="mr-auto min-w-0">
          <Link href="/user-cloud" className="text-sm font-medium text-muted hover:text-foreground">
            ← Tệp của tôi
          </Link>
          <h1 className="mt-1 break-words text-2xl font-bold text-foreground">Kết quả: {delivery.batch_name}</h1>
          <p className="text-sm text-muted" data-testid="result-count">
            {showingFinal
              ? `Bộ ảnh cuối · ${results.length} ảnh, mỗi ảnh ở phiên bản mới nhất · Lần giao ${delivery.round} giao lúc `
              : `Lần giao ${delivery.round} · ${results.length} tệp · giao lúc `}
            <time dateTime={delivery.delivered_at}>{formatStudioDateTime(delivery.delivered_at)}</time>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {showingFinal && (
            <a href={finalSetZipUrl(delivery.id)} download className={buttonClassName()} data-testid="download-final-zip">
              Tải bộ ảnh cuối (ZIP)
            </a>
          )}
          <a href={deliveryZipUrl(delivery.id)} download className={buttonClassName({ variant: severalRounds ? 'secondary' : 'primary' })} data-testid="download-zip">
            {severalRounds ? `Tải lần giao ${delivery.round} (ZIP)` : 'Tải tất cả (ZIP)'}
          </a>
        </div>
      </div>
      {finalSet && severalRounds && <FinalSetNav current={id} latestId={finalSet.latest.id} rounds={finalSet.rounds} showingFinal={showingFinal} />}
      {severalRounds && !showingFinal && (
        <p className="mb-4 rounded-lg bg-background px-3 py-2 text-sm text-muted" data-testid="earlier-round">
          Lần giao {delivery.round} (chỉ xem). Bộ ảnh cuối có phiên bản mới nhất của mọi ảnh.
        </p>
      )}
      {reviewable.length > 0 && (!severalRounds || showingFinal) && (
        <ReviewBar deliveryId={delivery.id} submitted={delivery.submitted} results={reviewable} />
      )}
      {results.length === 0 ? (
        <p className="text-sm text-muted">Lần giao này không có tệp nào.</p>
      ) : (
        <div ref={setGrid} className="relative w-full" style={measured ? { height: virtualizer.getTotalSize() } : undefined} aria-label="Ảnh kết quả" role="list">
          {!measured ? (
            // Before the grid's width is known (the server's HTML and hydration): the first tiles in a
            // CSS grid of the same columns (as many 160 px tiles as fit, 12 px apart), so the first
            // paint already shows photos where the measured rows then draw them.
            <div className="grid w-full" style={{ gridTemplateColumns: `repeat(auto-fill, minmax(${TILE_MIN}px, 1fr))`, columnGap: GAP }}>
              {results.slice(0, FIRST_TILES).map((result, index) => renderTile(result, index, true))}
            </div>
          ) : virtualizer.getVirtualItems().map((row) => (
            <div
              key={row.key}
              ref={virtualizer.measureElement}
              data-index={row.index}
              className="absolute left-0 top-0 grid w-full pb-3"
              style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, columnGap: GAP }}
            >
              {results.slice(row.index * columns, row.index * columns + columns).map((result, column) => renderTile(result, row.index * columns + column, false))}
            </div>
          ))}
        </div>
      )}
      {open !== null && viewerItems[open] && (
        <ImageViewer
          items={viewerItems}
          index={open}
          onIndexChange={setOpen}
          onClose={() => setOpen(null)}
          compare={(item, close) => <RoundsCompare resultId={item.key} audience="cloud" onClose={close} />}
          overlay={(item) => {
            const result = results.find((r) => r.id === item.key);
            return result ? <ResultMarks result={result} /> : null;
          }}
          details={(item) => {
            const result = results.find((r) => r.id === item.key);
            return result ? <EarlierMarksList result={result} /> : null;
          }}
          actions={(item) => {
            const result = results.find((r) => r.id === item.key);
            if (!result) return null;
            return (
              <>
                <DecisionBadge result={result} />
                {mayReview && result.round === delivery.round && <ReviewButtons result={result} deliveryId={delivery.id} place="viewer" />}
              </>
            );
          }}
        />
      )}
    </div>
  );
}
