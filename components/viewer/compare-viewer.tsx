'use client';

import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useId, useState, type KeyboardEvent } from 'react';
import { Button, buttonClassName } from '@/components/ui/button';
import { cn } from '@/components/ui/class-names';
import { useReturnFocus } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { controlClass, ZoomControls } from './zoom-controls';
import { ViewerPane, type PaneGeometry, type ViewerImage } from './viewer-pane';
import { FIT, percentOf, zoomForScale, zoomTo, type Point, type ViewState } from './view-state';

// 'So sánh' (docs/decisions/rounds-compare.md): two versions of one photo — the customer's
// original, round 1, round 2… — picked in 'Bên trái' / 'Bên phải', shown 'Cạnh nhau' (two panes,
// one above the other on a phone) or 'Trượt so sánh' (the right one over the left, cut at a slider).
// Both panes draw ONE view state (view-state.ts: image coordinates), so zoom and pan stay in step
// whatever either version's resolution; each pane shows the server's large rendition, then the
// file itself past its pixels (viewer-pane.tsx), up to 800 %. Read-only: no decision is made here.
// A Radix dialog over the viewer: Esc and 'Đóng' go back to it.

/** One version the person may compare: 'Ảnh gốc' or 'Lần N'. */
export type CompareVersion = { key: string; label: string; image: ViewerImage; alt: string };

type Mode = 'side' | 'wipe';
const MODES: { mode: Mode; label: string }[] = [
  { mode: 'side', label: 'Cạnh nhau' },
  { mode: 'wipe', label: 'Trượt so sánh' },
];
const ZOOM_STEP = 1.5;
const KEYS_HELP = 'Phím: + − phóng to, thu nhỏ; 0 vừa khung; 1 cỡ 100 %; ← → trên thanh trượt dời đường so sánh; Esc quay lại trình xem ảnh.';
/** Below Tailwind's `sm`: a phone opens in 'Trượt so sánh' (one photo's height, not two halves). */
const PHONE_QUERY = '(max-width: 639px)';

type Props = {
  /** The photo's name, the dialog's title. */
  title: string;
  /** null while loading. */
  versions: CompareVersion[] | null;
  error: string | null;
  /** The versions shown first (keys of `versions`). */
  initialLeft: string | null;
  initialRight: string | null;
  onClose: () => void;
};

export function CompareViewer({ title, versions, error, initialLeft, initialRight, onClose }: Props) {
  const [picked, setPicked] = useState<{ left: string | null; right: string | null }>({ left: null, right: null });
  const [mode, setMode] = useState<Mode>(() => (typeof window !== 'undefined' && window.matchMedia?.(PHONE_QUERY).matches ? 'wipe' : 'side'));
  const [view, setView] = useState<ViewState>(FIT);
  const [geometry, setGeometry] = useState<PaneGeometry | null>(null);
  const [wipe, setWipe] = useState(50);
  const onCloseAutoFocus = useReturnFocus(true);
  const leftId = useId();
  const rightId = useId();

  const find = (key: string | null) => versions?.find((version) => version.key === key) ?? null;
  const left = find(picked.left) ?? find(initialLeft) ?? versions?.[0] ?? null;
  const right = find(picked.right) ?? find(initialRight) ?? versions?.[versions.length - 1] ?? null;

  const actualZoom = (current: ViewState, anchor?: Point) => (geometry ? zoomTo(current, zoomForScale(1, geometry.frame, geometry.image), geometry.frame, geometry.image, anchor) : current);
  const zoomBy = (factor: number) => setView((current) => (geometry ? zoomTo(current, current.zoom * factor, geometry.frame, geometry.image) : current));
  const toggleZoom = (anchor: Point) => setView((current) => (current.zoom > 1.001 ? FIT : actualZoom(current, anchor)));

  function onKeyDown(event: KeyboardEvent) {
    // The selects and the slider keep their own keys (the slider's arrows move the line).
    const target = event.target as HTMLElement;
    if (target.closest('input, select, textarea') || event.altKey || event.ctrlKey || event.metaKey) return;
    const commands: Record<string, () => void> = {
      '+': () => zoomBy(ZOOM_STEP),
      '=': () => zoomBy(ZOOM_STEP),
      '-': () => zoomBy(1 / ZOOM_STEP),
      '0': () => setView(FIT),
      '1': () => setView((current) => actualZoom(current)),
    };
    const command = commands[event.key];
    if (!command) return;
    event.preventDefault();
    command();
  }

  const pane = (side: 'left' | 'right', version: CompareVersion, primary: boolean, label?: string) => (
    <ViewerPane
      key={`${side}-${version.key}`}
      image={version.image}
      alt={version.alt}
      label={label}
      view={view}
      onView={setView}
      onGeometry={primary ? setGeometry : undefined}
      onSwipe={() => undefined}
      onToggleZoom={toggleZoom}
      testId={`compare-${side}`}
    />
  );

  const select = (id: string, label: string, value: string | undefined, onChange: (key: string) => void, testId: string) => (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-11 rounded-lg border border-border bg-surface px-2 text-sm text-foreground focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
        data-testid={testId}
      >
        {versions?.map((version) => (
          <option key={version.key} value={version.key}>
            {version.label}
          </option>
        ))}
      </select>
    </div>
  );

  const percent = geometry ? percentOf(view, geometry.frame, geometry.image) : null;
  let stage;
  if (error) {
    stage = <p className="m-auto p-6 text-center text-sm text-danger">{error}</p>;
  } else if (!versions || !left || !right) {
    stage = (
      <p className="m-auto flex items-center gap-2 p-6 text-sm text-muted" role="status">
        <Spinner /> Đang tải các lần sửa…
      </p>
    );
  } else if (mode === 'side') {
    stage = (
      <div className="flex min-h-0 flex-1 flex-col gap-1 sm:flex-row">
        {pane('left', left, false, `Bên trái: ${left.label}`)}
        {pane('right', right, true, `Bên phải: ${right.label}`)}
      </div>
    );
  } else {
    // The right version over the left, cut at the line: left of it the left version, right of it the right one.
    const clip = `inset(0 0 0 ${wipe}%)`;
    stage = (
      <div className="relative min-h-0 flex-1" data-testid="compare-wipe">
        <div className="absolute inset-0 flex flex-col">{pane('left', left, false, `Bên trái: ${left.label}`)}</div>
        <div className="absolute inset-0 flex flex-col" style={{ clipPath: clip }} data-clip={clip} data-testid="compare-wipe-top">
          {pane('right', right, true)}
          <p className="pointer-events-none absolute right-2 top-2 z-10 rounded bg-black/60 px-2 py-0.5 text-xs font-semibold text-white">Bên phải: {right.label}</p>
        </div>
        <div aria-hidden="true" className="pointer-events-none absolute inset-y-0 z-10 w-0.5 -translate-x-1/2 bg-white shadow-[0_0_4px_rgba(0,0,0,0.8)]" style={{ left: `${wipe}%` }} />
      </div>
    );
  }

  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black" />
        <DialogPrimitive.Content
          onCloseAutoFocus={onCloseAutoFocus}
          onKeyDown={onKeyDown}
          className="dark fixed inset-0 z-50 flex flex-col bg-background text-foreground outline-none"
          data-testid="compare-viewer"
        >
          <header className="flex flex-wrap items-center gap-2 border-b border-border px-2 py-1.5 sm:px-4">
            <div className="min-w-0 flex-1 basis-40">
              <DialogPrimitive.Title className="truncate text-base font-semibold">So sánh: {title}</DialogPrimitive.Title>
              <p className="truncate text-xs text-muted">Chỉ xem: các lần trước không sửa được ở đây.</p>
            </div>
            <DialogPrimitive.Close className={cn(buttonClassName({ variant: 'secondary' }), controlClass)} aria-label="Đóng so sánh">
              <span aria-hidden="true">✕</span> Đóng
            </DialogPrimitive.Close>
          </header>
          <DialogPrimitive.Description className="sr-only">{KEYS_HELP}</DialogPrimitive.Description>
          {versions && versions.length > 0 && (
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-border px-2 py-2 sm:px-4">
              {select(leftId, 'Bên trái', left?.key, (key) => setPicked((current) => ({ ...current, left: key })), 'compare-left-select')}
              {select(rightId, 'Bên phải', right?.key, (key) => setPicked((current) => ({ ...current, right: key })), 'compare-right-select')}
              {versions.length < 2 && <p className="text-sm text-muted">Ảnh này chưa có lần sửa nào khác để so sánh.</p>}
            </div>
          )}

          <div className="relative flex min-h-0 flex-1 flex-col" data-testid="compare-stage" data-mode={mode}>
            {stage}
          </div>

          <footer className="flex flex-wrap items-center gap-2 border-t border-border px-2 py-2 sm:px-4">
            <div role="group" aria-label="Cách so sánh" className="flex gap-1">
              {MODES.map(({ mode: option, label }) => (
                <Button key={option} variant={mode === option ? 'primary' : 'secondary'} className={controlClass} aria-pressed={mode === option} onClick={() => setMode(option)}>
                  {label}
                </Button>
              ))}
            </div>
            <ZoomControls percent={percent} onZoomOut={() => zoomBy(1 / ZOOM_STEP)} onZoomIn={() => zoomBy(ZOOM_STEP)} onFit={() => setView(FIT)} testId="compare-zoom" />
            {mode === 'wipe' && (
              <input
                type="range"
                min={0}
                max={100}
                step={1}
                value={wipe}
                onChange={(event) => setWipe(Number(event.target.value))}
                aria-label="Vị trí đường so sánh"
                aria-valuetext={`${wipe} %`}
                className="h-11 w-full min-w-40 flex-1 accent-primary sm:max-w-80"
                data-testid="compare-slider"
              />
            )}
          </footer>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
