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
  children: (control: FieldControlProps) => ReactNode;
};

export function Field({ id, label, error, labelAside, children }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div data-field className="space-y-1.5">
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
