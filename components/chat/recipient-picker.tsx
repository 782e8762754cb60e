'use client';

import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Avatar, presenceOf } from '@/components/ui/avatar';
import { cn } from '@/components/ui/class-names';
import { matchesPerson, notFoundText, type ChatPerson } from '@/lib/client/chat-display';
import { fullName } from '@/domain/person-name';
import { CloseIcon } from './chat-icons';
import { useHydrated } from '@/components/ui/use-hydrated';

type RecipientPickerProps = {
  contacts: ChatPerson[];
  loading: boolean;
  selected: ChatPerson[];
  onChange: (people: ChatPerson[]) => void;
};

/** Compose mode's 'Chat với:' field: chosen people as chips, and a searchable list of colleagues. */
export function RecipientPicker({ contacts, loading, selected, onChange }: RecipientPickerProps) {
  const hydrated = useHydrated();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const inputId = useId();

  const chosen = new Set(selected.map((p) => p.id));
  const results = contacts.filter((person) => !chosen.has(person.id) && matchesPerson(person, query));
  const active = Math.min(highlight, Math.max(results.length - 1, 0));

  function pick(person: ChatPerson) {
    onChange([...selected, person]);
    setQuery('');
    setHighlight(0);
    input.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (results.length) setHighlight((active + (event.key === 'ArrowDown' ? 1 : results.length - 1)) % results.length);
    } else if (event.key === 'Enter' && open && results[active]) {
      event.preventDefault();
      pick(results[active]);
    } else if (event.key === 'Backspace' && query === '' && selected.length) {
      onChange(selected.slice(0, -1));
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  }

  return (
    <div className="relative border-b border-border px-4 py-3">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={inputId} className="text-sm font-semibold text-foreground">
          Chat với:
        </label>
        {selected.map((person) => (
          <span key={person.id} className="inline-flex items-center gap-1.5 rounded-full bg-primary-soft py-1 pl-1 pr-1.5 text-sm text-primary">
            <Avatar name={fullName(person)} src={person.avatar_url} size="sm" className="size-6! text-[10px]!" />
            {fullName(person)}
            <button
              type="button"
              onClick={() => onChange(selected.filter((p) => p.id !== person.id))}
              aria-label={`Bỏ ${fullName(person)}`}
              className="inline-flex size-5 items-center justify-center rounded-full hover:bg-primary/15 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
            >
              <CloseIcon className="size-3.5" />
            </button>
          </span>
        ))}
        <input
          ref={input}
          id={inputId}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && results[active] ? `${listId}-${results[active].id}` : undefined}
          autoComplete="off"
          autoFocus
          value={query}
          readOnly={!hydrated}
          placeholder={selected.length ? 'Thêm người...' : 'Nhập tên đồng nghiệp...'}
          onChange={(event) => {
            setQuery(event.target.value);
            setHighlight(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className="h-9 min-w-40 flex-1 bg-transparent text-sm text-foreground placeholder:text-muted focus:outline-none"
        />
      </div>
      {open && (
        <div className="absolute left-4 right-4 top-full z-20 mt-1 max-h-80 overflow-y-auto rounded-xl border border-border bg-surface py-2 shadow-xl sm:right-auto sm:w-96">
          <p className="px-4 pb-1 text-xs font-semibold uppercase tracking-wide text-muted">Kết quả</p>
          {loading ? (
            <p className="px-4 py-3 text-sm text-muted">Đang tải...</p>
          ) : results.length === 0 ? (
            <p className="px-4 py-3 text-sm text-muted">{query.trim() ? notFoundText(query) : 'Đã chọn tất cả đồng nghiệp.'}</p>
          ) : (
            <ul id={listId} role="listbox" aria-label="Kết quả">
              {results.map((person, index) => (
                <li
                  key={person.id}
                  id={`${listId}-${person.id}`}
                  role="option"
                  aria-selected={index === active}
                  // Keeps the input focused (no blur) so the list stays for the next pick.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(person)}
                  onMouseEnter={() => setHighlight(index)}
                  className={cn('flex cursor-pointer items-center gap-3 px-4 py-2', index === active && 'bg-primary-soft')}
                >
                  <Avatar name={fullName(person)} src={person.avatar_url} size="sm" presence={presenceOf(person)} />
                  <span className="min-w-0">
                    <span className="block truncate text-sm font-medium">{fullName(person)}</span>
                    <span className="block truncate text-xs text-muted">{person.email}</span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
