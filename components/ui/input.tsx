import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from './class-names';

export const inputClassName =
  'block h-11 w-full rounded-lg border border-border bg-surface px-3 text-base text-foreground shadow-sm ' +
  'placeholder:text-muted transition-colors focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30 ' +
  'aria-[invalid=true]:border-danger aria-[invalid=true]:focus:ring-danger/30 disabled:opacity-60 sm:text-sm';

export function Input({ className, ref, ...rest }: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return <input ref={ref} className={cn(inputClassName, className)} {...rest} />;
}
