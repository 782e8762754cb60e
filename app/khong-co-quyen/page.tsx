import type { Metadata } from 'next';
import { AccessDenied } from '@/components/layout/access-denied';
import { requireStaff } from '@/lib/server/auth';

// The guard rewrites admin-only paths here for signed-in non-admins.
export const metadata: Metadata = { title: 'Quyền truy cập bị từ chối' };

export default async function AccessDeniedPage() {
  await requireStaff('/');
  return (
    <main className="flex min-h-dvh items-center justify-center bg-background">
      <AccessDenied />
    </main>
  );
}
