'use client';

import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { PREVIEW_EDGE, SCREEN_EDGE } from '@/domain/cloud-file-display';
import { useViewGestures } from './use-view-gestures';
import { scaleOf, toScreen, transformOf, type Point, type Size, type ViewState } from './view-state';

// One pane of the viewer (docs/decisions/viewer.md): a frame that draws one photo at the shared
// view state. Layers in one transformed box of the photo's size, each asked for only when the
// screen needs its pixels ("First picture"): the thumbnail at once (blurred), the screen rendition
// (SCREEN_EDGE) over it, the large rendition (PREVIEW_EDGE) once the zoom or a dense screen needs
// more, and the file itself once the zoom asks for more than the large rendition has (only where
// the browser shows the format).

/** What the viewer can show of one photo: its checked routes, each null when there is none. */
export type ViewerImage = { thumbnail: string | null; screen: string | null; preview: string | null; full: string | null };
export type PaneGeometry = { frame: Size; image: Size; exact: boolean };

type Loaded = { thumbnail: Size | null; screen: Size | null; screenFailed: boolean; preview: Size | null; previewFailed: boolean; full: Size | null };
const NOTHING: Loaded = { thumbnail: null, screen: null, screenFailed: false, preview: null, previewFailed: false, full: null };

const naturalSize = (image: HTMLImageElement): Size => ({ width: image.naturalWidth, height: image.naturalHeight });
/** A rendition shorter than its edge is the photo at its own size (never enlarged). */
const isWhole = (size: Size | null, edge: number) => size !== null && Math.max(size.width, size.height) < edge;
/** Screen pixels per CSS pixel (a phone draws 3 for each). */
const density = () => (typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1);

type Props = {
  image: ViewerImage;
  alt: string;
  label?: string;
  view: ViewState;
  onView: (update: (view: ViewState) => ViewState) => void;
  onGeometry?: (geometry: PaneGeometry | null) => void;
  onSwipe: (direction: 'next' | 'previous') => void;
  onToggleZoom: (anchor: Point) => void;
  testId: string;
  /**
   * Drawn over the photo in an untransformed box of the photo's size on screen, so children placed
   * in percentages of it (the customer's marks: docs/decisions/proofing-marks.md) follow zoom and
   * pan and keep their own size. The box lets pointer events through; children take theirs.
   */
  overlay?: ReactNode;
};

export function ViewerPane({ image, alt, label, view, onView, onGeometry, onSwipe, onToggleZoom, testId, overlay }: Props) {
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const [frameSize, setFrameSize] = useState<Size | null>(null);
  // Keyed by its photo in the viewer: another photo is a new pane, with nothing loaded.
  const [loaded, setLoaded] = useState<Loaded>(NOTHING);
  // Read the size in the handler: React's event no longer holds its element when the update runs.
  const loadedAs = (layer: 'thumbnail' | 'screen' | 'preview' | 'full', image: HTMLImageElement) => {
    const size = naturalSize(image);
    setLoaded((current) => ({ ...current, [layer]: size }));
  };

  useLayoutEffect(() => {
    if (!frame) return;
    const read = () => setFrameSize({ width: frame.clientWidth, height: frame.clientHeight });
    read();
    const observer = new ResizeObserver(read);
    observer.observe(frame);
    return () => observer.disconnect();
  }, [frame]);

  // The photo's size as best known: the file's, else the largest rendition's, else the thumbnail's shape.
  const known = loaded.full ?? loaded.preview ?? loaded.screen ?? loaded.thumbnail;
  const screenUsable = image.screen !== null && !loaded.screenFailed;
  const previewUsable = image.preview !== null && !loaded.previewFailed;
  const previewIsWhole = isWhole(loaded.preview, PREVIEW_EDGE);
  const screenIsWhole = isWhole(loaded.screen, SCREEN_EDGE);
  const exact = loaded.full !== null || previewIsWhole || screenIsWhole || (image.full === null && (loaded.preview !== null || (!previewUsable && loaded.screen !== null)));
  const geometry = frameSize && known ? { frame: frameSize, image: known } : null;
  // Does this zoom draw a rendition's pixel over more than `perScreenPixel` of the screen's (it is too small)?
  const need = (size: Size | null, perScreenPixel: number) => size !== null && frameSize !== null && scaleOf(view, frameSize, size) * perScreenPixel > 0.999;
  // The file itself: once the large rendition is drawn at its own pixels or larger (100 % of a
  // photo larger than the rendition needs it); straight from the screen rendition when even the
  // large one would be too small; or when there is no rendition at all.
  const wantFull =
    image.full !== null &&
    ((!previewUsable && !screenUsable) ||
      (loaded.preview !== null && !previewIsWhole && need(loaded.preview, 1)) ||
      (loaded.screen !== null && !screenIsWhole && need(loaded.screen, SCREEN_EDGE / PREVIEW_EDGE)) ||
      (!previewUsable && loaded.screen !== null && !screenIsWhole && need(loaded.screen, 1)));
  // The large rendition: without a screen rendition (an older file), or once the zoom or the
  // screen's density asks for more than the screen rendition has.
  const wantPreview = previewUsable && !wantFull && (!screenUsable || (loaded.screen !== null && !screenIsWhole && need(loaded.screen, density())));
  const [asked, setAsked] = useState({ preview: false, full: false });
  if ((wantPreview && !asked.preview) || (wantFull && !asked.full)) setAsked({ preview: asked.preview || wantPreview, full: asked.full || wantFull });

  useEffect(() => {
    onGeometry?.(geometry ? { ...geometry, exact } : null);
    // Reported when a size changes, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [geometry?.frame.width, geometry?.frame.height, geometry?.image.width, geometry?.image.height, exact]);

  const gestures = useViewGestures({ frame, geometry, view, onView, onSwipe, onToggleZoom });
  const largeShown = loaded.screen !== null || loaded.preview !== null || loaded.full !== null;
  const previewPending = (screenUsable && loaded.screen === null) || (asked.preview && previewUsable && loaded.preview === null);
  const fullPending = asked.full && image.full !== null && loaded.full === null;
  // The sharpest loaded layer names the photo; the others are decoration.
  const named = loaded.full ? 'full' : loaded.preview ? 'preview' : 'screen';
  const layer = 'absolute inset-0 size-full max-w-none select-none';

  return (
    <div className="relative flex min-h-0 min-w-0 flex-1 flex-col" data-testid={testId}>
      {label && <p className="pointer-events-none absolute left-2 top-2 z-10 rounded bg-black/60 px-2 py-0.5 text-xs font-semibold text-white">{label}</p>}
      <div
        ref={setFrame}
        className="relative min-h-0 flex-1 cursor-grab touch-none overflow-hidden select-none active:cursor-grabbing"
        data-testid={`${testId}-frame`}
        data-zoom={view.zoom.toFixed(3)}
        data-center={`${view.center.x.toFixed(4)},${view.center.y.toFixed(4)}`}
        {...gestures}
      >
        <div
          className="absolute left-0 top-0 origin-top-left"
          style={geometry ? { width: geometry.image.width, height: geometry.image.height, transform: transformOf(view, geometry.frame, geometry.image) } : { visibility: 'hidden' }}
          data-testid={`${testId}-box`}
        >
          {image.thumbnail && !largeShown && (
            // eslint-disable-next-line @next/next/no-img-element -- checked routes; next/image would fetch them without the session
            <img
              src={image.thumbnail}
              alt=""
              aria-hidden="true"
              draggable={false}
              className={image.preview || image.full ? `${layer} blur-sm` : layer}
              onLoad={(event) => loadedAs('thumbnail', event.currentTarget)}
            />
          )}
          {image.screen && screenUsable && (
            // eslint-disable-next-line @next/next/no-img-element -- checked routes; next/image would fetch them without the session
            <img
              src={image.screen}
              alt={named === 'screen' ? alt : ''}
              draggable={false}
              className={layer}
              data-testid={`${testId}-screen`}
              onLoad={(event) => loadedAs('screen', event.currentTarget)}
              onError={() => setLoaded((current) => ({ ...current, screenFailed: true }))}
            />
          )}
          {asked.preview && image.preview && previewUsable && (
            // eslint-disable-next-line @next/next/no-img-element -- checked routes; next/image would fetch them without the session
            <img
              src={image.preview}
              alt={named === 'preview' || (!screenUsable && named === 'screen') ? alt : ''}
              draggable={false}
              // Over a sharp screen rendition it appears whole, not scan by scan.
              className={`${layer} ${loaded.preview || !loaded.screen ? '' : 'opacity-0'}`}
              data-testid={`${testId}-preview`}
              onLoad={(event) => loadedAs('preview', event.currentTarget)}
              onError={() => setLoaded((current) => ({ ...current, previewFailed: true }))}
            />
          )}
          {asked.full && image.full && (
            // eslint-disable-next-line @next/next/no-img-element -- checked routes; next/image would fetch them without the session
            <img
              src={image.full}
              alt={alt}
              draggable={false}
              // The photo itself can be 25 MB: decoded beside the frames, not in one of them (bench:viewer).
              decoding="async"
              className={`${layer} ${loaded.full ? '' : 'opacity-0'}`}
              data-testid={`${testId}-full`}
              onLoad={(event) => loadedAs('full', event.currentTarget)}
            />
          )}
        </div>
        {overlay && geometry && <div className="pointer-events-none absolute" style={overlayBox(view, geometry.frame, geometry.image)} data-testid={`${testId}-overlay`}>{overlay}</div>}
        {(previewPending || fullPending) && (
          <p className="pointer-events-none absolute bottom-3 left-1/2 z-10 flex -translate-x-1/2 items-center gap-2 whitespace-nowrap rounded-full bg-black/70 px-3 py-1.5 text-xs text-white" role="status" data-testid={`${testId}-loading`}>
            <Spinner /> {fullPending && largeShown ? 'Đang tải ảnh kích thước gốc…' : 'Đang tải ảnh lớn…'}
          </p>
        )}
      </div>
    </div>
  );
}

/** The photo's box on screen at this view: where the overlay's percentages are counted from. */
function overlayBox(view: ViewState, frame: Size, image: Size) {
  const topLeft = toScreen(view, frame, image, { x: 0, y: 0 });
  const scale = scaleOf(view, frame, image);
  return { left: topLeft.x, top: topLeft.y, width: image.width * scale, height: image.height * scale };
}
