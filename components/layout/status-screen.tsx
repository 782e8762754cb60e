import Link from 'next/link';
import type { ReactNode } from 'react';
import { buttonClassName } from '@/components/ui/button';

type StatusScreenProps = { code?: string; icon?: ReactNode; heading: string; children: ReactNode; backHref?: string; backLabel?: string };

/** Shared look of the 'access denied' and 'not found' screens: message and a way home. */
export function StatusScreen({ code, icon, heading, children, backHref = '/', backLabel = 'VỀ TRANG CHỦ' }: StatusScreenProps) {
  return (
    <section className="mx-auto flex w-full max-w-lg flex-col items-center px-4 py-16 text-center sm:py-24">
      {icon}
      {code && (
        <p aria-hidden="true" className="text-6xl font-bold tracking-tight text-primary sm:text-7xl">
          {code}
        </p>
      )}
      <h1 className="mt-4 text-2xl font-bold text-foreground">{heading}</h1>
      <p className="mt-3 text-muted">{children}</p>
      <Link href={backHref} className={`mt-8 ${buttonClassName({ size: 'lg' })}`}>
        {backLabel}
      </Link>
    </section>
  );
}
