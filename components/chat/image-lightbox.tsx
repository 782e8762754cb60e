'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { CloseIcon } from './chat-icons';
import styles from './image-lightbox.module.css';

type ImageLightboxProps = { src: string | null; alt: string; onClose: () => void };

/** A chat image at full size (Radix dialog: Esc, outside click and the button close it). */
export function ImageLightbox({ src, alt, onClose }: ImageLightboxProps) {
  return (
    <Dialog.Root open={src !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={`${styles.overlay} fixed inset-0 z-50 bg-black/80`} />
        <Dialog.Content
          aria-describedby={undefined}
          data-chat-lightbox=""
          className={`${styles.content} fixed left-1/2 top-1/2 z-50 flex max-h-[92dvh] max-w-[94vw] flex-col items-center outline-none`}
        >
          <Dialog.Title className="sr-only">{alt}</Dialog.Title>
          {src && (
            // eslint-disable-next-line @next/next/no-img-element -- a data URL from a chat message
            <img src={src} alt={alt} className="max-h-[88dvh] max-w-[94vw] rounded-lg object-contain shadow-2xl" />
          )}
          <Dialog.Close
            aria-label="Đóng ảnh"
            className="absolute right-2 top-2 inline-flex size-10 items-center justify-center rounded-full bg-black/55 text-white hover:bg-black/75 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
          >
            <CloseIcon className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
