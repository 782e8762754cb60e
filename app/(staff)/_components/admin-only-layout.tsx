import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { AccessDenied } from '@/components/layout/access-denied';
import { requireStaff } from '@/lib/server/auth';
import { ROLE } from '@/domain/roles';

// The layout of the admin-only screens (lib/navigation/routes.ts), in both route groups that hold
// them: (screens)/(admin) and (reports)/(admin). The guard usually rewrites non-admins to
// /khong-co-quyen before they get here; this check holds even without it. Pages that load data
// still ask the provider, which authorises again: a layout is not a security boundary for a page's payload.
export async function AdminOnlyLayout({ children }: { children: ReactNode }) {
  const pathname = (await headers()).get('x-tm-pathname') ?? '/';
  const viewer = await requireStaff(pathname);
  if (viewer.roleId !== ROLE.admin) return <AccessDenied />;
  return children;
}
