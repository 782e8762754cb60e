import { rename, unlink } from 'node:fs/promises';
import sharp, { type Sharp } from 'sharp';
import { PREVIEW_EDGE, SCREEN_EDGE } from '../../../../domain/cloud-file-display';
import { IMAGE_TIMEOUT_SECONDS } from './image-work';

// The large rendition beside the thumbnail (docs/decisions/delivery.md, "Large rendition"): what
// the full-screen viewer (components/viewer/) shows before its zoom reaches 100 %; and the screen
// rendition made from it, the viewer's first picture (docs/decisions/viewer.md, "First picture"). At most 2,560 px
// on the long edge, progressive JPEG (quality 85, full-resolution colour: a retoucher judges
// colour), EXIF orientation applied, stored as `<storage key>.preview.jpg` and served only through
// the checked routes, like the thumbnail. Made in the thumbnail's background step, from the same
// input (a RAW file's embedded preview included); what it costs there: docs/decisions/delivery.md.

export const previewPath = (storedFile: string) => `${storedFile}.preview.jpg`;
/** The screen rendition (SCREEN_EDGE), made from the large one: the viewer's first picture. */
export const screenPath = (storedFile: string) => `${storedFile}.screen.jpg`;

/** Resizes `input` to `edge` into `target` (through a `.part` file), the renditions' one JPEG setting. */
async function writeRendition(input: string | Buffer, target: string, edge: number, prepare: (image: Sharp) => Sharp = (image) => image) {
  const partial = `${target}.part`;
  try {
    await prepare(sharp(input, { failOn: 'none', limitInputPixels: 200_000_000 }).timeout({ seconds: IMAGE_TIMEOUT_SECONDS }))
      .resize(edge, edge, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85, progressive: true, chromaSubsampling: '4:4:4' })
      .toFile(partial);
    await rename(partial, target);
  } catch (error) {
    await unlink(partial).catch(() => {});
    throw error;
  }
}

/**
 * Writes the rendition of `input` (the stored file's path, or a RAW file's embedded JPEG) for
 * `storedFile`; true when one was written. Never throws: a file without one is shown by its
 * thumbnail and, where the browser can, by the file itself.
 */
export async function makePreview(input: string | Buffer, storedFile: string): Promise<boolean> {
  try {
    // A transparent PNG on white, as a product photo is usually shown (the 100 % view shows the file itself).
    await writeRendition(input, previewPath(storedFile), PREVIEW_EDGE, (image) => image.rotate().flatten({ background: '#ffffff' }));
  } catch {
    return false;
  }
  // From the large rendition (a 2,560 px JPEG decodes in a few ms; the photo may be 25 MB), same
  // colour setting. Without it the viewer starts from the large one (a 404 it falls back from).
  await writeRendition(previewPath(storedFile), screenPath(storedFile), SCREEN_EDGE).catch(() => undefined);
  return true;
}
