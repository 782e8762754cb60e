// The bell's icons and the mark-all error, shared by the header's bell, its popover and /thong-bao.

export const MARK_ALL_ERROR = 'Không thể đánh dấu đã đọc. Vui lòng thử lại.';

export function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5.5" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16Z" strokeLinejoin="round" />
      <path d="M10 20a2 2 0 0 0 4 0" strokeLinecap="round" />
    </svg>
  );
}

export function CheckAllIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <path d="M2 12.5l4 4L14.5 8M10 16.5l1 1L21.5 7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
