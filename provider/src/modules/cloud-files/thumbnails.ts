import { open, rename, unlink } from 'node:fs/promises';
import sharp from 'sharp';
import { fileExtension } from '../../../../domain/validation/cloud-files';
import { IMAGE_TIMEOUT_SECONDS, queueImageWork } from './image-work';
import { makePreview, previewPath, screenPath } from './previews';

// Thumbnails made on the server with sharp (docs/decisions/delivery.md, "Thumbnails"): once, right
// after a file's last byte arrives, stored beside it as `<storage key>.thumb.webp`, and served only
// through the checked routes (routes.ts). Browser images (JPEG, PNG, WebP, GIF's first frame, AVIF)
// and TIFF are read by sharp itself; camera RAW files give their embedded JPEG preview where the
// container has one we can find (TIFF-based RAW: DNG, CR2, NEF, ARW, ORF; Fujifilm RAF). CR3, HEIC
// and PSD get none (the card shows the file's icon instead). The viewer's large rendition
// (previews.ts) is made in the same step from the same input; `thumbnail_at` is set after both.

export const THUMBNAIL_EDGE = 320;
const DIRECT = new Set(['jpg', 'jpeg', 'png', 'webp', 'gif', 'avif', 'tif', 'tiff']);
const TIFF_RAW = new Set(['dng', 'cr2', 'nef', 'arw', 'orf']);
/** A preview bigger than this is not a preview: refuse to read it into memory. */
const MAX_PREVIEW_BYTES = 32 * 1024 * 1024;

export const thumbnailPath = (storedFile: string) => `${storedFile}.thumb.webp`;

/** Every file the background step writes beside a stored file: deleted with it. */
export const renditionPaths = (storedFile: string) => [thumbnailPath(storedFile), previewPath(storedFile), screenPath(storedFile)];

export function canThumbnail(name: string): boolean {
  const extension = fileExtension(name);
  return DIRECT.has(extension) || TIFF_RAW.has(extension) || extension === 'raf';
}

/** `rendition: false`: the thumbnail only, no large rendition (a chat image is opened as itself, never in the viewer). */
export type ThumbnailOptions = { rendition?: boolean };

/**
 * Makes the thumbnail of `storedFile` (whose shown name is `name`) and its large rendition now
 * (unless `rendition: false`); true when the thumbnail was written. Never throws: a file sharp
 * cannot read (or not within IMAGE_TIMEOUT_SECONDS) simply has no thumbnail. Callers go through
 * queueThumbnail.
 */
export async function makeThumbnail(storedFile: string, name: string, { rendition = true }: ThumbnailOptions = {}): Promise<boolean> {
  if (!canThumbnail(name)) return false;
  const target = thumbnailPath(storedFile);
  const partial = `${target}.part`;
  try {
    const extension = fileExtension(name);
    const input = DIRECT.has(extension) ? storedFile : await rawPreview(storedFile, extension);
    if (!input) return false;
    await sharp(input, { failOn: 'none', limitInputPixels: 200_000_000 })
      .timeout({ seconds: IMAGE_TIMEOUT_SECONDS })
      .rotate()
      .resize(THUMBNAIL_EDGE, THUMBNAIL_EDGE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 72 })
      .toFile(partial);
    await rename(partial, target);
    if (rendition) await makePreview(input, storedFile);
    return true;
  } catch {
    await unlink(partial).catch(() => {});
    return false;
  }
}

/**
 * The thumbnail step of a stored file, after the answer to its upload (never holding it up), in
 * the image queue (image-work.ts); `made` runs once it is written (it marks the row). False when
 * the queue is full: the file stays without a thumbnail until the sweep (thumbnail-sweep.ts).
 */
export function queueThumbnail(storedFile: string, name: string, made: () => Promise<unknown>, failed?: () => void, options: ThumbnailOptions = {}): boolean {
  if (!canThumbnail(name)) return true;
  return queueImageWork(storedFile, async () => {
    if (await makeThumbnail(storedFile, name, options)) await made();
    else failed?.();
  });
}

/** The largest embedded JPEG of a RAW file, or null. Reads only the directory and the preview. */
async function rawPreview(file: string, extension: string): Promise<Buffer | null> {
  const handle = await open(file, 'r');
  try {
    const read = async (position: number, length: number) => {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, position);
      return buffer.subarray(0, bytesRead);
    };
    let best: { offset: number; length: number } | null = null;
    if (extension === 'raf') {
      // RAF header: big-endian offset and length of the JPEG preview at bytes 84 and 88.
      const header = await read(84, 8);
      if (header.length === 8) best = { offset: header.readUInt32BE(0), length: header.readUInt32BE(4) };
    } else {
      best = await largestTiffJpeg(read);
    }
    if (!best || best.length < 4 || best.length > MAX_PREVIEW_BYTES) return null;
    const jpeg = await read(best.offset, best.length);
    return jpeg[0] === 0xff && jpeg[1] === 0xd8 ? jpeg : null;
  } finally {
    await handle.close();
  }
}

type Reader = (position: number, length: number) => Promise<Buffer>;

/** Walks a TIFF's IFD chain and SubIFDs for JPEGInterchangeFormat (0x201/0x202) or JPEG strips. */
async function largestTiffJpeg(read: Reader): Promise<{ offset: number; length: number } | null> {
  const head = await read(0, 8);
  if (head.length < 8) return null;
  const little = head.toString('latin1', 0, 2) === 'II';
  const u16 = (b: Buffer, at: number) => (little ? b.readUInt16LE(at) : b.readUInt16BE(at));
  const u32 = (b: Buffer, at: number) => (little ? b.readUInt32LE(at) : b.readUInt32BE(at));
  const queue = [u32(head, 4)];
  const seen = new Set<number>();
  let best: { offset: number; length: number } | null = null;
  const consider = (offset: number, length: number) => {
    if (offset > 0 && length > 0 && (!best || length > best.length)) best = { offset, length };
  };
  while (queue.length > 0 && seen.size < 32) {
    const ifd = queue.shift()!;
    if (!ifd || seen.has(ifd)) continue;
    seen.add(ifd);
    const countBytes = await read(ifd, 2);
    if (countBytes.length < 2) continue;
    const count = Math.min(u16(countBytes, 0), 512);
    const entries = await read(ifd + 2, count * 12 + 4);
    const tags = new Map<number, { type: number; count: number; value: number; at: number }>();
    for (let i = 0; i < count && (i + 1) * 12 <= entries.length; i += 1) {
      const at = i * 12;
      const type = u16(entries, at + 2);
      const value = type === 3 ? u16(entries, at + 8) : u32(entries, at + 8);
      tags.set(u16(entries, at), { type, count: u32(entries, at + 4), value, at });
    }
    const jpegOffset = tags.get(0x201)?.value;
    const jpegLength = tags.get(0x202)?.value;
    if (jpegOffset && jpegLength) consider(jpegOffset, jpegLength);
    // A single JPEG strip is a preview too (DNG, NEF): old-style JPEG (6), or JPEG (7) in YCbCr —
    // a lossless JPEG strip of raw sensor data (7, CFA or linear raw) is not.
    const compression = tags.get(0x103)?.value;
    const photometric = tags.get(0x106)?.value;
    const strip = tags.get(0x111);
    const stripLength = tags.get(0x117);
    if ((compression === 6 || (compression === 7 && photometric === 6)) && strip?.count === 1 && stripLength?.count === 1) consider(strip.value, stripLength.value);
    const subIfds = tags.get(0x14a);
    if (subIfds) {
      if (subIfds.count === 1) queue.push(subIfds.value);
      else {
        const list = await read(subIfds.value, Math.min(subIfds.count, 16) * 4);
        for (let i = 0; i + 4 <= list.length; i += 4) queue.push(u32(list, i));
      }
    }
    if (entries.length >= count * 12 + 4) queue.push(u32(entries, count * 12));
  }
  return best;
}
