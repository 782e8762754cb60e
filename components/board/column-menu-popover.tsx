'use client';

import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/class-names';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { STATUS_DOT } from '@/components/tasks/status-meta';
import { statusLabel } from '@/domain/task-status';
import { ColumnMenuFace } from './column-menu-face';
import { DEFAULT_COLUMN_LAYOUT, moveColumn, toggleColumn, visibleColumns, type ColumnLayout } from '@/lib/client/board-order';

type ColumnMenuProps = {
  layout: ColumnLayout;
  onChange: (layout: ColumnLayout) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const arrowButton =
  'flex size-8 items-center justify-center rounded-md text-muted hover:bg-primary-soft hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary disabled:pointer-events-none disabled:opacity-30';

/**
 * 'Cột hiển thị' (its own chunk, loaded by column-menu.tsx when first wanted): the user's own column order (up/down) and which columns show. The eight
 * statuses themselves are fixed; at least one column stays visible. Saved as the user's
 * preference (SaveBoardPreferences).
 */
export function ColumnMenuPopover({ layout, onChange, open, onOpenChange }: ColumnMenuProps) {
  const visibleCount = visibleColumns(layout).length;
  const isDefault = layout.order.join() === DEFAULT_COLUMN_LAYOUT.order.join() && layout.hidden.length === 0;
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <Button variant="secondary" size="sm">
          <ColumnMenuFace layout={layout} />
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-80 p-2" aria-label="Cột hiển thị">
        <p className="px-2 pb-2 pt-1 text-xs text-muted">Chọn cột hiện trên bảng và sắp xếp thứ tự. Chỉ áp dụng cho tài khoản của bạn.</p>
        <ul className="space-y-0.5">
          {layout.order.map((status, index) => {
            const hidden = layout.hidden.includes(status);
            const checkboxId = `cot-hien-${status}`;
            return (
              <li key={status} className="flex items-center gap-1 rounded-lg px-2 py-1 hover:bg-background">
                <input
                  id={checkboxId}
                  type="checkbox"
                  checked={!hidden}
                  disabled={!hidden && visibleCount <= 1}
                  onChange={() => onChange(toggleColumn(layout, status))}
                  className="size-4 accent-primary"
                />
                <label htmlFor={checkboxId} className={cn('flex min-w-0 flex-1 cursor-pointer items-center gap-2 py-1 pl-1.5 text-sm', hidden && 'text-muted')}>
                  <span aria-hidden="true" className={cn('size-2 shrink-0 rounded-full', STATUS_DOT[status])} />
                  <span className="truncate font-medium">{statusLabel(status)}</span>
                </label>
                <button type="button" className={arrowButton} aria-label={`Đưa cột ${statusLabel(status)} lên`} disabled={index === 0} onClick={() => onChange(moveColumn(layout, status, -1))}>
                  <svg viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                    <path d="M5 12l5-5 5 5" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                </button>
                <button
                  type="button"
                  className={arrowButton}
                  aria-label={`Đưa cột ${statusLabel(status)} xuống`}
                  disabled={index === layout.order.length - 1}
                  onClick={() => onChange(moveColumn(layout, status, 1))}
                >
                  <svg viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                    <path d="M5 8l5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                </button>
              </li>
            );
          })}
        </ul>
        <div className="mt-2 border-t border-border px-2 pt-2">
          <Button variant="ghost" size="sm" disabled={isDefault} onClick={() => onChange(DEFAULT_COLUMN_LAYOUT)}>
            Khôi phục mặc định
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
