// The avatar picker's check, without zod (the avatar control shows on the account pages' first
// paint; the account schemas in ./account.ts arrive after it: docs/decisions/page-weight.md).

/** Avatar images: what the browser offers to pick and what the provider accepts (by content). */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type AvatarType = (typeof AVATAR_TYPES)[number];
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_MESSAGES = {
  type: 'Ảnh đại diện phải là PNG, JPEG hoặc WebP',
  size: 'Ảnh đại diện tối đa 2 MB',
  empty: 'Tệp ảnh trống hoặc bị hỏng',
} as const;

/** The browser's check of a picked file, before reading it; null when it may be sent. */
export function avatarFileProblem(file: { type: string; size: number }): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return AVATAR_MESSAGES.type;
  if (file.size === 0) return AVATAR_MESSAGES.empty;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_MESSAGES.size;
  return null;
}
