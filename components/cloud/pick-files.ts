import {
  CLOUD_FILE_MESSAGES,
  formatBytes,
  isAllowedExtension,
  matchesSignature,
  plannedPath,
  sanitizeRelativePath,
  SIGNATURE_BYTES,
  type PlannedFile,
} from '@/domain/validation/cloud-file-rules';

// Turning what the user dropped or picked into files with their folder paths, and the checks
// the browser can make at once (the provider makes them again). Every rejected file
// shows its reason with its path and size (docs/decisions/product-rules.md).

export type PickedFile = { file: File; relativePath: string };
export type RejectedFile = { path: string; size: number; reason: string };

/** The folder part of a picked file's path ('' for a loose file). */
function folderOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : sanitizeRelativePath(path.slice(0, slash));
}

/** Files from an <input type=file> (with webkitdirectory, each has its path inside the folder). */
export function filesFromInput(list: FileList): PickedFile[] {
  return [...list].map((file) => ({ file, relativePath: folderOf(file.webkitRelativePath || '') }));
}

/** Files and whole folders dropped on the drop zone, walking folders recursively. */
export async function filesFromDrop(transfer: DataTransfer): Promise<PickedFile[]> {
  const entries = [...transfer.items].map((item) => item.webkitGetAsEntry?.()).filter((entry): entry is FileSystemEntry => Boolean(entry));
  if (entries.length === 0) return [...transfer.files].map((file) => ({ file, relativePath: '' }));
  const picked: PickedFile[] = [];
  for (const entry of entries) await walk(entry, '', picked);
  return picked;
}

async function walk(entry: FileSystemEntry, parent: string, into: PickedFile[]): Promise<void> {
  if (entry.isFile) {
    const file = await new Promise<File>((resolve, reject) => (entry as FileSystemFileEntry).file(resolve, reject));
    into.push({ file, relativePath: sanitizeRelativePath(parent) });
    return;
  }
  const reader = (entry as FileSystemDirectoryEntry).createReader();
  const folder = parent ? `${parent}/${entry.name}` : entry.name;
  // readEntries hands out a folder's entries in batches (100 in Chromium) until an empty one.
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));
    if (batch.length === 0) break;
    for (const child of batch) await walk(child, folder, into);
  }
}

export const displayPath = ({ file, relativePath }: PickedFile) => (relativePath ? `${relativePath}/${file.name}` : file.name);

/** The reason the browser already knows a file will be refused, or null. */
export async function precheck(picked: PickedFile, limits: { maxFileBytes: number; freeBytes: number }): Promise<string | null> {
  const { file } = picked;
  if (!isAllowedExtension(file.name)) return CLOUD_FILE_MESSAGES.type;
  if (file.size === 0) return CLOUD_FILE_MESSAGES.empty;
  if (file.size > limits.maxFileBytes) return CLOUD_FILE_MESSAGES.size(limits.maxFileBytes);
  if (file.size > limits.freeBytes) return CLOUD_FILE_MESSAGES.quota(limits.freeBytes);
  const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
  if (!matchesSignature(file.name, head)) return CLOUD_FILE_MESSAGES.content;
  return null;
}

export { formatBytes };

/** A picked file as a batch's plan holds it (docs/decisions/unfinished-uploads.md). */
export const plannedFileOf = ({ file, relativePath }: PickedFile): PlannedFile => ({ path: plannedPath(relativePath, file.name), size: file.size, modified: file.lastModified });
