'use client';

import { lazy, Suspense, type ComponentProps } from 'react';

// The full-screen viewers open on a click (a thumbnail, 'So sánh'): their code arrives then, not
// with the page that lists the photos (docs/decisions/page-weight.md). Each takes focus when it
// mounts, as before; nothing is drawn in their place until then (they cover the page). React.lazy,
// not next/dynamic: the page then carries no loader code of its own (page-weight.md, 29-11-2026).

const ImageViewerPart = lazy(() => import('./image-viewer').then((module) => ({ default: module.ImageViewer })));
const CompareViewerPart = lazy(() => import('./compare-viewer').then((module) => ({ default: module.CompareViewer })));

export function ImageViewer(props: ComponentProps<typeof ImageViewerPart>) {
  return (
    <Suspense fallback={null}>
      <ImageViewerPart {...props} />
    </Suspense>
  );
}

export function CompareViewer(props: ComponentProps<typeof CompareViewerPart>) {
  return (
    <Suspense fallback={null}>
      <CompareViewerPart {...props} />
    </Suspense>
  );
}
