import { CHAT_MESSAGES, CHAT_TEXT_MAX, chatImageFileProblem, chatTextProblem, sniffChatImageType } from '@/domain/validation/chat';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe('chat validation', () => {
  it('knows PNG, JPEG, GIF and WebP by their first bytes, and nothing else', () => {
    expect(sniffChatImageType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]))).toBe('image/png');
    expect(sniffChatImageType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffChatImageType(bytes('GIF89a'))).toBe('image/gif');
    expect(sniffChatImageType(bytes('RIFF', [1, 2, 3, 4], 'WEBP'))).toBe('image/webp');
    expect(sniffChatImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffChatImageType(bytes('<html>'))).toBeNull();
    expect(sniffChatImageType(bytes('RIFF', [1, 2, 3, 4], 'WAVE'))).toBeNull();
  });

  it('refuses empty, whitespace-only and over-long text', () => {
    expect(chatTextProblem('')).toBe(CHAT_MESSAGES.empty);
    expect(chatTextProblem(' \n\t ')).toBe(CHAT_MESSAGES.empty);
    expect(chatTextProblem('x'.repeat(CHAT_TEXT_MAX + 1))).toBe(CHAT_MESSAGES.tooLong);
    expect(chatTextProblem('x'.repeat(CHAT_TEXT_MAX))).toBeNull();
    expect(chatTextProblem('<b>Chào</b>')).toBeNull();
    expect(CHAT_MESSAGES.tooLong).toBe('Tin nhắn quá dài (tối đa 5.000 ký tự).');
  });

  it('lets the picker take images of the four types up to 5 MB only', () => {
    expect(chatImageFileProblem({ type: 'image/png', size: 1024 })).toBeNull();
    expect(chatImageFileProblem({ type: 'image/svg+xml', size: 1024 })).toBe(CHAT_MESSAGES.imageType);
    expect(chatImageFileProblem({ type: 'text/html', size: 10 })).toBe(CHAT_MESSAGES.imageType);
    expect(chatImageFileProblem({ type: 'image/gif', size: 5 * 1024 * 1024 })).toBeNull();
    expect(chatImageFileProblem({ type: 'image/gif', size: 5 * 1024 * 1024 + 1 })).toBe(CHAT_MESSAGES.imageSize);
  });
});
