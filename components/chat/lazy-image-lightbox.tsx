'use client';

import dynamic from 'next/dynamic';
import type { ComponentProps } from 'react';
import { useOpenedOnce } from '@/components/ui/use-opened-once';
import type { ImageLightbox as ImageLightboxType } from './image-lightbox';

// The lightbox's code (Radix dialog, its styles) loads the first time an image is opened,
// not with the chat (docs/decisions/page-weight.md).
const ImageLightbox = dynamic(() => import('./image-lightbox').then((module) => module.ImageLightbox), { ssr: false });

/** ImageLightbox, fetched on first open and kept mounted afterwards so closing still animates. */
export function LazyImageLightbox(props: ComponentProps<typeof ImageLightboxType>) {
  return useOpenedOnce(props.src !== null) ? <ImageLightbox {...props} /> : null;
}
