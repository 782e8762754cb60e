import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { PasswordChangeShell } from '@/components/account/password-change-shell';
import { StaffShell } from '@/components/layout/staff-shell';
import { requireStaff } from '@/lib/server/auth';
import { env } from '@/lib/server/env';
import { ROLE_LABEL, type RoleId } from '@/domain/roles';
import { Providers } from '../_components/providers';
import { StaffFooter } from './_components/staff-footer';
import { personName } from '@/domain/person-name';

// Second guard layer (docs/decisions/code-habits.md, habit 1): the proxy only redirects on a cookie it can
// decrypt; here the provider confirms the session belongs to an active staff member. The
// client shell gets only what it shows (never the token).
export default async function StaffLayout({ children }: { children: ReactNode }) {
  const pathname = (await headers()).get('x-tm-pathname') ?? '/';
  const viewer = await requireStaff(pathname);
  // A temporary password (an admin's create or reset, `npm run create-admin`) is replaced before
  // anything else; the provider refuses everything else meanwhile (docs/decisions/first-admin.md).
  if (viewer.mustChangePassword) {
    if (pathname !== '/thong-tin-tai-khoan') redirect('/thong-tin-tai-khoan');
    return (
      <Providers>
        <PasswordChangeShell login={viewer.email}>{children}</PasswordChangeShell>
      </Providers>
    );
  }

  return (
    <Providers>
      <StaffShell
        viewer={{
          id: viewer.id,
          name: personName(viewer.lastName, viewer.firstName),
          email: viewer.email,
          avatarUrl: viewer.avatarUrl,
          roleId: viewer.roleId,
          roleLabel: viewer.roleId ? (ROLE_LABEL[viewer.roleId as RoleId] ?? viewer.roleName) : null,
        }}
        spreadsheetUrl={env().SPREADSHEET_URL}
        footer={<StaffFooter year={new Date().getFullYear()} />}
      >
        {children}
      </StaffShell>
    </Providers>
  );
}
