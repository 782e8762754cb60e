import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Logo } from '@/components/ui/logo';

type AuthShellProps = {
  heading: string;
  /** Header text beside the logo, e.g. 'Bạn chưa có tài khoản?' with a register link. */
  aside?: ReactNode;
  /** Below the card: secondary links. */
  footer?: ReactNode;
  logoHref?: string;
  children: ReactNode;
};

/** The frame of every login and registration screen: 480 px column (docs/decisions/product-rules.md, 'Layout sizes'). */
export function AuthShell({ heading, aside, footer, logoHref = '/', children }: AuthShellProps) {
  return (
    <div className="flex min-h-dvh flex-col px-4 py-6 sm:py-12">
      <div className="mx-auto w-full max-w-auth">
        <header className="mb-6 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <Logo href={logoHref} />
          {aside && <p className="text-sm text-muted">{aside}</p>}
        </header>
        <main>
          <Card>
            <h1 className="mb-6 text-center text-xl font-bold tracking-wide text-foreground">{heading}</h1>
            {children}
          </Card>
          {footer && <div className="mt-6 text-center text-sm text-muted">{footer}</div>}
        </main>
      </div>
    </div>
  );
}
