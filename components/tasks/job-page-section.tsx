import type { ReactNode } from 'react';
import { cn } from '@/components/ui/class-names';

/**
 * One framed part of a job's page below the form (results, the customer's change requests, the
 * delivery rounds, 'Lỗi của studio'): a section named by its heading. `actions` sit on the
 * heading's line (the results' upload and deliver buttons); `hideTitle` keeps the heading for
 * screen readers only, where the section's own control already says what it is.
 */
export function JobPageSection({
  id,
  title,
  actions,
  hideTitle = false,
  testId,
  children,
}: {
  id: string;
  title: ReactNode;
  actions?: ReactNode;
  hideTitle?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  const heading = (
    <h2 id={id} className={hideTitle ? 'sr-only' : cn('text-base font-semibold text-foreground', actions !== undefined && 'mr-auto')}>
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={id} className="mt-6 rounded-2xl border border-border bg-surface p-6 shadow-sm" data-testid={testId}>
      {actions === undefined ? (
        heading
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          {heading}
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}
