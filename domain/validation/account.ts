import { z } from 'zod';
import { personName } from './fields';
import type { AvatarType } from './avatar-rules';

export * from './avatar-rules';

// The account page's forms (/thong-tin-tai-khoan). The browser checks these first; the provider
// checks the same rules again (provider/src/modules/users), with the same Vietnamese messages.

export const profileSchema = z.object({
  lastName: personName('họ'),
  firstName: personName('tên'),
});
export type ProfileInput = z.input<typeof profileSchema>;

export const PASSWORD_MESSAGES = {
  currentRequired: 'Yêu cầu nhập mật khẩu hiện tại',
  currentWrong: 'Mật khẩu hiện tại không đúng',
  tooShort: 'Mật khẩu cần ít nhất 8 ký tự',
  tooLong: 'Mật khẩu tối đa 128 ký tự',
  confirmRequired: 'Yêu cầu nhập lại mật khẩu mới',
  mismatch: 'Mật khẩu nhập lại không khớp',
  sameAsCurrent: 'Mật khẩu mới phải khác mật khẩu hiện tại',
} as const;

export const newPasswordRule = z.string().min(8, PASSWORD_MESSAGES.tooShort).max(128, PASSWORD_MESSAGES.tooLong);

export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, PASSWORD_MESSAGES.currentRequired).max(256, PASSWORD_MESSAGES.currentWrong),
    newPassword: newPasswordRule,
    confirmPassword: z.string().min(1, PASSWORD_MESSAGES.confirmRequired),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: PASSWORD_MESSAGES.mismatch })
  .refine((v) => v.newPassword !== v.currentPassword, { path: ['newPassword'], message: PASSWORD_MESSAGES.sameAsCurrent });
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

/** The type an image's first bytes show, whatever its name or declared type claims. */
export function sniffAvatarType(bytes: Uint8Array): AvatarType | null {
  const starts = (signature: number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/** Stored avatar files: `<userId>-<24 hex>.<ext>`, served by app/api/avatars/[file]. */
export const AVATAR_FILE_NAME = /^\d{1,10}-[0-9a-f]{24}\.(png|jpg|webp)$/;
export const AVATAR_URL_PREFIX = '/api/avatars/';
export const AVATAR_EXTENSION: Record<AvatarType, 'png' | 'jpg' | 'webp'> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
export const AVATAR_CONTENT_TYPE: Record<'png' | 'jpg' | 'webp', AvatarType> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };
