'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode, type SelectHTMLAttributes } from 'react';
import { Button } from '@/components/ui/button';
import { inputClassName } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/components/ui/class-names';
import { useHydrated } from '@/components/ui/use-hydrated';
import { groupThousands } from '@/domain/number-text';

// Building blocks every administration list shares: header, search, filters, table states, pager.

export const PAGE_SIZE = 20;

export function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Đã có lỗi xảy ra. Vui lòng thử lại sau.';
}

export function PageHeader({ title, description, actions }: { title: string; description?: string; actions?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold text-foreground">{title}</h1>
        {description && <p className="mt-1 text-sm text-muted">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

/** A search box that reports what was typed once typing pauses (300 ms), not on every key. */
export function SearchBox({ label, value, onSearch }: { label: string; value: string; onSearch: (value: string) => void }) {
  const hydrated = useHydrated();
  const [text, setText] = useState(value);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearch(text), 300);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <input type="search" aria-label={label} placeholder={label} value={text} readOnly={!hydrated} onChange={(event) => setText(event.target.value)} className={cn(inputClassName, 'sm:max-w-xs')} />
  );
}

type FilterOption = readonly [value: string | number, label: string];

/** A list's filter select: first '' (`allLabel`: every row) when given, then the options as [value, label]. */
export function FilterSelect({ label, allLabel, value, options, onChange }: { label: string; allLabel?: string; value: string | number; options: readonly FilterOption[]; onChange: (value: string) => void }) {
  return (
    <Select fit aria-label={label} value={value} onChange={(event) => onChange(event.target.value)}>
      {allLabel !== undefined && <option value="">{allLabel}</option>}
      {options.map(([optionValue, optionLabel]) => (
        <option key={optionValue} value={optionValue}>
          {optionLabel}
        </option>
      ))}
    </Select>
  );
}

type CatalogOption = { id: number; name: string };

/**
 * A form's select of catalogue entries: '' (`noneLabel`) first, then the current entry when it is
 * no longer in use (so the form still shows it), then the entries in use.
 */
export function CatalogSelect({ noneLabel, options, current, ...select }: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> & { noneLabel: string; options: CatalogOption[] | undefined; current: (CatalogOption & { active: boolean }) | null | undefined }) {
  return (
    <Select {...select}>
      <option value="">{noneLabel}</option>
      {current && !current.active && <option value={current.id}>{current.name} (ngừng sử dụng)</option>}
      {options?.map((option) => (
        <option key={option.id} value={option.id}>
          {option.name}
        </option>
      ))}
    </Select>
  );
}

export function Toolbar({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">{children}</div>;
}

type TableProps<T> = {
  label: string;
  query: UseQueryResult<{ items: T[]; total: number }>;
  headers: string[];
  emptyText: string;
  row: (item: T) => ReactNode;
  /** The list's page; the pager follows the table once there is data. */
  paging?: { page: number; onPage: (page: number) => void };
};

/** The table (with its states) and its pager, as every administration list shows them. */
export function DataTable<T>(props: TableProps<T>) {
  const { query, paging } = props;
  return (
    <>
      <TableWithStates {...props} />
      {paging && query.data && <Pager page={paging.page} total={query.data.total} onPage={paging.onPage} />}
    </>
  );
}

/**
 * A row's last cell: its action buttons side by side, on one line below the `lg` breakpoint (the
 * table then scrolls sideways inside its frame) rather than squeezed into a narrow column, where
 * their labels overlapped and a tap could hit the wrong one; on a desktop they may wrap so the
 * whole table stays in view.
 */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <td className="px-4 py-3">
      <div className="flex flex-nowrap gap-1 lg:flex-wrap">{children}</div>
    </td>
  );
}

/** The table with its loading, error and empty states; wide tables scroll sideways on a phone. */
function TableWithStates<T>({ label, query, headers, emptyText, row }: TableProps<T>) {
  if (query.isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-2 rounded-2xl border border-border bg-surface p-10 text-muted">
        <Spinner /> Đang tải…
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl border border-danger/30 bg-danger-soft p-8 text-danger">
        <p>{errorText(query.error)}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          Thử lại
        </Button>
      </div>
    );
  }
  const items = query.data.items;
  if (items.length === 0) {
    // Not a row of the wide table: on a phone its centre is off-screen, and the sentence with it.
    return <p className={cn('rounded-2xl border border-border bg-surface px-4 py-10 text-center text-muted shadow-sm', query.isFetching && 'opacity-70')}>{emptyText}</p>;
  }
  return (
    <div className="overflow-x-auto rounded-2xl border border-border bg-surface shadow-sm">
      <table aria-label={label} className={cn('w-full min-w-[640px] text-left text-sm', query.isFetching && 'opacity-70')}>
        <thead className="border-b border-border bg-background/60 text-xs uppercase text-muted">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-4 py-3 font-semibold">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">{items.map(row)}</tbody>
      </table>
    </div>
  );
}

export function Pager({ page, total, pageSize = PAGE_SIZE, onPage }: { page: number; total: number; pageSize?: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label="Phân trang" className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted">
      <span>{groupThousands(total)} bản ghi</span>
      <div className="flex items-center gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          ← Trước
        </Button>
        <span>
          Trang {page}/{pages}
        </span>
        <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Sau →
        </Button>
      </div>
    </nav>
  );
}

/** Shown once after a creation or a reset: the admin passes it on; it is never shown again. */
export function TemporaryPassword({ who, password, onClose }: { who: string; password: string; onClose: () => void }) {
  return (
    <div role="status" className="rounded-lg border border-primary/30 bg-primary-soft px-4 py-3 text-sm text-foreground">
      <p>
        Mật khẩu tạm thời của <strong>{who}</strong> (chỉ hiển thị một lần, người dùng phải đổi khi đăng nhập):
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <code data-testid="temporary-password" className="rounded bg-surface px-2 py-1 font-mono text-base">
          {password}
        </code>
        <Button variant="secondary" size="sm" onClick={() => void navigator.clipboard?.writeText(password)}>
          Sao chép
        </Button>
        <Button variant="ghost" size="sm" onClick={onClose}>
          Đóng
        </Button>
      </div>
    </div>
  );
}

export function ActiveBadge({ active, inactiveLabel = 'Ngừng hoạt động' }: { active: boolean; inactiveLabel?: string }) {
  return (
    <span className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-semibold', active ? 'bg-success-soft text-success' : 'bg-danger-soft text-danger')}>
      {active ? 'Hoạt động' : inactiveLabel}
    </span>
  );
}
