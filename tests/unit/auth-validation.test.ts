/** @jest-environment node */
import { cloudLoginSchema, cloudRegisterSchema, cloudRegistrationInput, staffLoginSchema, staffRegisterSchema, staffRegistrationInput } from '@/domain/validation/auth';
import { safeReturnPath } from '@/lib/navigation/return-path';

const messages = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('staff login form', () => {
  it("asks for the email and the password in the product's words", () => {
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

// The provider checks register_staff / register_cloud_user with the forms' field rules.
describe('registration at the provider', () => {
  const staffForm = { lastName: 'Lê', firstName: 'An', email: 'an@tm.local', password: 'Matkhau@1', confirmPassword: 'Matkhau@1' };
  const staffInput = { last_name: 'Lê', first_name: 'An', email: 'an@tm.local', password: 'Matkhau@1' };

  it.each([
    ['lastName', 'last_name', 'L\u0007ê', 'Họ chứa ký tự không hợp lệ'],
    ['firstName', 'first_name', 'A'.repeat(81), 'Tên tối đa 80 ký tự'],
    ['firstName', 'first_name', '  ', 'Yêu cầu nhập tên'],
    ['email', 'email', 'an', 'Nhập email hợp lệ'],
    ['password', 'password', 'x'.repeat(129), 'Mật khẩu tối đa 128 ký tự'],
  ])('%s: the form and register_staff give the same message', (formField, inputField, value, message) => {
    expect(messages(staffRegisterSchema.safeParse({ ...staffForm, [formField]: value, confirmPassword: formField === 'password' ? value : staffForm.confirmPassword }))).toEqual({ [formField]: message });
    expect(messages(staffRegistrationInput.safeParse({ ...staffInput, [inputField]: value }))).toEqual({ [inputField]: message });
  });

  it('keys staff accounts by the lower-cased email, form and provider alike', () => {
    expect(staffRegisterSchema.parse({ ...staffForm, email: ' An@TM.local ' }).email).toBe('an@tm.local');
    expect(staffRegistrationInput.parse({ ...staffInput, email: ' An@TM.local ' }).email).toBe('an@tm.local');
  });

  it('cloud account names: the same rule on both sides', () => {
    const form = cloudRegisterSchema.safeParse({ ...staffForm, account: 'khách hàng' });
    const input = cloudRegistrationInput.safeParse({ ...staffInput, account: 'khách hàng' });
    expect(messages(form).account).toMatch(/^Tài khoản gồm 3–40 ký tự/);
    expect(messages(input).account).toBe(messages(form).account);
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
