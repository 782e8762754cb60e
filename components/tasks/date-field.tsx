'use client';

import { useRef, useState } from 'react';
import { Field, type FieldControlProps } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { isoDateToVn, maskVnDateInput, vnDateToIso } from '@/lib/tasks/filter';

type DayInputProps = {
  control: FieldControlProps;
  /** Names the calendar button: 'Chọn <label> từ lịch'. */
  label: string;
  /** What is typed, 'dd-MM-yyyy' or part of it. */
  text: string;
  /** Each change, with dashes added; `picked` when it came from the calendar. */
  onText: (text: string, picked: boolean) => void;
  onBlur?: () => void;
};

/**
 * A day typed as dd-MM-yyyy (dashes are added while typing), or picked from the browser's own
 * calendar behind the button, whose yyyy-MM-dd value is shown as dd-MM-yyyy. Used by the date
 * filters (`DateField`) and the due time (components/tasks/task-fields.tsx).
 */
export function DayInput({ control, label, text, onText, onBlur }: DayInputProps) {
  const pickerRef = useRef<HTMLInputElement>(null);
  return (
    <div className="relative">
      <Input
        {...control}
        inputMode="numeric"
        autoComplete="off"
        placeholder="dd-mm-yyyy"
        maxLength={10}
        value={text}
        onChange={(event) => onText(maskVnDateInput(event.target.value), false)}
        onBlur={onBlur}
        className="pr-10 tabular-nums"
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
      <input
        ref={pickerRef}
        type="date"
        tabIndex={-1}
        aria-hidden="true"
        className="pointer-events-none absolute bottom-0 right-0 size-px opacity-0"
        onChange={(event) => onText(isoDateToVn(event.target.value), true)}
      />
    </div>
  );
}

type DateFieldProps = {
  id: string;
  label: string;
  /** The committed day, 'dd-MM-yyyy' or ''. */
  value: string;
  onCommit: (value: string) => void;
  error?: string;
};

/**
 * A filter's day: a complete or cleared value is committed at once; a partial one when the field
 * is left, so its problem shows.
 */
export function DateField({ id, label, value, onCommit, error }: DateFieldProps) {
  const [text, setText] = useState(value);
  const [committed, setCommitted] = useState(value);

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
        <DayInput
          control={control}
          label={label}
          text={text}
          onText={(next, picked) => {
            setText(next);
            if (picked || next === '' || next.length === 10) commit(next);
          }}
          onBlur={() => commit(text)}
        />
      )}
    </Field>
  );
}
