import { countLabel } from '@/components/ui/count-badge';
import {
  firstChars,
  lastMessagePreview,
  matchesPerson,
  matchesRoom,
  newMessageToast,
  notFoundText,
  relativeTime,
  roomTitle,
  stackPeople,
  unreadTotal,
  type ChatRoomSummary,
} from '@/lib/client/chat-display';

const person = (id: number, first_name: string, last_name: string) => ({ id, first_name, last_name, email: `${id}@tm.local`, avatar_url: null, is_online: false });
const admin = person(1, 'Quản Trị', 'Nguyễn');
const editor2 = person(4, 'Minh Anh', 'Phạm');
const qa = person(2, 'Kiểm Duyệt', 'Trần');

function room(overrides: Partial<ChatRoomSummary> = {}): ChatRoomSummary {
  return {
    id: 7,
    type: 'Private',
    name: null,
    unread_count: 0,
    members: [
      { is_admin: true, user: admin },
      { is_admin: false, user: editor2 },
    ],
    last_message: null,
    ...overrides,
  };
}

describe('chat display', () => {
  it('cuts previews to 20 characters, and says Hình ảnh for an image', () => {
    const text = 'Chào Minh Anh, em xem giúp bộ ảnh mới nhé';
    const last = { id: 1, posted_at: '2026-01-01T00:00:00Z', messageContentType: 'text' as const, preview: text, posted_by: { id: 1 } };
    expect(lastMessagePreview(room({ last_message: last }))).toBe('Chào Minh Anh, em xe…');
    expect(lastMessagePreview(room({ last_message: { ...last, preview: 'Ngắn thôi' } }))).toBe('Ngắn thôi');
    expect(lastMessagePreview(room({ last_message: { ...last, preview: '', messageContentType: 'image' } }))).toBe('Hình ảnh');
    expect(lastMessagePreview(room())).toBe('');
    // Whole characters: an emoji is never split.
    expect(firstChars('😀'.repeat(25))).toBe('😀'.repeat(20));
  });

  it("toasts 'Tin nhắn mới: ' and the first 20 characters", () => {
    expect(newMessageToast({ content: 'Chào Minh Anh, em xem giúp bộ ảnh', messageContentType: 'text', posted_user_name: 'Lê Biên Tập' })).toBe('Tin nhắn mới từ Lê Biên Tập: Chào Minh Anh, em xe');
    expect(newMessageToast({ content: '', messageContentType: 'image', posted_user_name: 'Lê Biên Tập' })).toBe('Tin nhắn mới từ Lê Biên Tập: Hình ảnh');
  });

  it('sums unread counts and caps the badge at 99+', () => {
    expect(unreadTotal([{ unread_count: 2 }, { unread_count: 0 }, { unread_count: 5 }])).toBe(7);
    expect(countLabel(99)).toBe('99');
    expect(countLabel(100)).toBe('99+');
    expect(countLabel(3)).toBe('3');
  });

  it('matches recipients by first or last name, case-insensitive and trimmed', () => {
    expect(matchesPerson(editor2, '  minh ')).toBe(true);
    expect(matchesPerson(editor2, 'PHẠM')).toBe(true);
    expect(matchesPerson(editor2, 'Phạm Minh')).toBe(true);
    // Typed without diacritics, as on a keyboard without an input method.
    expect(matchesPerson(editor2, 'pham')).toBe(true);
    expect(matchesPerson(admin, 'quan tri')).toBe(true);
    expect(matchesPerson(person(9, 'Hoa', 'Đỗ'), 'do')).toBe(true);
    expect(matchesPerson(editor2, 'Trần')).toBe(false);
    expect(matchesPerson(editor2, '   ')).toBe(true);
    expect(notFoundText('  một cái tên rất rất dài không có  ')).toBe('Không tìm thấy "một cái tên rất rất "');
  });

  it("titles a room by its name, the other person, or the others' first names", () => {
    expect(roomTitle(room(), admin.id)).toBe('Phạm Minh Anh');
    expect(roomTitle(room(), editor2.id)).toBe('Nguyễn Quản Trị');
    const group = room({ type: 'Group', members: [{ is_admin: true, user: admin }, { is_admin: false, user: editor2 }, { is_admin: false, user: qa }] });
    expect(roomTitle(group, admin.id)).toBe('Minh Anh, Kiểm Duyệt');
    expect(roomTitle({ ...group, name: 'Nhóm sản xuất' }, admin.id)).toBe('Nhóm sản xuất');
    expect(matchesRoom(group, admin.id, 'kiểm')).toBe(true);
    expect(matchesRoom(group, admin.id, 'nguyễn')).toBe(false);
  });

  it('pictures a group of three with three faces and a private chat with one', () => {
    const group = room({ type: 'Group', members: [{ is_admin: true, user: admin }, { is_admin: false, user: editor2 }, { is_admin: false, user: qa }] });
    expect(stackPeople(group, admin.id).map((u) => u.id)).toEqual([editor2.id, qa.id, admin.id]);
    expect(stackPeople(room(), admin.id).map((u) => u.id)).toEqual([editor2.id]);
  });

  it('writes relative times in Vietnamese', () => {
    const now = Date.parse('2026-03-10T10:00:00Z');
    expect(relativeTime('2026-03-10T09:59:50Z', now)).toBe('vừa xong');
    expect(relativeTime('2026-03-10T09:55:00Z', now)).toBe('5 phút trước');
    expect(relativeTime('2026-03-08T10:00:00Z', now)).toBe('2 ngày trước');
  });
});
