import { visibleColumns, type ColumnLayout } from '@/lib/client/board-order';

/** The trigger's face: the same on the placeholder (column-menu.tsx) and on the popover's trigger. */
export function ColumnMenuFace({ layout }: { layout: ColumnLayout }) {
  return (
    <>
      <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
        <rect x="3.5" y="4.5" width="5" height="15" rx="1.5" />
        <rect x="9.5" y="4.5" width="5" height="15" rx="1.5" />
        <rect x="15.5" y="4.5" width="5" height="15" rx="1.5" />
      </svg>
      <span className="sr-only sm:not-sr-only">Cột hiển thị</span>
      {layout.hidden.length > 0 && <span className="rounded-full bg-primary-soft px-1.5 text-xs text-primary">{visibleColumns(layout).length}/8</span>}
    </>
  );
}
