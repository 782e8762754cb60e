// The viewer's zoom and pan, in the image's own coordinates (docs/decisions/viewer.md): `zoom` is
// a multiple of the fitted size (1 = the whole photo in the frame) and `center` the point of the
// photo at the frame's centre, normalised 0–1 on each axis. Nothing here is in screen pixels of one
// image, so the same state shows the same part of the original and of the result (whatever their
// resolutions), two panes can share it (side by side today; a wipe between rounds later), and a
// pin at (x, y) of the photo is placed with `toScreen`. Pure functions, tested in
// tests/unit/viewer-state.test.ts.

export type Size = { width: number; height: number };
export type Point = { x: number; y: number };
export type ViewState = { zoom: number; center: Point };

export const FIT: ViewState = { zoom: 1, center: { x: 0.5, y: 0.5 } };
/** The largest magnification: 8 screen pixels per pixel of the photo. */
export const MAX_SCALE = 8;

/** Screen pixels per photo pixel when the photo just fits the frame (never 0). */
export function fitScale(frame: Size, image: Size): number {
  if (image.width <= 0 || image.height <= 0 || frame.width <= 0 || frame.height <= 0) return 1;
  return Math.min(frame.width / image.width, frame.height / image.height);
}

/** Screen pixels per photo pixel at this state: 1 is 100 %. */
export const scaleOf = (view: ViewState, frame: Size, image: Size) => view.zoom * fitScale(frame, image);

/** The zoom at which one photo pixel is one screen pixel (at least the fitted size). */
export const zoomForScale = (scale: number, frame: Size, image: Size) => Math.max(1, scale / fitScale(frame, image));

const maxZoom = (frame: Size, image: Size) => Math.max(1, MAX_SCALE / fitScale(frame, image));

/** The photo's size on screen at this state. */
function shown(view: ViewState, frame: Size, image: Size): Size {
  const scale = scaleOf(view, frame, image);
  return { width: image.width * scale, height: image.height * scale };
}

/** Keeps the zoom between the fitted size and MAX_SCALE and the photo over the frame (no empty band where it could be filled). */
export function clampView(view: ViewState, frame: Size, image: Size): ViewState {
  const zoom = Math.min(Math.max(view.zoom, 1), maxZoom(frame, image));
  const size = shown({ zoom, center: view.center }, frame, image);
  const axis = (center: number, length: number, room: number) => {
    if (length <= room) return 0.5;
    const half = room / 2 / length;
    return Math.min(Math.max(center, half), 1 - half);
  };
  return { zoom, center: { x: axis(view.center.x, size.width, frame.width), y: axis(view.center.y, size.height, frame.height) } };
}

/** The frame point (pixels from its top-left corner) where a photo point (0–1) is shown. */
export function toScreen(view: ViewState, frame: Size, image: Size, point: Point): Point {
  const size = shown(view, frame, image);
  return { x: frame.width / 2 + (point.x - view.center.x) * size.width, y: frame.height / 2 + (point.y - view.center.y) * size.height };
}

/** The photo point (0–1) under a frame point. */
export function toImage(view: ViewState, frame: Size, image: Size, screen: Point): Point {
  const size = shown(view, frame, image);
  return { x: view.center.x + (screen.x - frame.width / 2) / size.width, y: view.center.y + (screen.y - frame.height / 2) / size.height };
}

/** Zooms to `zoom` keeping the photo point under `anchor` (a frame point; the centre by default) where it is. */
export function zoomTo(view: ViewState, zoom: number, frame: Size, image: Size, anchor: Point = { x: frame.width / 2, y: frame.height / 2 }): ViewState {
  const fixed = toImage(view, frame, image, anchor);
  const next = { zoom: Math.min(Math.max(zoom, 1), maxZoom(frame, image)), center: view.center };
  const size = shown(next, frame, image);
  const center = { x: fixed.x - (anchor.x - frame.width / 2) / size.width, y: fixed.y - (anchor.y - frame.height / 2) / size.height };
  return clampView({ zoom: next.zoom, center }, frame, image);
}

/** Moves the photo by a drag of (dx, dy) screen pixels. */
export function panBy(view: ViewState, dx: number, dy: number, frame: Size, image: Size): ViewState {
  const size = shown(view, frame, image);
  return clampView({ zoom: view.zoom, center: { x: view.center.x - dx / size.width, y: view.center.y - dy / size.height } }, frame, image);
}

/** The CSS transform of a box of the photo's size (transform-origin 0 0) that draws it at this state. */
export function transformOf(view: ViewState, frame: Size, image: Size): string {
  const scale = scaleOf(view, frame, image);
  const topLeft = toScreen(view, frame, image, { x: 0, y: 0 });
  return `translate(${topLeft.x}px, ${topLeft.y}px) scale(${scale})`;
}

/** The readout: the share of the photo's real pixels per screen pixel, in whole per cent. */
export const percentOf = (view: ViewState, frame: Size, image: Size) => Math.round(scaleOf(view, frame, image) * 100);
