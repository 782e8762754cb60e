'use client';

import { useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { revealFirstInvalid } from './reveal-first-invalid';

type Values = Record<string, string | boolean | number>;
export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

const sameValues = (a: object, b: object) => Object.keys({ ...a, ...b }).every((key) => (a as Values)[key] === (b as Values)[key]);

/**
 * The app's one form hook (docs/decisions/forms.md): form state validated by the form's zod
 * schema from domain/validation (the same one the route handler or the provider uses).
 * Errors show after the first submit; from then on each change and blur re-checks, so a
 * fixed field loses its message without another submit. `dirty` says whether the values
 * differ from the ones the form started from (or was last `reset` to) — the unsaved-changes
 * guard (./use-unsaved-changes.tsx) reads it.
 */
export function useZodForm<S extends z.ZodType<unknown, Values>>(schema: S, initialValues: z.input<S>) {
  type V = z.input<S>;
  const [values, setValues] = useState<V>(initialValues);
  const [baseline, setBaseline] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const submitted = useRef(false);

  function check(candidate: V): { data?: z.output<S>; errors: FieldErrors<V> } {
    const result = schema.safeParse(candidate);
    if (result.success) return { data: result.data, errors: {} };
    const found: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? '');
      if (key && !(key in found)) found[key] = issue.message;
    }
    return { errors: found as FieldErrors<V> };
  }

  // After the first submit every change re-checks, so a message goes away as the field is
  // fixed — before the pointer reaches the submit button, which therefore does not move under
  // it (a blur-time re-check shifted the layout between mousedown and mouseup).
  function setValue<K extends keyof V & string>(name: K, value: V[K]) {
    const next = { ...values, [name]: value } as V;
    setValues(next);
    if (submitted.current) setErrors(check(next).errors);
  }

  /** Several fields at once (one field's choice filling another: a product group → its due time). */
  function setFields(patch: Partial<V>) {
    const next = { ...values, ...patch } as V;
    setValues(next);
    if (submitted.current) setErrors(check(next).errors);
  }

  /** Starts over from `next` (after a save, or when fresher data replaces the form's). */
  function reset(next: V) {
    submitted.current = false;
    setValues(next);
    setBaseline(next);
    setErrors({});
  }

  /** On submit: validates everything, shows the messages, returns the parsed data or the errors. */
  function validate(): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors<V> } {
    submitted.current = true;
    const outcome = check(values);
    setErrors(outcome.errors);
    return outcome.data === undefined ? { ok: false, errors: outcome.errors } : { ok: true, data: outcome.data };
  }

  function onBlur() {
    if (submitted.current) setErrors(check(values).errors);
  }

  /** What a text input of field `name` needs: its name and value, and the change and blur handlers. */
  function inputProps<K extends keyof V & string>(name: K) {
    return {
      name,
      value: values[name],
      onChange: (event: { target: { value: string } }) => setValue(name, event.target.value as V[K]),
      onBlur,
    };
  }

  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  /**
   * The submit step every form shares, called from its onSubmit: validate (revealing the first
   * invalid field below the sticky header, focused), then run `send` with the parsed data while
   * `pending` is set. `send` returns 'navigating' when it replaced the page, so the button stays
   * busy until the new page arrives.
   */
  async function submit(event: FormEvent<HTMLFormElement>, send: (data: z.output<S>, formElement: HTMLFormElement) => Promise<void | 'navigating'>) {
    event.preventDefault();
    if (pending) return;
    const formElement = event.currentTarget;
    // The last answer's error goes with a new attempt: beside a new field error it would mislead.
    setServerError(null);
    const checked = validate();
    if (!checked.ok) {
      revealFirstInvalid(formElement);
      return;
    }
    setPending(true);
    let outcome: void | 'navigating' = undefined;
    try {
      outcome = await send(checked.data, formElement);
    } finally {
      if (outcome !== 'navigating') setPending(false);
    }
  }

  const dirty = !sameValues(values as object, baseline as object);
  return { values, setValue, setFields, errors, setErrors, validate, onBlur, pending, serverError, setServerError, submit, reset, dirty, inputProps };
}
