import type { Metadata } from 'next';
import { StatusScreen } from '@/components/layout/status-screen';

export const metadata: Metadata = { title: 'Không mở được việc', robots: { index: false } };

// A task that does not exist and someone else's task look the same (the provider answers
// NOT_FOUND for both, so ids reveal nothing — docs/decisions/task-visibility.md); either way the
// person stays inside the app's shell, is told why in words, and has a way back to the board.
export default function TaskNotFound() {
  return (
    <StatusScreen code="404" heading="Không mở được việc này" backHref="/" backLabel="VỀ BẢNG CÔNG VIỆC">
      Việc này không tồn tại, đã bị xóa hoặc không thuộc phần việc của bạn. Nếu cần xem việc này, hãy nhờ quản trị viên giao cho bạn.
    </StatusScreen>
  );
}
