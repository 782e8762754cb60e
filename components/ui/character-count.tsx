import { cn } from './class-names';
import { groupThousands } from '@/domain/number-text';

type Props = {
  /** The id the text box names in its aria-describedby. */
  id: string;
  length: number;
  max: number;
  /** Shown only from this many characters on (the chat composer stays quiet until it matters). */
  showFrom?: number;
  className?: string;
};

const number = (n: number) => groupThousands(n);

/**
 * '120/2.000': how much of a text's limit is used, beside every note or message that has one
 * (docs/decisions/ui-conventions.md, "Character counters"). Amber in the last tenth, red past the
 * limit; the limit itself is the field's zod rule, which still refuses with its message.
 */
export function CharacterCount({ id, length, max, showFrom = 0, className }: Props) {
  if (length < showFrom) return null;
  const over = length > max;
  return (
    <span
      id={id}
      data-testid="character-count"
      className={cn('text-xs tabular-nums', over ? 'font-semibold text-danger' : length >= max * 0.9 ? 'text-amber-700 dark:text-amber-300' : 'text-muted', className)}
    >
      <span aria-hidden="true">
        {number(length)}/{number(max)}
      </span>
      <span className="sr-only">
        {over ? `Vượt quá ${number(length - max)} ký tự, tối đa ${number(max)} ký tự` : `Đã nhập ${number(length)} trên tối đa ${number(max)} ký tự`}
      </span>
    </span>
  );
}

/** The describedby of a text box with a counter: its error (if any) and its counter. */
export const describedBy = (...ids: (string | undefined | false)[]) => ids.filter(Boolean).join(' ') || undefined;
