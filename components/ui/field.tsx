import type { ReactNode } from 'react';
import { Label } from './label';

/** What a field hands its control so label, error text and input stay linked for screen readers. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
};

type FieldProps = {
  id: string;
  label: string;
  error?: string;
  /** Right side of the label row, e.g. a 'Quên mật khẩu?' link. */
  labelAside?: ReactNode;
  /** A line under the control saying what the field is for (read with it by screen readers). */
  hint?: string;
  children: (control: FieldControlProps) => ReactNode;
};

export function Field({ id, label, error, labelAside, hint, children }: FieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div data-field className="space-y-1.5">
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
