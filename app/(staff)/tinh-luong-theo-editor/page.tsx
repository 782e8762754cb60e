import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ReportSkeleton } from '@/components/reports/report-states';
import { SalaryScreen } from '@/components/reports/salary-screen';
import { requireStaff } from '@/lib/auth';

export const metadata: Metadata = { title: 'Tính lương theo editor' };

// Every staff member: their own pay (admins pick anyone); the provider decides whose pay is shown.
export default async function EditorSalaryPage() {
  const viewer = await requireStaff('/tinh-luong-theo-editor');
  return (
    <Suspense fallback={<ReportSkeleton />}>
      <SalaryScreen roleId={viewer.roleId} />
    </Suspense>
  );
}
