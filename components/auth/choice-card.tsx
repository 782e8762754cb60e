import Link from 'next/link';
import type { ReactNode } from 'react';

type ChoiceCardProps = { href: string; title: string; description: string; icon: ReactNode };

/** A whole-card link on the pre-home choice screen; big enough to tap on a phone. */
export function ChoiceCard({ href, title, description, icon }: ChoiceCardProps) {
  return (
    <Link
      href={href}
      className="group flex flex-col gap-4 rounded-2xl border border-border bg-surface p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-primary hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 sm:p-8"
    >
      <span aria-hidden="true" className="flex size-14 items-center justify-center rounded-xl bg-primary-soft text-primary">
        {icon}
      </span>
      <span className="text-lg font-semibold text-foreground group-hover:text-primary">{title}</span>
      <span className="text-sm text-muted">{description}</span>
    </Link>
  );
}
