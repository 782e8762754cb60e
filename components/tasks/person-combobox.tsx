'use client';

import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { cn } from '@/components/ui/class-names';
import { inputClassName } from '@/components/ui/input';
import { SelectChevron } from '@/components/ui/select';
import { foldText } from '@/domain/fold-text';
import type { PickerPerson } from '@/lib/client/queries/tasks';
import { useHydrated } from '@/components/ui/use-hydrated';

type PersonComboboxProps = {
  id: string;
  people: PickerPerson[] | undefined;
  value: number | null;
  onChange: (id: number | null) => void;
  /** Shown when nothing matches what was typed. */
  emptyText: string;
  /** The option meaning "nobody" ('Tất cả' in the filter bar); without it there is none. */
  noneLabel?: string;
  placeholder?: string;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

type Option = { id: number | null; name: string; email?: string; avatarUrl?: string | null };

/**
 * A searchable person picker (WAI-ARIA combobox with a listbox): type to narrow by name or
 * email (diacritics optional), arrows to move, Enter to choose, Esc to close.
 */
export function PersonCombobox({ id, people, value, onChange, emptyText, noneLabel, placeholder, disabled, ...aria }: PersonComboboxProps) {
  const hydrated = useHydrated();
  const listId = `${id}-listbox`;
  const optionId = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);

  const selected = people?.find((person) => person.id === value) ?? null;
  const options = useMemo<Option[]>(() => {
    const folded = foldText(query);
    const matches = (people ?? []).filter((person) => !folded || foldText(person.name).includes(folded) || foldText(person.email).includes(folded));
    return noneLabel && !folded ? [{ id: null, name: noneLabel }, ...matches] : matches;
  }, [people, query, noneLabel]);
  const hasPeopleMatch = options.some((option) => option.id !== null);

  const shownText = open ? query : (selected?.name ?? (value === null && noneLabel ? noneLabel : ''));

  function openList() {
    if (disabled) return;
    setQuery('');
    const current = options.findIndex((option) => option.id === value);
    setActive(Math.max(0, current));
    setOpen(true);
  }

  function choose(option: Option | undefined) {
    if (!option) return;
    onChange(option.id);
    setOpen(false);
    setQuery('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return openList();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (options.length ? (index + step + options.length) % options.length : 0));
    } else if (event.key === 'Home' && open) {
      event.preventDefault();
      setActive(0);
    } else if (event.key === 'End' && open) {
      event.preventDefault();
      setActive(Math.max(0, options.length - 1));
    } else if (event.key === 'Enter') {
      if (open) {
        event.preventDefault();
        choose(options[active]);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
        setQuery('');
      }
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  }

  const activeOption = open ? options[active] : undefined;
  const activeId = activeOption ? `${optionId}-${activeOption.id ?? 'none'}` : undefined;

  return (
    <div className="relative">
      <input
        ref={inputRef}
        id={id}
        type="text"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        autoComplete="off"
        spellCheck={false}
        disabled={disabled}
        readOnly={!hydrated}
        placeholder={open ? 'Gõ để tìm…' : (placeholder ?? 'Chọn…')}
        value={shownText}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        // Typing replaces the chosen name instead of appending to it.
        onFocus={(event) => event.target.select()}
        onClick={() => !open && openList()}
        onBlur={() => {
          setOpen(false);
          setQuery('');
        }}
        onKeyDown={onKeyDown}
        className={cn(inputClassName, 'pr-10')}
        {...aria}
      />
      <SelectChevron />
      {open && (
        <div className="absolute inset-x-0 top-full z-30 mt-1 overflow-hidden rounded-lg border border-border bg-surface shadow-lg">
          <ul id={listId} role="listbox" aria-label={placeholder} className="max-h-64 overflow-y-auto py-1">
            {options.map((option, index) => (
              <li
                key={option.id ?? 'none'}
                id={`${optionId}-${option.id ?? 'none'}`}
                role="option"
                aria-selected={option.id === value}
                // Keeps the focus in the input, so the blur does not close the list before the click.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
                onMouseMove={() => setActive(index)}
                className={cn(
                  'flex cursor-pointer items-center gap-2 px-3 py-2 text-sm',
                  index === active && 'bg-primary-soft',
                  option.id === value && 'font-semibold',
                )}
              >
                {option.id !== null && (
                  <span aria-hidden="true">
                    <Avatar name={option.name} src={option.avatarUrl} size="sm" />
                  </span>
                )}
                <span className="min-w-0 flex-1 truncate">{option.name}</span>
                {option.id === value && (
                  <svg viewBox="0 0 20 20" className="size-4 text-primary" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                    <path d="M4 10l4 4 8-8" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                )}
              </li>
            ))}
          </ul>
          {!hasPeopleMatch && (
            <p role="status" className="border-t border-border px-3 py-2 text-sm text-muted first:border-t-0">
              {people === undefined ? 'Đang tải…' : emptyText}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
