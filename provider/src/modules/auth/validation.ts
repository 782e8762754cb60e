import { z } from 'zod';
import { badInput } from '../../errors';

// What the provider accepts at registration; the app's forms check the same rules first.
// Control characters (a NUL byte cannot even be stored in PostgreSQL text) are refused.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
const name = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `Yêu cầu nhập ${label}`)
    .max(80, `${label[0]!.toUpperCase()}${label.slice(1)} tối đa 80 ký tự`)
    .refine((value) => !CONTROL_CHARACTERS.test(value), `${label[0]!.toUpperCase()}${label.slice(1)} chứa ký tự không hợp lệ`);
const password = z.string().min(8, 'Mật khẩu cần ít nhất 8 ký tự').max(128, 'Mật khẩu tối đa 128 ký tự');

export const staffRegistration = z.object({
  email: z.string().trim().toLowerCase().max(254, 'Email quá dài').pipe(z.email('Nhập email hợp lệ')),
  password,
  first_name: name('tên'),
  last_name: name('họ'),
});

export const cloudRegistration = z.object({
  account: z
    .string()
    .trim()
    .regex(/^[a-zA-Z0-9._-]{3,40}$/, 'Tài khoản gồm 3–40 ký tự: chữ không dấu, số, dấu chấm, gạch ngang hoặc gạch dưới'),
  password,
  first_name: name('tên'),
  last_name: name('họ'),
});

/** Parses or throws BAD_USER_INPUT with the first Vietnamese message. */
export function parseInput<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw badInput(issue.message, issue.path.join('.'));
}
