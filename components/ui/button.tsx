import type { ButtonHTMLAttributes } from 'react';
import { cn } from './class-names';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'danger-outline';
export type ButtonSize = 'sm' | 'md' | 'lg';

// One line always: the heights are fixed, so a label that wrapped would spill over its neighbours.
const base =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-lg font-semibold transition-colors ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 ' +
  'focus-visible:ring-offset-surface disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
  secondary: 'border border-border bg-surface text-foreground hover:bg-primary-soft',
  ghost: 'text-foreground hover:bg-primary-soft',
  danger: 'bg-danger text-white hover:opacity-90',
  /** A row action that locks someone out ('Ngừng hoạt động'): a button, not a loud one. */
  'danger-outline': 'border border-danger/40 bg-surface text-danger hover:bg-danger-soft',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-5 text-base',
};

/** Button look, also applied to links that act as buttons (e.g. 'VỀ TRANG CHỦ'). */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
}: { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean } = {}): string {
  return cn(base, variants[variant], sizes[size], fullWidth && 'w-full');
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shows a spinner and blocks repeated clicks; the label stays so its accessible name is stable. */
  pending?: boolean;
};

export function Button({ variant, size, fullWidth, pending = false, disabled, className, children, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={cn(buttonClassName({ variant, size, fullWidth }), className)}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...rest}
    >
      {pending && <Spinner />}
      {children}
    </button>
  );
}
