import type { ReactNode } from 'react';

/** Placeholder body of a staff screen whose feature has not been built yet. */
export function UnderConstruction({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
      <h1 className="text-2xl font-bold text-foreground">{title}</h1>
      {children}
      <p className="mt-3 text-muted">Chức năng này đang được xây dựng.</p>
    </section>
  );
}
