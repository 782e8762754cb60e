import { z } from 'zod';

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

export const cloudBatchSchema = z.object({
  name: z.string().trim().min(1, 'Yêu cầu nhập tên lô').max(120, 'Tên lô tối đa 120 ký tự').transform(sanitizeFileName),
  request: z.string().trim().max(CLOUD_REQUEST_MAX, 'Yêu cầu chỉnh sửa tối đa 2000 ký tự').default(''),
});
export type CloudBatchInput = z.input<typeof cloudBatchSchema>;
