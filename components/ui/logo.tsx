import Link from 'next/link';
import { cn } from './class-names';

type LogoProps = { href?: string; className?: string; /** The mark only (the collapsed sidebar). */ compact?: boolean };

/** The TM mark; links home ('/') unless an area has its own home (the cloud area). */
export function Logo({ href = '/', className, compact = false }: LogoProps) {
  return (
    <Link
      href={href}
      aria-label="TM — Trang chủ"
      className={cn(
        'inline-flex items-center gap-2 rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2',
        className,
      )}
    >
      <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-lg bg-primary text-sm font-bold tracking-tight text-primary-foreground">
        TM
      </span>
      {!compact && (
        <span aria-hidden="true" className="hidden text-base font-semibold text-foreground min-[400px]:inline">
          Studio
        </span>
      )}
    </Link>
  );
}
