'use client';

import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button, buttonClassName } from '@/components/ui/button';
import { cn } from '@/components/ui/class-names';
import { useReturnFocus } from '@/components/ui/dialog';
import { controlClass, ZoomControls } from './zoom-controls';
import { ViewerPane, type PaneGeometry, type ViewerImage } from './viewer-pane';
import { FIT, percentOf, zoomForScale, zoomTo, type Point, type ViewState } from './view-state';

// The one full-screen viewer of photos (docs/decisions/viewer.md), used by the customer's gallery
// and by the job page's results for QA and the editor: the server's large rendition, zoom to 100 %
// and beyond with pan (the file itself past the rendition's pixels), the result and its original
// one after the other ('Sau' / 'Trước') or side by side, next and previous by arrow keys, buttons
// and swipe, the caller's actions (the customer's decision) under the photo. A Radix dialog: the
// focus stays inside and goes back to the tile that opened it; Esc and 'Đóng' close it.

export type { ViewerImage } from './viewer-pane';

/** One photo of the viewer: the studio's result and, when paired, the customer's original. */
export type ViewerItem = {
  key: number;
  name: string;
  after: ViewerImage | null;
  before: ViewerImage | null;
  beforeName: string | null;
  download: { href: string; label: string } | null;
};

type Mode = 'after' | 'before' | 'side';
const MODES: { mode: Mode; label: string }[] = [
  { mode: 'after', label: 'Sau' },
  { mode: 'before', label: 'Trước' },
  { mode: 'side', label: 'Cạnh nhau' },
];

const KEYS_HELP = "Phím: ← → ảnh trước, ảnh sau; + − phóng to, thu nhỏ; 0 vừa khung; 1 cỡ 100 %; T đổi 'Trước' / 'Sau'; Esc đóng.";
const ZOOM_STEP = 1.5;

type Props = {
  items: ViewerItem[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Under the photo, for the item shown: the customer's decision buttons. */
  actions?: (item: ViewerItem) => ReactNode;
  /**
   * 'So sánh' (docs/decisions/rounds-compare.md): the item's rounds side by side, a dialog over
   * this one; `close` brings the viewer back. Without it there is no 'So sánh' button.
   */
  compare?: (item: ViewerItem, close: () => void) => ReactNode;
  /** Drawn over the result's photo ('Sau'), in its box on screen: the customer's marks (docs/decisions/proofing-marks.md). */
  overlay?: (item: ViewerItem) => ReactNode;
  /** Between the photo and the footer: the earlier round's marks as a list. */
  details?: (item: ViewerItem) => ReactNode;
};

export function ImageViewer({ items, index, onIndexChange, onClose, actions, compare, overlay, details }: Props) {
  const item = items[index];
  const [mode, setMode] = useState<Mode>('after');
  const [view, setView] = useState<ViewState>(FIT);
  const [geometry, setGeometry] = useState<(PaneGeometry & { side: 'after' | 'before' }) | null>(null);
  const [shownKey, setShownKey] = useState(item?.key);
  const [comparing, setComparing] = useState(false);
  const onCloseAutoFocus = useReturnFocus(true);

  // Another photo opens fitted, in the same mode (when it has that side).
  if (item && shownKey !== item.key) {
    setShownKey(item.key);
    setView(FIT);
    setGeometry(null);
  }
  if (!item) return null;

  const hasBefore = item.before !== null;
  const shownMode: Mode = hasBefore ? mode : 'after';
  const go = (step: -1 | 1) => {
    const next = index + step;
    if (next >= 0 && next < items.length) onIndexChange(next);
  };
  // 100 % is the photo's own pixels; until the file's size is known the rendition's stands for it.
  const actualZoom = (current: ViewState, anchor?: Point) => (geometry ? zoomTo(current, zoomForScale(1, geometry.frame, geometry.image), geometry.frame, geometry.image, anchor) : current);
  const zoomBy = (factor: number) => setView((current) => (geometry ? zoomTo(current, current.zoom * factor, geometry.frame, geometry.image) : current));
  const toggleZoom = (anchor: Point) => setView((current) => (current.zoom > 1.001 ? FIT : actualZoom(current, anchor)));
  const onGeometry = (side: 'after' | 'before', next: PaneGeometry | null) => {
    // A view at 100 % stays at 100 % when the same photo's real size arrives (the file after its
    // rendition), or a larger stand-in for it (the large rendition after the screen one: then the
    // file follows); any other view, and a switch between 'Trước' and 'Sau', keeps its look.
    const closer = next !== null && geometry !== null && (next.exact || next.image.width > geometry.image.width);
    if (next && geometry?.side === side && closer && !geometry.exact && percentOf(view, geometry.frame, geometry.image) === 100) {
      setView((current) => zoomTo(current, zoomForScale(1, next.frame, next.image), next.frame, next.image));
    }
    setGeometry(next && { ...next, side });
  };

  function onKeyDown(event: KeyboardEvent) {
    // Keys typed into a field (the change request's note, in its own dialog) are not commands.
    const target = event.target as HTMLElement;
    if (target.closest('input, textarea, select, [role=dialog]:not([data-viewer]), [role=alertdialog]') || event.altKey || event.ctrlKey || event.metaKey) return;
    const commands: Record<string, () => void> = {
      ArrowLeft: () => go(-1),
      ArrowRight: () => go(1),
      '+': () => zoomBy(ZOOM_STEP),
      '=': () => zoomBy(ZOOM_STEP),
      '-': () => zoomBy(1 / ZOOM_STEP),
      '0': () => setView(FIT),
      '1': () => setView((current) => actualZoom(current)),
      t: () => hasBefore && setMode((current) => (current === 'before' ? 'after' : 'before')),
    };
    const command = commands[event.key.length === 1 ? event.key.toLowerCase() : event.key];
    if (!command) return;
    event.preventDefault();
    command();
  }

  const pane = (side: 'after' | 'before', primary: boolean) => {
    const image = side === 'after' ? item.after : item.before;
    const label = shownMode === 'side' ? (side === 'after' ? 'Sau' : 'Trước') : undefined;
    if (!image || (!image.thumbnail && !image.preview && !image.full)) {
      return (
        <div key={`${item.key}-${side}`} className="flex flex-1 items-center justify-center p-6 text-center text-sm text-muted" data-testid={`viewer-${side}`}>
          {side === 'before' ? 'Không có ảnh gốc cùng tên để so sánh.' : 'Trình duyệt không hiển thị được định dạng này; hãy tải tệp xuống.'}
        </div>
      );
    }
    return (
      <ViewerPane
        key={`${item.key}-${side}`}
        image={image}
        alt={side === 'after' ? `Ảnh đã chỉnh ${item.name}` : `Ảnh gốc ${item.beforeName ?? ''}`}
        label={label}
        view={view}
        onView={setView}
        onGeometry={primary ? (next) => onGeometry(side, next) : undefined}
        onSwipe={(direction) => go(direction === 'next' ? 1 : -1)}
        onToggleZoom={toggleZoom}
        testId={`viewer-${side}`}
        overlay={side === 'after' ? overlay?.(item) : undefined}
      />
    );
  };

  const percent = geometry ? percentOf(view, geometry.frame, geometry.image) : null;
  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black" />
        <DialogPrimitive.Content
          data-viewer=""
          onCloseAutoFocus={onCloseAutoFocus}
          onKeyDown={onKeyDown}
          className="dark fixed inset-0 z-40 flex flex-col bg-background text-foreground outline-none"
          data-testid="image-viewer"
        >
          <header className="flex items-center gap-2 border-b border-border px-2 py-1.5 sm:px-4">
            <div className="min-w-0 flex-1">
              <DialogPrimitive.Title className="truncate text-base font-semibold">{item.name}</DialogPrimitive.Title>
              <p className="truncate text-xs text-muted" data-testid="viewer-position">
                Ảnh {index + 1} / {items.length}
                {item.beforeName ? ` · Ảnh gốc: ${item.beforeName}` : ' · Không có ảnh gốc cùng tên'}
              </p>
            </div>
            {item.download && (
              <a href={item.download.href} download className={cn(buttonClassName({ variant: 'secondary' }), controlClass)} aria-label={item.download.label}>
                <span className="sm:hidden">Tải</span>
                <span className="hidden sm:inline">{item.download.label}</span>
              </a>
            )}
            <DialogPrimitive.Close className={cn(buttonClassName({ variant: 'secondary' }), controlClass)} aria-label="Đóng trình xem ảnh">
              <span aria-hidden="true">✕</span> Đóng
            </DialogPrimitive.Close>
          </header>
          <DialogPrimitive.Description className="sr-only">{KEYS_HELP}</DialogPrimitive.Description>

          <div className={cn('relative flex min-h-0 flex-1', shownMode === 'side' && 'flex-col gap-1 sm:flex-row')} data-testid="viewer-stage" data-mode={shownMode}>
            {shownMode === 'side' ? [pane('before', false), pane('after', true)] : pane(shownMode, true)}
            {items.length > 1 && (
              <>
                <NavButton side="left" label="Ảnh trước" disabled={index === 0} onClick={() => go(-1)} />
                <NavButton side="right" label="Ảnh sau" disabled={index === items.length - 1} onClick={() => go(1)} />
              </>
            )}
          </div>

          {details?.(item)}
          <footer className="flex flex-wrap items-center gap-2 border-t border-border px-2 py-2 sm:px-4">
            <div role="group" aria-label="Cách xem" className="flex gap-1">
              {MODES.map(({ mode: option, label }) => (
                <Button key={option} variant={shownMode === option ? 'primary' : 'secondary'} className={controlClass} aria-pressed={shownMode === option} disabled={option !== 'after' && !hasBefore} onClick={() => setMode(option)}>
                  {label}
                </Button>
              ))}
            </div>
            {compare && (
              <Button variant="secondary" className={controlClass} onClick={() => setComparing(true)} data-testid="viewer-compare">
                So sánh
              </Button>
            )}
            <ZoomControls percent={percent} onZoomOut={() => zoomBy(1 / ZOOM_STEP)} onZoomIn={() => zoomBy(ZOOM_STEP)} onFit={() => setView(FIT)} testId="viewer-zoom">
              <Button variant="secondary" className={controlClass} onClick={() => setView((current) => actualZoom(current))}>
                100 %
              </Button>
            </ZoomControls>
            {actions && <div className="ml-auto flex flex-wrap items-center justify-end gap-2">{actions(item)}</div>}
          </footer>
          {comparing && compare?.(item, () => setComparing(false))}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

function NavButton({ side, label, disabled, onClick }: { side: 'left' | 'right'; label: string; disabled: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        'absolute top-1/2 z-10 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-black/60 text-2xl text-white hover:bg-black/80 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary disabled:opacity-30',
        side === 'left' ? 'left-2' : 'right-2',
      )}
    >
      <span aria-hidden="true">{side === 'left' ? '‹' : '›'}</span>
    </button>
  );
}
