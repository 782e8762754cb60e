import type { Ref, SelectHTMLAttributes } from 'react';
import { cn } from './class-names';
import { inputClassName } from './input';

/** The chevron at the right of every select-like box: the app's selects and the person picker. */
export function SelectChevron() {
  return (
    <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-0 flex w-10 items-center justify-center text-muted">
      <svg viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.8">
        <path d="M5 8l5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  /** As wide as its words on a desktop (a list's filters), not the whole width of its field. */
  fit?: boolean;
  ref?: Ref<HTMLSelectElement>;
};

/**
 * The app's select: the browser's own list (keyboard, a phone's picker), drawn like the inputs
 * beside it and the person picker, with the same chevron — the browser's arrow differed from
 * one browser to the next and sat at another inset than the picker's.
 */
export function Select({ fit = false, className, ...rest }: SelectProps) {
  return (
    // sm:w-auto, not w-auto: cn() only joins, and the input's w-full comes later in Tailwind's
    // CSS, so a plain w-auto lost and every filter took a whole row on a desktop.
    <span className={cn('relative block', fit && 'sm:inline-block')}>
      <select className={cn(inputClassName, 'appearance-none pr-10', fit && 'min-w-40 sm:w-auto', className)} {...rest} />
      <SelectChevron />
    </span>
  );
}
