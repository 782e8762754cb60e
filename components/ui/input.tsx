'use client';

import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from './class-names';
import { useHydrated } from '@/components/ui/use-hydrated';

export const inputClassName =
  'block h-11 w-full rounded-lg border border-border bg-surface px-3 text-base text-foreground shadow-sm ' +
  'placeholder:text-muted transition-colors focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30 ' +
  'aria-[invalid=true]:border-danger aria-[invalid=true]:focus:ring-danger/30 disabled:opacity-60 sm:text-sm';

/**
 * Read-only until the page is live (hydrated): text typed into the server's HTML before then
 * would be lost when React takes the field over (components/ui/use-hydrated.ts).
 */
export function Input({ className, ref, readOnly, ...rest }: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const hydrated = useHydrated();
  return <input ref={ref} className={cn(inputClassName, className)} {...rest} readOnly={readOnly || !hydrated} />;
}
