import type { LabelHTMLAttributes } from 'react';
import { cn } from './class-names';

export function Label({ className, children, ...rest }: LabelHTMLAttributes<HTMLLabelElement>) {
  return (
    <label className={cn('block text-sm font-medium text-foreground', className)} {...rest}>
      {children}
    </label>
  );
}
