import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { AccessDenied } from '@/components/layout/access-denied';
import { requireStaff } from '@/lib/server/auth';
import { ROLE } from '@/domain/roles';

// Admin-only screens (lib/navigation/routes.ts). The guard usually rewrites non-admins to /khong-co-quyen
// before they get here; this check holds even without it. Pages that load data still ask the
// provider, which authorises again: a layout is not a security boundary for a page's payload.
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const pathname = (await headers()).get('x-tm-pathname') ?? '/';
  const viewer = await requireStaff(pathname);
  if (viewer.roleId !== ROLE.admin) return <AccessDenied />;
  return children;
}
