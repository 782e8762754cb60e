import { z } from 'zod';

// One zod schema per form, used by the form in the browser and again by the route handler
// that receives it. Messages are SPEC.md section 5's, exactly.

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

const password = z
  .string()
  .min(8, 'Mật khẩu cần ít nhất 8 ký tự')
  .max(128, 'Mật khẩu tối đa 128 ký tự');
const name = (label: string) =>
  z.string().trim().min(1, `Yêu cầu nhập ${label}`).max(80, `${label[0]?.toUpperCase()}${label.slice(1)} tối đa 80 ký tự`);

export const staffRegisterSchema = z
  .object({
    lastName: name('họ'),
    firstName: name('tên'),
    email: z.string().trim().min(1, 'Yêu cầu nhập email').pipe(z.email('Nhập email hợp lệ')),
    password,
    confirmPassword: z.string().min(1, 'Yêu cầu nhập lại mật khẩu'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Mật khẩu nhập lại không khớp',
  });
export type StaffRegisterInput = z.input<typeof staffRegisterSchema>;

export const cloudRegisterSchema = z
  .object({
    lastName: name('họ'),
    firstName: name('tên'),
    account: z
      .string()
      .trim()
      .min(1, 'Yêu cầu nhập account')
      .regex(/^[a-zA-Z0-9._-]{3,40}$/, 'Tài khoản gồm 3–40 ký tự: chữ không dấu, số, dấu chấm, gạch ngang hoặc gạch dưới'),
    password,
    confirmPassword: z.string().min(1, 'Yêu cầu nhập lại mật khẩu'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Mật khẩu nhập lại không khớp',
  });
export type CloudRegisterInput = z.input<typeof cloudRegisterSchema>;
