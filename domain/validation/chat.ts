// Chat message rules, shared by the chat screen (checks before sending) and the provider (the
// real gate). Messages are Vietnamese and shown as they are.
import { groupThousands } from '../number-text';

/** Longest text message, in UTF-16 code units (what `String.length` and textarea maxLength count). */
export const CHAT_TEXT_MAX = 5000;
/** Largest image, in decoded bytes (5 MB). */
export const CHAT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Image types a message may carry; SVG (scriptable) and everything else are refused. */
export const CHAT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type ChatImageType = (typeof CHAT_IMAGE_TYPES)[number];
/** What the file picker offers (images only). */
export const CHAT_IMAGE_ACCEPT = CHAT_IMAGE_TYPES.join(',');

export const CHAT_MESSAGES = {
  empty: 'Tin nhắn không được để trống.',
  tooLong: `Tin nhắn quá dài (tối đa ${groupThousands(CHAT_TEXT_MAX)} ký tự).`,
  invalidCharacters: 'Tin nhắn chứa ký tự không hợp lệ.',
  imageType: 'Chỉ gửi được ảnh PNG, JPEG, WebP hoặc GIF.',
  imageSize: 'Ảnh vượt quá 5 MB.',
  imageInvalid: 'Dữ liệu ảnh không hợp lệ.',
} as const;

export function isChatImageType(type: string): type is ChatImageType {
  return (CHAT_IMAGE_TYPES as readonly string[]).includes(type);
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image type the bytes really are (magic numbers), or null. Needs the first 12 bytes. */
export function sniffChatImageType(bytes: Uint8Array): ChatImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** Why a text cannot be sent, or null when it can. */
export function chatTextProblem(text: string): string | null {
  if (text.trim() === '') return CHAT_MESSAGES.empty;
  if (text.length > CHAT_TEXT_MAX) return CHAT_MESSAGES.tooLong;
  // Postgres text cannot hold NUL, and no keyboard types one.
  if (text.includes('\u0000')) return CHAT_MESSAGES.invalidCharacters;
  return null;
}

/** Why a picked or pasted file cannot be sent as an image, or null when it can. */
export function chatImageFileProblem(file: { type: string; size: number }): string | null {
  if (!isChatImageType(file.type)) return CHAT_MESSAGES.imageType;
  if (file.size > CHAT_IMAGE_MAX_BYTES) return CHAT_MESSAGES.imageSize;
  if (file.size === 0) return CHAT_MESSAGES.imageInvalid;
  return null;
}
