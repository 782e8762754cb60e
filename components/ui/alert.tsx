import type { ReactNode } from 'react';
import { cn } from './class-names';

type AlertProps = { variant?: 'error' | 'success' | 'info'; title?: string; children: ReactNode; className?: string };

const styles = {
  error: 'border-danger/30 bg-danger-soft text-danger',
  success: 'border-success/30 bg-success-soft text-success',
  info: 'border-primary/30 bg-primary-soft text-foreground',
} as const;

/** Errors are announced at once (role=alert); success and info politely (role=status). */
export function Alert({ variant = 'info', title, children, className }: AlertProps) {
  return (
    <div role={variant === 'error' ? 'alert' : 'status'} className={cn('rounded-lg border px-4 py-3 text-sm', styles[variant], className)}>
      {title && <p className="mb-1 font-semibold">{title}</p>}
      <div>{children}</div>
    </div>
  );
}
