import { rename, unlink } from 'node:fs/promises';
import sharp from 'sharp';
import { PREVIEW_EDGE } from '../../../../domain/cloud-file-display';
import { IMAGE_TIMEOUT_SECONDS } from './image-work';

// The large rendition beside the thumbnail (docs/decisions/delivery.md, "Large rendition"): what
// the full-screen viewer (components/viewer/) shows before its zoom reaches 100 %. At most 2,560 px
// on the long edge, progressive JPEG (quality 85, full-resolution colour: a retoucher judges
// colour), EXIF orientation applied, stored as `<storage key>.preview.jpg` and served only through
// the checked routes, like the thumbnail. Made in the thumbnail's background step, from the same
// input (a RAW file's embedded preview included); what it costs there: docs/decisions/delivery.md.

export const previewPath = (storedFile: string) => `${storedFile}.preview.jpg`;

/**
 * Writes the rendition of `input` (the stored file's path, or a RAW file's embedded JPEG) for
 * `storedFile`; true when one was written. Never throws: a file without one is shown by its
 * thumbnail and, where the browser can, by the file itself.
 */
export async function makePreview(input: string | Buffer, storedFile: string): Promise<boolean> {
  const target = previewPath(storedFile);
  const partial = `${target}.part`;
  try {
    await sharp(input, { failOn: 'none', limitInputPixels: 200_000_000 })
      .timeout({ seconds: IMAGE_TIMEOUT_SECONDS })
      .rotate()
      // A transparent PNG on white, as a product photo is usually shown (the 100 % view shows the file itself).
      .flatten({ background: '#ffffff' })
      .resize(PREVIEW_EDGE, PREVIEW_EDGE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85, progressive: true, chromaSubsampling: '4:4:4' })
      .toFile(partial);
    await rename(partial, target);
    return true;
  } catch {
    await unlink(partial).catch(() => {});
    return false;
  }
}
