/** Badge text for a count: at most '99+' (the chat and notification badges stop at 99). */
export function countLabel(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** The red count on a header button (chat, notifications); nothing at 0. Screen readers get the count from the button's name. */
export function CountBadge({ count, testId }: { count: number; testId: string }) {
  if (count <= 0) return null;
  return (
    <span
      data-testid={testId}
      aria-hidden="true"
      className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-danger px-1 text-[11px] font-bold leading-none text-white ring-2 ring-surface"
    >
      {countLabel(count)}
    </span>
  );
}
