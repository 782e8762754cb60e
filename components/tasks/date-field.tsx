'use client';

import { useRef, useState } from 'react';
import { Field } from '@/components/ui/field';
import { inputClassName } from '@/components/ui/input';
import { cn } from '@/components/ui/class-names';
import { isoDateToVn, maskVnDateInput, vnDateToIso } from '@/lib/tasks/filter';
import { useHydrated } from '@/components/ui/use-hydrated';

type DateFieldProps = {
  id: string;
  label: string;
  /** The committed day, 'dd-MM-yyyy' or ''. */
  value: string;
  onCommit: (value: string) => void;
  error?: string;
};

/**
 * A day typed as dd-MM-yyyy (dashes are added while typing), or picked from the browser's
 * calendar behind the button. A complete or cleared value is committed at once; a partial one
 * when the field is left, so its problem shows.
 */
export function DateField({ id, label, value, onCommit, error }: DateFieldProps) {
  const hydrated = useHydrated();
  const [text, setText] = useState(value);
  const [committed, setCommitted] = useState(value);
  const pickerRef = useRef<HTMLInputElement>(null);

  // A value changed from outside (cleared filters, back button) replaces what is typed.
  if (value !== committed) {
    setCommitted(value);
    setText(value);
  }

  function commit(next: string) {
    setCommitted(next);
    if (next !== value) onCommit(next);
  }

  return (
    <Field id={id} label={label} error={error}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            type="text"
            inputMode="numeric"
            readOnly={!hydrated}
            autoComplete="off"
            placeholder="dd-mm-yyyy"
            maxLength={10}
            value={text}
            onChange={(event) => {
              const next = maskVnDateInput(event.target.value);
              setText(next);
              if (next === '' || next.length === 10) commit(next);
            }}
            onBlur={() => commit(text)}
            className={cn(inputClassName, 'pr-10 tabular-nums')}
          />
          <button
            type="button"
            aria-label={`Chọn ${label.toLowerCase()} từ lịch`}
            onClick={() => {
              const picker = pickerRef.current;
              if (!picker) return;
              picker.value = vnDateToIso(text) ?? '';
              try {
                picker.showPicker();
              } catch {
                picker.focus();
              }
            }}
            className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
          >
            <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
              <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" />
              <path d="M3.5 10h17M8 3v4M16 3v4" strokeLinecap="round" />
            </svg>
          </button>
          {/* The browser's own calendar; its yyyy-MM-dd value is shown as dd-MM-yyyy above. */}
          <input
            ref={pickerRef}
            type="date"
            tabIndex={-1}
            aria-hidden="true"
            className="pointer-events-none absolute bottom-0 right-0 size-px opacity-0"
            onChange={(event) => {
              const next = isoDateToVn(event.target.value);
              setText(next);
              commit(next);
            }}
          />
        </div>
      )}
    </Field>
  );
}
