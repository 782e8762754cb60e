import type { HTMLAttributes } from 'react';
import { cn } from './class-names';

export function Card({ className, children, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={cn('rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8', className)} {...rest}>
      {children}
    </div>
  );
}
