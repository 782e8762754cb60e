import { groupThousands } from '../number-text';
// The cloud area's upload rules (docs/decisions/cloud-files.md). The browser checks them first to
// show reasons at once; the provider's tus server checks them again, and the contents by their
// first bytes, before any byte is kept.

export const CLOUD_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'gif', 'avif', 'tif', 'tiff', 'psd', 'heic', 'dng', 'cr2', 'cr3', 'nef', 'arw', 'raf', 'orf', 'zip'] as const;
export type CloudExtension = (typeof CLOUD_EXTENSIONS)[number];

export const DEFAULT_UPLOAD_MAX_FILE_BYTES = 5 * 1024 ** 3;
/** How many leading bytes the content check needs. */
export const SIGNATURE_BYTES = 16;

export const CLOUD_FILE_MESSAGES = {
  type: `Định dạng tệp không được hỗ trợ (chỉ nhận ${CLOUD_EXTENSIONS.join(', ')})`,
  content: 'Nội dung tệp không khớp với phần mở rộng',
  empty: 'Tệp rỗng',
  size: (limit: number) => `Tệp vượt quá giới hạn ${formatBytes(limit)} mỗi tệp`,
  quota: (free: number) => `Vượt quá dung lượng của tài khoản (còn trống ${formatBytes(free)})`,
  batch: 'Không tìm thấy lô tải lên',
} as const;

const ascii = (bytes: Uint8Array, start: number, text: string) => [...text].every((char, i) => bytes[start + i] === char.charCodeAt(0));
const startsWith = (bytes: Uint8Array, prefix: number[]) => prefix.every((byte, i) => bytes[i] === byte);

const jpeg = (b: Uint8Array) => startsWith(b, [0xff, 0xd8, 0xff]);
const png = (b: Uint8Array) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** TIFF container, little or big endian; DNG, CR2, NEF and ARW are TIFF files too. */
const tiff = (b: Uint8Array) => startsWith(b, [0x49, 0x49, 0x2a, 0x00]) || startsWith(b, [0x4d, 0x4d, 0x00, 0x2a]);
/** ISO base media ('ftyp' box at byte 4) with one of the given brands. */
const isoBrand = (brands: string[]) => (b: Uint8Array) => ascii(b, 4, 'ftyp') && brands.some((brand) => ascii(b, 8, brand));

const SIGNATURES: Record<CloudExtension, (bytes: Uint8Array) => boolean> = {
  jpg: jpeg,
  jpeg,
  png,
  webp: (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP'),
  gif: (b) => ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a'),
  avif: isoBrand(['avif', 'avis', 'mif1', 'msf1']),
  tif: tiff,
  tiff,
  dng: tiff,
  cr2: tiff,
  nef: tiff,
  arw: tiff,
  psd: (b) => ascii(b, 0, '8BPS'),
  heic: isoBrand(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']),
  cr3: isoBrand(['crx ']),
  raf: (b) => ascii(b, 0, 'FUJIFILMCCD-RAW'),
  // Olympus raw: TIFF-like with its own magic ('IIRO', 'IIRS' or 'MMOR').
  orf: (b) => tiff(b) || ascii(b, 0, 'IIRO') || ascii(b, 0, 'IIRS') || ascii(b, 0, 'MMOR'),
  // A ZIP starts with a local file header (or is an empty archive's end record).
  zip: (b) => startsWith(b, [0x50, 0x4b, 0x03, 0x04]) || startsWith(b, [0x50, 0x4b, 0x05, 0x06]),
};

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function isAllowedExtension(name: string): name is `${string}.${CloudExtension}` {
  return (CLOUD_EXTENSIONS as readonly string[]).includes(fileExtension(name));
}

/** Do the first bytes match what the extension promises? (An .exe renamed .jpg does not.) */
export function matchesSignature(name: string, firstBytes: Uint8Array): boolean {
  const extension = fileExtension(name);
  if (!(CLOUD_EXTENSIONS as readonly string[]).includes(extension)) return false;
  return SIGNATURES[extension as CloudExtension](firstBytes);
}

// Control characters, and the bidirectional marks that make 'gpj.exe' read as 'exe.jpg'.
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\\/:*?"<>|]/g;

/** One path segment made safe to show and to put in a Content-Disposition or ZIP entry. */
export function sanitizeFileName(name: string): string {
  const cleaned = name.normalize('NFC').replace(UNSAFE_CHARACTERS, '').trim().slice(0, 200);
  return cleaned === '.' || cleaned === '..' ? '' : cleaned;
}

/** A folder path from a dropped folder: no '..', no absolute path, each segment sanitised. */
export function sanitizeRelativePath(relativePath: string): string {
  return relativePath
    .split(/[\\/]+/)
    .map(sanitizeFileName)
    .filter(Boolean)
    .join('/')
    .slice(0, 500);
}

export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const text = unit === 0 || Number.isInteger(value) ? String(value) : value.toFixed(1).replace('.', ',');
  return `${text} ${units[unit]}`;
}

/** The longest request a batch carries ('Yêu cầu chỉnh sửa'). */
export const CLOUD_REQUEST_MAX = 2000;

// ------------------------------------------------------------ unfinished uploads
// A batch keeps the files the customer chose (its plan) so an interrupted upload says what is
// missing and 'Tiếp tục tải lên' takes exactly those files again (docs/decisions/unfinished-uploads.md).

/** One chosen file: its path in the batch as stored (plannedPath), size, last-modified ms. */
export type PlannedFile = { path: string; size: number; modified: number };

export const PLANNED_FILES_MAX = 20_000;

/** A file's path in its batch as the provider stores it (folder and name sanitised): how plan and files are matched. */
export function plannedPath(relativePath: string, name: string): string {
  const folder = sanitizeRelativePath(relativePath);
  const file = sanitizeFileName(name);
  return folder ? `${folder}/${file}` : file;
}

/** A path as a browser sent it, as stored: plannedPath of its folder and its name. */
export function storedPlannedPath(path: string): string {
  const slash = path.lastIndexOf('/');
  return plannedPath(slash < 0 ? '' : path.slice(0, slash), path.slice(slash + 1));
}

export const UNFINISHED_MESSAGES = {
  tooMany: `Một lô tối đa ${groupThousands(PLANNED_FILES_MAX)} tệp`,
  invalid: 'Danh sách tệp không hợp lệ',
  /** A file chosen again that is not one of the batch's missing files. */
  notInBatch: (path: string) =>
    `${path} không phải tệp còn thiếu của lô này (khác tên, kích thước hoặc ngày sửa). Hãy chọn đúng tệp đã chọn lúc đầu.`,
  alreadyComplete: 'Lô này đã tải lên đủ tệp.',
} as const;

/** The same chosen file: same path, size and last-modified time (a different file with the same name is not). */
export const samePlannedFile = (a: PlannedFile, b: PlannedFile) => a.path === b.path && a.size === b.size && a.modified === b.modified;

/**
 * The planned files that have not arrived: a plan entry is complete when a completed file of the
 * batch has its path and size (the provider does not keep last-modified times of files).
 */
export function missingPlannedFiles(plan: readonly PlannedFile[], completed: readonly { path: string; size: number }[]): PlannedFile[] {
  const arrived = new Map<string, number>();
  for (const file of completed) {
    const key = `${file.path}\u0000${file.size}`;
    arrived.set(key, (arrived.get(key) ?? 0) + 1);
  }
  return plan.filter((entry) => {
    const key = `${entry.path}\u0000${entry.size}`;
    const left = arrived.get(key) ?? 0;
    if (left === 0) return true;
    arrived.set(key, left - 1);
    return false;
  });
}
