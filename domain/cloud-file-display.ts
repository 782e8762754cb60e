// How the cloud area shows a batch and its files (docs/decisions/cloud-files.md, "What a person
// sees"): the batch's status comes from its files first, then from its job; only images every
// browser decodes get a thumbnail (and the provider names their type so the <img> can show them).

export type CloudBatchStateName = 'RECEIVED' | 'PROCESSING' | 'REVISING' | 'DONE';
export type CloudBatchStatus = CloudBatchStateName | 'UPLOADING' | 'UNFINISHED';

export const CLOUD_BATCH_STATUS_LABEL: Record<CloudBatchStatus, string> = {
  UPLOADING: 'Đang tải lên',
  UNFINISHED: 'Chưa tải xong',
  RECEIVED: 'Đã nhận',
  PROCESSING: 'Đang xử lý',
  // A revision the customer asked for is being worked (docs/decisions/final-set.md).
  REVISING: 'Đang sửa lại',
  DONE: 'Hoàn tất',
};

/**
 * A batch with a file still arriving is 'Đang tải lên', whatever its job says: 'Đã nhận' would
 * promise the studio has everything. One with chosen files that never started (the page was left)
 * is 'Chưa tải xong' (docs/decisions/unfinished-uploads.md). Otherwise the state its job gives it.
 */
export function cloudBatchStatus(state: CloudBatchStateName, uploadingCount: number, unfinished = false): CloudBatchStatus {
  if (uploadingCount > 0) return 'UPLOADING';
  return unfinished ? 'UNFINISHED' : state;
}

const BROWSER_IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

/** The image type of a file every browser can show (by its extension), or null (RAW, TIFF, PSD, ZIP…). */
export function browserImageType(name: string): string | null {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return null;
  return BROWSER_IMAGE_TYPES[name.slice(dot + 1).toLowerCase()] ?? null;
}

/**
 * The long edge of the server's large rendition (provider cloud-files/previews.ts), which the
 * viewer shows until its zoom needs more pixels (docs/decisions/viewer.md). A rendition this long
 * may stand for a larger photo; a shorter one is the photo at its own size.
 */
export const PREVIEW_EDGE = 2560;

/**
 * The long edge of the screen rendition, made from the large one: what the viewer shows first,
 * enough for a laptop at 1× and a phone at 3× with the photo fitted (docs/decisions/viewer.md,
 * "First picture"). The large rendition follows only when the zoom or the screen asks for more.
 */
export const SCREEN_EDGE = 1600;

const RAW_EXTENSIONS = new Set(['dng', 'cr2', 'cr3', 'nef', 'arw', 'raf', 'orf']);

/** What kind of file a name is, as a tile without a picture says it: 'RAW', 'PSD', 'TIFF', 'HEIC', 'ZIP', else the extension. */
export function fileKind(name: string): { short: string; label: string } {
  const dot = name.lastIndexOf('.');
  const extension = dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
  if (RAW_EXTENSIONS.has(extension)) return { short: `RAW · ${extension.toUpperCase()}`, label: 'Ảnh RAW' };
  if (extension === 'psd') return { short: 'PSD', label: 'Tệp Photoshop' };
  if (extension === 'tif' || extension === 'tiff') return { short: 'TIFF', label: 'Ảnh TIFF' };
  if (extension === 'heic') return { short: 'HEIC', label: 'Ảnh HEIC' };
  if (extension === 'zip') return { short: 'ZIP', label: 'Tệp nén' };
  if (browserImageType(name)) return { short: extension.toUpperCase(), label: 'Ảnh' };
  return { short: extension ? extension.toUpperCase() : 'TỆP', label: 'Tệp' };
}
