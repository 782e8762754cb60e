import { clampView, FIT, panBy, percentOf, toImage, toScreen, transformOf, zoomForScale, zoomTo, type ViewState } from '@/components/viewer/view-state';

// The viewer's zoom and pan in image coordinates (docs/decisions/viewer.md): the same state shows
// the same part of photos of any resolution, a zoom keeps the point under the pointer, a pin at
// (x, y) of the photo lands where the photo is drawn.

const frame = { width: 1000, height: 800 };
const photo = { width: 3000, height: 2000 };

describe('viewer state', () => {
  it('fits the photo at zoom 1 and counts 100 % as one photo pixel per screen pixel', () => {
    expect(percentOf(FIT, frame, photo)).toBe(33);
    const actual = zoomTo(FIT, zoomForScale(1, frame, photo), frame, photo);
    expect(percentOf(actual, frame, photo)).toBe(100);
    expect(actual.zoom).toBeCloseTo(3);
    // A photo smaller than the frame is never shown below its fitted size.
    expect(zoomForScale(1, frame, { width: 400, height: 300 })).toBe(1);
  });

  it('keeps the photo point under the pointer where it is while zooming', () => {
    const anchor = { x: 800, y: 600 };
    const under = toImage(FIT, frame, photo, anchor);
    const zoomed = zoomTo(FIT, 2.5, frame, photo, anchor);
    const after = toScreen(zoomed, frame, photo, under);
    expect(after.x).toBeCloseTo(anchor.x);
    expect(after.y).toBeCloseTo(anchor.y);
  });

  it('pans by the drag and stops at the photo edge; a fitted photo stays centred', () => {
    const zoomed: ViewState = { zoom: 3, center: { x: 0.5, y: 0.5 } };
    const moved = panBy(zoomed, 100, 0, frame, photo);
    expect(toScreen(moved, frame, photo, { x: 0.5, y: 0.5 }).x).toBeCloseTo(600);
    const far = panBy(zoomed, 100_000, 0, frame, photo);
    expect(toScreen(far, frame, photo, { x: 0, y: 0 }).x).toBeCloseTo(0);
    expect(panBy(FIT, 300, 200, frame, photo)).toEqual(FIT);
  });

  it('is the same view for the original and a result of another resolution', () => {
    const view = clampView({ zoom: 4, center: { x: 0.3, y: 0.6 } }, frame, photo);
    const half = { width: 1500, height: 1000 };
    const pin = { x: 0.25, y: 0.6 };
    expect(toScreen(view, frame, half, pin)).toEqual(toScreen(view, frame, photo, pin));
    // Only the readout differs: the smaller photo is shown at twice its own scale.
    expect(percentOf(view, frame, half)).toBe(Math.round(4 * (1000 / 1500) * 100));
    expect(percentOf(view, frame, photo)).toBe(Math.round(4 * (1000 / 3000) * 100));
  });

  it('draws the photo box with one transform: the top-left corner where the state puts it', () => {
    expect(transformOf(FIT, frame, photo)).toBe(`translate(0px, ${(800 - 2000 / 3) / 2}px) scale(${1 / 3})`);
    expect(clampView({ zoom: 1000, center: { x: 0.5, y: 0.5 } }, frame, photo).zoom).toBeCloseTo(8 / (1 / 3));
  });
});
