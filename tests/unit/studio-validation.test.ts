import { STUDIO_ADDRESS_MAX, STUDIO_NAME_MAX, studioSettingsSchema } from '@/domain/validation/studio';

// The studio's name and address in mail (/thu, docs/decisions/email.md): the same rules in the form and the provider.

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('the studio settings form', () => {
  test('a name is required and trimmed; an address may be empty', () => {
    expect(studioSettingsSchema.parse({ name: '  Studio Ánh Dương ', address: '' })).toEqual({ name: 'Studio Ánh Dương', address: '' });
    expect(firstMessage(studioSettingsSchema.safeParse({ name: '   ', address: '' }))).toBe('Yêu cầu nhập tên studio');
  });

  test('at most 200 characters for the name and 500 for the address, with Vietnamese messages', () => {
    expect(studioSettingsSchema.safeParse({ name: 'n'.repeat(STUDIO_NAME_MAX), address: 'a'.repeat(STUDIO_ADDRESS_MAX) }).success).toBe(true);
    expect(firstMessage(studioSettingsSchema.safeParse({ name: 'n'.repeat(STUDIO_NAME_MAX + 1), address: '' }))).toBe('Tên studio tối đa 200 ký tự');
    expect(firstMessage(studioSettingsSchema.safeParse({ name: 'Studio', address: 'a'.repeat(STUDIO_ADDRESS_MAX + 1) }))).toBe('Địa chỉ studio tối đa 500 ký tự');
  });

  test('control characters are refused', () => {
    expect(firstMessage(studioSettingsSchema.safeParse({ name: 'Studio\u0007', address: '' }))).toBe('Tên studio chứa ký tự không hợp lệ');
    expect(firstMessage(studioSettingsSchema.safeParse({ name: 'Studio', address: 'Huế\n' }))).toBe(undefined);
    expect(firstMessage(studioSettingsSchema.safeParse({ name: 'Studio', address: 'Lê\nLợi' }))).toBe('Địa chỉ studio chứa ký tự không hợp lệ');
  });
});
