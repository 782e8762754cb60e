import { z } from 'zod';
import { newPasswordRule } from './account';
import { emailAddress, personName } from './fields';

// Signing in and registering: one zod schema per form, used by the form in the browser and again
// by the route handler that receives it; the provider checks a registration with the same field
// rules (registration inputs below). The messages are written once, here, and every form and the provider show these strings.

export const staffLoginSchema = z.object({
  email: z.string().trim().min(1, 'Yêu cầu nhập email').pipe(z.email('Nhập email hợp lệ')),
  password: z.string().min(1, 'Yêu cầu nhập mật khẩu'),
  remember: z.boolean().default(true),
});
export type StaffLoginInput = z.input<typeof staffLoginSchema>;

export const cloudLoginSchema = z.object({
  account: z.string().trim().min(1, 'Yêu cầu nhập account'),
  password: z.string().min(1, 'Yêu cầu nhập mật khẩu'),
  remember: z.boolean().default(true),
});
export type CloudLoginInput = z.input<typeof cloudLoginSchema>;

/** A cloud account's name: what it signs in with. */
const cloudAccount = z
  .string()
  .trim()
  .min(1, 'Yêu cầu nhập account')
  .regex(/^[a-zA-Z0-9._-]{3,40}$/, 'Tài khoản gồm 3–40 ký tự: chữ không dấu, số, dấu chấm, gạch ngang hoặc gạch dưới');
const confirmPassword = z.string().min(1, 'Yêu cầu nhập lại mật khẩu');
const passwordsMatch = (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword;
const mismatch = { path: ['confirmPassword'], message: 'Mật khẩu nhập lại không khớp' };

export const staffRegisterSchema = z
  .object({ lastName: personName('họ'), firstName: personName('tên'), email: emailAddress, password: newPasswordRule, confirmPassword })
  .refine(passwordsMatch, mismatch);
export type StaffRegisterInput = z.input<typeof staffRegisterSchema>;

export const cloudRegisterSchema = z
  .object({ lastName: personName('họ'), firstName: personName('tên'), account: cloudAccount, email: emailAddress, password: newPasswordRule, confirmPassword })
  .refine(passwordsMatch, mismatch);
export type CloudRegisterInput = z.input<typeof cloudRegisterSchema>;

/** The provider's register_staff input (the route handler has checked the form already). */
export const staffRegistrationInput = z.object({ email: emailAddress, password: newPasswordRule, first_name: personName('tên'), last_name: personName('họ') });

/** The provider's register_cloud_user input. */
export const cloudRegistrationInput = z.object({ account: cloudAccount, email: emailAddress.optional(), password: newPasswordRule, first_name: personName('tên'), last_name: personName('họ') });

/** A cloud user's own e-mail address ('Thông tin tài khoản'; docs/decisions/email.md). */
export const cloudEmailInput = z.object({ email: emailAddress });
