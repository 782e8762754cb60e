'use client';

import dynamic from 'next/dynamic';

// The full-screen viewers open on a click (a thumbnail, 'So sánh'): their code arrives then, not
// with the page that lists the photos (docs/decisions/page-weight.md). Each takes focus when it
// mounts, as before; nothing is drawn in their place until then (they cover the page).
export const ImageViewer = dynamic(() => import('./image-viewer').then((module) => module.ImageViewer), { ssr: false });
export const CompareViewer = dynamic(() => import('./compare-viewer').then((module) => module.CompareViewer), { ssr: false });
