import type { ChatPersonFragment, ChatRoomSummaryFragment } from '@/graphql/generated/operations.generated';
import { formatStudioDateTime } from '@/domain/studio-time';
import { fullName } from '@/domain/person-name';

// What the chat screens show, as pure functions (tests/unit/chat-display.test.ts).

export type ChatPerson = ChatPersonFragment;
export type ChatRoomSummary = ChatRoomSummaryFragment;

/** Previews and toasts cut content to 20 characters; the badge stops at 99. */
export const PREVIEW_CHARS = 20;
export const IMAGE_PREVIEW = 'Hình ảnh';
export const NEW_MESSAGE_TOAST = 'Tin nhắn mới';

/** The first `n` characters (whole characters: an emoji is never split in half). */
export function firstChars(text: string, n = PREVIEW_CHARS): string {
  return Array.from(text).slice(0, n).join('');
}


export function otherMembers(room: ChatRoomSummary, viewerId: number): ChatPerson[] {
  const others = room.members.map((m) => m.user).filter((u) => u.id !== viewerId);
  return others.length ? others : room.members.map((m) => m.user);
}

/**
 * Whose faces picture the room: the other person of a private chat; for a group the others and
 * then the viewer, so a group of three shows three faces (the stack keeps at most 3).
 */
export function stackPeople(room: ChatRoomSummary, viewerId: number): ChatPerson[] {
  const others = otherMembers(room, viewerId);
  if (room.type !== 'Group') return others;
  const self = room.members.find((m) => m.user.id === viewerId)?.user;
  return self && !others.includes(self) ? [...others, self] : others;
}

export function roomTitle(room: ChatRoomSummary, viewerId: number): string {
  if (room.name) return room.name;
  const others = otherMembers(room, viewerId);
  if (room.type === 'Private' || others.length === 1) return others[0] ? fullName(others[0]) : 'Chat';
  return others.map((u) => u.first_name).join(', ');
}

/** The conversation list's last-message line: 20 characters, or 'Hình ảnh' for an image. */
export function lastMessagePreview(room: ChatRoomSummary): string {
  const last = room.last_message;
  if (!last) return '';
  if (last.messageContentType === 'image') return IMAGE_PREVIEW;
  const text = last.preview.replace(/\s+/g, ' ').trim();
  const cut = firstChars(text);
  return cut.length < text.length ? `${cut}…` : cut;
}

/**
 * The new-message toast: 'Tin nhắn mới từ ' and the sender's name, then the first 20 characters
 * ('Hình ảnh' for an image): 'Tin nhắn mới từ Lê Lan: Chào em…'.
 */
export function newMessageToast(event: { content: string; messageContentType: string; posted_user_name: string }): string {
  const sender = event.posted_user_name ? `${NEW_MESSAGE_TOAST} từ ${event.posted_user_name}: ` : `${NEW_MESSAGE_TOAST}: `;
  return sender + (event.messageContentType === 'image' ? IMAGE_PREVIEW : firstChars(event.content));
}

export function unreadTotal(rooms: Pick<ChatRoomSummary, 'unread_count'>[]): number {
  return rooms.reduce((sum, room) => sum + room.unread_count, 0);
}

/**
 * Lower case without Vietnamese tone and vowel marks ('Quản' → 'quan', 'Đỗ' → 'do'), so a search
 * typed without an input method still finds people (docs/decisions/chat-screens.md).
 */
const normalise = (text: string) =>
  text
    .trim()
    .toLocaleLowerCase('vi')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd');

/**
 * The recipient search matches the first or the last name, case-insensitive,
 * trimmed. The whole name ('Phạm Minh Anh') matches too, since people type it that way.
 */
export function matchesPerson(person: Pick<ChatPerson, 'first_name' | 'last_name'>, query: string): boolean {
  const q = normalise(query);
  if (!q) return true;
  return [person.first_name, person.last_name, fullName(person)].some((name) => normalise(name).includes(q));
}

/** The conversation list's 'Tìm...': the room's title or any other member's name. */
export function matchesRoom(room: ChatRoomSummary, viewerId: number, query: string): boolean {
  const q = normalise(query);
  if (!q) return true;
  return normalise(roomTitle(room, viewerId)).includes(q) || otherMembers(room, viewerId).some((u) => matchesPerson(u, q));
}

/** 'Không tìm thấy "…"' with the query cut to 20 characters. */
export function notFoundText(query: string): string {
  return `Không tìm thấy "${firstChars(query.trim())}"`;
}

export { relativeTime } from './relative-time';

/**
 * The exact moment, for tooltips: dd-MM-yyyy HH:mm (docs/decisions/product-rules.md, 'Dates'), in studio time like
 * the task screens, so the server's HTML and the browser's render agree whatever their zones.
 */
export function exactTime(iso: string): string {
  return formatStudioDateTime(iso);
}

/** A chat image's address in the app (app/api/chat/images/): the picture, or its thumbnail for the conversation. */
export function chatImageUrl(messageId: number, variant?: 'thumbnail'): string {
  return `/api/chat/images/${messageId}${variant ? '/thumbnail' : ''}`;
}
