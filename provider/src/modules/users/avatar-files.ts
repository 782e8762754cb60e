import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  AVATAR_EXTENSION,
  AVATAR_FILE_NAME,
  AVATAR_MAX_BYTES,
  AVATAR_MESSAGES,
  AVATAR_TYPES,
  AVATAR_URL_PREFIX,
  sniffAvatarType,
} from '../../../../domain/validation/account';
import { badInput } from '../../errors';

// Avatar images live as files under <file storage>/avatars (never as multi-megabyte data URLs
// in the users table); the app serves them at /api/avatars/<name> from the same folder.
// See docs/decisions/avatar-files.md.

const DATA_URL = /^data:([a-z/+.-]+);base64,([A-Za-z0-9+/]*={0,2})$/;
/** Base64 of 2 MB plus the data URL's header: anything longer is refused before decoding. */
const MAX_DATA_URL_LENGTH = Math.ceil(AVATAR_MAX_BYTES / 3) * 4 + 64;

export function avatarDirectory(fileStorageDir: string): string {
  return path.join(fileStorageDir, 'avatars');
}

/** Decodes and checks an uploaded avatar: declared and actual type PNG/JPEG/WebP, at most 2 MB. */
export function parseAvatarDataUrl(dataUrl: string): { bytes: Buffer; extension: 'png' | 'jpg' | 'webp' } {
  if (dataUrl.length > MAX_DATA_URL_LENGTH) throw badInput(AVATAR_MESSAGES.size, 'dataUrl');
  const match = DATA_URL.exec(dataUrl);
  if (!match || !(AVATAR_TYPES as readonly string[]).includes(match[1]!)) throw badInput(AVATAR_MESSAGES.type, 'dataUrl');
  const bytes = Buffer.from(match[2]!, 'base64');
  if (bytes.length === 0) throw badInput(AVATAR_MESSAGES.empty, 'dataUrl');
  if (bytes.length > AVATAR_MAX_BYTES) throw badInput(AVATAR_MESSAGES.size, 'dataUrl');
  // The content decides, not the declared type: a script renamed to .png is refused.
  const actual = sniffAvatarType(bytes);
  if (!actual) throw badInput(AVATAR_MESSAGES.type, 'dataUrl');
  return { bytes, extension: AVATAR_EXTENSION[actual] };
}

/** Writes a new avatar file for the user; returns its public URL and a way to remove it again. */
export async function storeAvatarFile(fileStorageDir: string, userId: number, avatar: { bytes: Buffer; extension: string }) {
  const directory = avatarDirectory(fileStorageDir);
  await mkdir(directory, { recursive: true });
  const name = `${userId}-${randomBytes(12).toString('hex')}.${avatar.extension}`;
  const file = path.join(directory, name);
  await writeFile(file, avatar.bytes, { flag: 'wx', mode: 0o644 });
  return { url: `${AVATAR_URL_PREFIX}${name}`, remove: () => unlink(file).catch(() => {}) };
}

/** Removes a stored avatar by its URL; URLs that are not our own files are left alone. */
export async function removeAvatarFile(fileStorageDir: string, url: string | null) {
  if (!url?.startsWith(AVATAR_URL_PREFIX)) return;
  const name = url.slice(AVATAR_URL_PREFIX.length);
  if (!AVATAR_FILE_NAME.test(name)) return;
  await unlink(path.join(avatarDirectory(fileStorageDir), name)).catch(() => {});
}

/**
 * 'Đổi ảnh đại diện' for a staff or cloud user: stores the new file (if any), points the
 * account at it through `replaceUrl`, then removes the previous file. A failed or missing
 * account leaves no new file behind. False when the account does not exist.
 */
export async function swapAvatar(
  fileStorageDir: string,
  ownerId: number,
  dataUrl: string | null | undefined,
  replaceUrl: (url: string | null) => Promise<{ previousUrl: string | null } | null>,
): Promise<boolean> {
  const stored = dataUrl ? await storeAvatarFile(fileStorageDir, ownerId, parseAvatarDataUrl(dataUrl)) : null;
  let replaced;
  try {
    replaced = await replaceUrl(stored?.url ?? null);
  } catch (error) {
    await stored?.remove();
    throw error;
  }
  if (!replaced) {
    await stored?.remove();
    return false;
  }
  await removeAvatarFile(fileStorageDir, replaced.previousUrl);
  return true;
}
