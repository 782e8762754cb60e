import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { requireStaff } from '@/lib/auth';
import { StaffFooter } from './_components/staff-footer';
import { StaffHeader } from './_components/staff-header';

// Second guard layer (CONVENTIONS.md habit 1): the proxy only redirects on a cookie it can
// decrypt; here the provider confirms the session belongs to an active staff member.
export default async function StaffLayout({ children }: { children: ReactNode }) {
  const pathname = (await headers()).get('x-tm-pathname') ?? '/';
  const viewer = await requireStaff(pathname);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#noi-dung"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-surface focus:px-4 focus:py-2 focus:shadow"
      >
        Bỏ qua đến nội dung
      </a>
      <StaffHeader
        name={`${viewer.lastName} ${viewer.firstName}`.trim()}
        email={viewer.email}
        avatarUrl={viewer.avatarUrl}
      />
      <main id="noi-dung" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 lg:py-8">
        {children}
      </main>
      <StaffFooter year={new Date().getFullYear()} />
    </div>
  );
}
