import { CHAT_IMAGE_MAX_BYTES, CHAT_MESSAGES, chatTextProblem, isChatImageType, sniffChatImageType } from '../../../../domain/validation/chat';
import { checkClientId } from '../../client-ids';
import { badInput } from '../../errors';
import type { MessageContentType } from '../../generated/graphql.generated';

// What a message may carry. Text is stored as typed and always shown as text (React escapes
// it; nothing renders HTML). An image is a base64 data URL of PNG, JPEG, WebP or GIF of at most
// 5 MB, and its bytes must really be that type: SVG, HTML, `javascript:` and disguised files
// are refused before anything is stored.

const DATA_URL = /^data:(image\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/;
/** Base64 of 5 MB plus the data URL's header: anything longer is refused before any parsing. */
const MAX_DATA_URL_LENGTH = Math.ceil(CHAT_IMAGE_MAX_BYTES / 3) * 4 + 64;

function decodedLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

export function checkImageDataUrl(content: string): string {
  if (content.length > MAX_DATA_URL_LENGTH) throw badInput(CHAT_MESSAGES.imageSize, 'content');
  const match = DATA_URL.exec(content);
  if (!match) throw badInput(CHAT_MESSAGES.imageType, 'content');
  const [, declared, base64] = match as unknown as [string, string, string];
  if (!isChatImageType(declared)) throw badInput(CHAT_MESSAGES.imageType, 'content');
  if (base64.length === 0 || base64.length % 4 !== 0) throw badInput(CHAT_MESSAGES.imageInvalid, 'content');
  if (decodedLength(base64) > CHAT_IMAGE_MAX_BYTES) throw badInput(CHAT_MESSAGES.imageSize, 'content');
  // The first 16 base64 characters are 12 bytes: enough for every signature we accept.
  const head = Buffer.from(base64.slice(0, 16), 'base64');
  if (sniffChatImageType(head) !== declared) throw badInput(CHAT_MESSAGES.imageType, 'content');
  return content;
}

/** The content to store, or a BAD_USER_INPUT error with a Vietnamese message. */
export function checkMessageContent(content: string, type: MessageContentType): string {
  if (type === 'image') return checkImageDataUrl(content);
  const problem = chatTextProblem(content);
  if (problem) throw badInput(problem, 'content');
  return content;
}

/** The sender's id for a message: absent, or a UUID made in the browser. */
export function checkClientMessageId(id: string | null | undefined): string | null {
  return checkClientId(id, 'Mã tin nhắn không hợp lệ.', 'clientMessageId');
}

/** Short text for conversation lists and toasts; images have none (the UI says 'Hình ảnh'). */
export const PREVIEW_LENGTH = 100;
export function previewOf(content: string, type: 'text' | 'image'): string {
  return type === 'image' ? '' : [...content].slice(0, PREVIEW_LENGTH).join('');
}
