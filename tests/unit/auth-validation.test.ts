/** @jest-environment node */
import { cloudLoginSchema, cloudRegisterSchema, staffLoginSchema, staffRegisterSchema } from '@/domain/validation/auth';
import { safeReturnPath } from '@/lib/navigation/return-path';

const messages = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('staff login form', () => {
  it('asks for the email and the password in the words of SPEC.md', () => {
    expect(messages(staffLoginSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'Yêu cầu nhập email',
      password: 'Yêu cầu nhập mật khẩu',
    });
    expect(messages(staffLoginSchema.safeParse({ email: '   ', password: 'x' }))).toEqual({ email: 'Yêu cầu nhập email' });
  });

  it('refuses an address that is not an email', () => {
    expect(messages(staffLoginSchema.safeParse({ email: 'admin', password: 'x' }))).toEqual({ email: 'Nhập email hợp lệ' });
  });

  it('trims the email and remembers by default', () => {
    const result = staffLoginSchema.parse({ email: ' admin@tm.local ', password: 'Admin@123' });
    expect(result).toEqual({ email: 'admin@tm.local', password: 'Admin@123', remember: true });
  });
});

describe('cloud login form', () => {
  it('asks for the account and the password', () => {
    expect(messages(cloudLoginSchema.safeParse({ account: '', password: '' }))).toEqual({
      account: 'Yêu cầu nhập account',
      password: 'Yêu cầu nhập mật khẩu',
    });
  });
});

describe('registration forms', () => {
  it('requires matching passwords of at least 8 characters', () => {
    const result = staffRegisterSchema.safeParse({ lastName: 'Lê', firstName: 'An', email: 'an@tm.local', password: 'short', confirmPassword: 'other' });
    expect(messages(result)).toEqual({ password: 'Mật khẩu cần ít nhất 8 ký tự', confirmPassword: 'Mật khẩu nhập lại không khớp' });
  });

  it('accepts a complete staff registration', () => {
    expect(staffRegisterSchema.safeParse({ lastName: 'Lê', firstName: 'An', email: 'an@tm.local', password: 'Matkhau@1', confirmPassword: 'Matkhau@1' }).success).toBe(true);
  });

  it('limits cloud account names to plain letters, digits and . _ -', () => {
    const bad = cloudRegisterSchema.safeParse({ lastName: 'Lê', firstName: 'An', account: 'khách hàng', password: 'Matkhau@1', confirmPassword: 'Matkhau@1' });
    expect(messages(bad).account).toMatch(/^Tài khoản gồm 3–40 ký tự/);
  });
});

describe('post-login return path', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeReturnPath('/doanh-thu?from=01-11-2026')).toBe('/doanh-thu?from=01-11-2026');
  });

  it('refuses other sites, protocol-relative URLs and the auth screens', () => {
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', '/auth/dang-nhap', '/api/graphql', '', null, undefined]) {
      expect(safeReturnPath(bad)).toBe('/');
    }
  });
});
