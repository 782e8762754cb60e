import type { InputHTMLAttributes } from 'react';

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { id: string; label: string };

/** Native checkbox (keyboard and form behaviour for free) with its label beside it. */
export function Checkbox({ id, label, className, ...rest }: CheckboxProps) {
  return (
    <div className={className ?? 'flex items-center gap-2'}>
      <input
        id={id}
        type="checkbox"
        className="size-4 rounded border-border accent-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2"
        {...rest}
      />
      <label htmlFor={id} className="cursor-pointer select-none text-sm text-foreground">
        {label}
      </label>
    </div>
  );
}
