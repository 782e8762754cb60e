'use client';

import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { DUE_FILTERS, DUE_FILTER_LABEL, type DueFilter } from '@/domain/due-time';
import { cn } from '@/components/ui/class-names';
import { EMPTY_TASK_FILTER, SEARCH_MAX, serializeTaskFilter, type TaskFilterProblems, type TaskFilterState } from '@/lib/tasks/filter';
import type { PickerPerson } from '@/lib/client/queries/tasks';
import { DateField } from './date-field';
import { PersonCombobox } from './person-combobox';

type FilterBarProps = {
  value: TaskFilterState;
  onChange: (next: TaskFilterState) => void;
  problems: TaskFilterProblems;
  /** Editors see no Editor/QA pickers: they only ever see their own jobs (docs/decisions/task-visibility.md). */
  showPeople: boolean;
  editors?: PickerPerson[];
  qas?: PickerPerson[];
  /** Prefix of the fields' ids, when a screen shows more than one bar. */
  idPrefix?: string;
  /** False where a job search means nothing (a report of per-customer sums). */
  showSearch?: boolean;
  /** The board's 'Hạn' choice (late, due today); reports leave it out. */
  showDue?: boolean;
};

const SEARCH_DELAY_MS = 300;

/** The people filters (admins only), in this order. */
const PEOPLE_FILTERS = [
  { key: 'editorId', idSuffix: 'editor', label: 'Editor', placeholder: 'Tất cả editor', emptyText: 'Không có lựa chọn Editor tương ứng' },
  { key: 'qaId', idSuffix: 'qa', label: 'QA', placeholder: 'Tất cả QA', emptyText: 'Không có lựa chọn QA tương ứng' },
] as const;

/**
 * The job filter bar (docs/decisions/board-filters.md): start and end day (dd-MM-yyyy), editor, QA, and a
 * search box. Controlled: the screen keeps the filter (the board keeps it in the URL).
 */
export function FilterBar({ value, onChange, problems, showPeople, editors, qas, idPrefix = 'loc', showSearch = true, showDue = false }: FilterBarProps) {
  const [search, setSearch] = useState(value.q);
  const [searched, setSearched] = useState(value.q);
  const latest = useRef({ value, onChange });
  useEffect(() => {
    latest.current = { value, onChange };
  });

  // A search changed from outside (cleared filters, back button) replaces what is typed.
  if (value.q !== searched) {
    setSearched(value.q);
    setSearch(value.q);
  }

  // Typing narrows the board once the user pauses, not on every key.
  useEffect(() => {
    if (search === latest.current.value.q) return;
    const timer = setTimeout(() => {
      setSearched(search);
      latest.current.onChange({ ...latest.current.value, q: search });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const active = serializeTaskFilter(value) !== '';

  return (
    <form
      role="search"
      aria-label="Lọc việc"
      onSubmit={(event) => {
        event.preventDefault();
        if (search !== value.q) {
          setSearched(search);
          onChange({ ...value, q: search });
        }
      }}
      // The wide layout's field columns: two dates, the pickers' two, the due choice.
      style={{ '--filter-fields': 4 + (showDue ? 1 : 0) } as React.CSSProperties}
      className="grid grid-cols-2 gap-3 rounded-2xl border border-border bg-surface p-3 shadow-sm sm:p-4 md:grid-cols-4 xl:grid-cols-[repeat(var(--filter-fields),minmax(0,1fr))_minmax(0,1.4fr)_auto]"
    >
      <DateField id={`${idPrefix}-tu-ngay`} label="Từ ngày" value={value.from} error={problems.from} onCommit={(from) => onChange({ ...value, from })} />
      <DateField id={`${idPrefix}-den-ngay`} label="Đến ngày" value={value.to} error={problems.to} onCommit={(to) => onChange({ ...value, to })} />
      {showPeople &&
        PEOPLE_FILTERS.map((filter) => (
          <Field key={filter.key} id={`${idPrefix}-${filter.idSuffix}`} label={filter.label}>
            {(control) => (
              <PersonCombobox
                {...control}
                people={filter.key === 'editorId' ? editors : qas}
                value={value[filter.key]}
                onChange={(personId) => onChange({ ...value, [filter.key]: personId })}
                noneLabel="Tất cả"
                placeholder={filter.placeholder}
                emptyText={filter.emptyText}
              />
            )}
          </Field>
        ))}
      {showDue && (
        <div className="col-span-2 md:col-span-1">
        <Field id={`${idPrefix}-han`} label="Hạn hoàn thành">
          {(control) => (
            <Select
              {...control}
              name="han"
              value={value.due ?? ''}
              onChange={(event) => onChange({ ...value, due: (DUE_FILTERS as readonly string[]).includes(event.target.value) ? (event.target.value as DueFilter) : null })}
            >
              <option value="">Tất cả</option>
              {DUE_FILTERS.map((due) => (
                <option key={due} value={due}>
                  {DUE_FILTER_LABEL[due]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        </div>
      )}
      <div className={cn(showPeople ? (showDue ? 'col-span-2 xl:col-span-1' : 'col-span-2 md:col-span-3 xl:col-span-1') : 'col-span-2 xl:col-span-3', !showSearch && 'hidden')}>
        <Field id={`${idPrefix}-tim-kiem`} label="Tìm kiếm">
          {(control) => (
            <div className="relative">
              <svg viewBox="0 0 24 24" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                <circle cx="11" cy="11" r="6.5" />
                <path d="M16 16l4.5 4.5" strokeLinecap="round" />
              </svg>
              <Input
                {...control}
                type="search"
                placeholder="Tìm kiếm việc…"
                maxLength={SEARCH_MAX}
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                className="pl-9"
              />
            </div>
          )}
        </Field>
      </div>
      <div className="col-span-2 flex items-end md:col-span-1">
        <Button
          variant="ghost"
          className="h-11 w-full xl:w-auto"
          disabled={!active && search === ''}
          onClick={() => {
            setSearch('');
            setSearched('');
            onChange(EMPTY_TASK_FILTER);
          }}
        >
          Xóa bộ lọc
        </Button>
      </div>
    </form>
  );
}
