import type { Metadata } from 'next';
import { PrefetchedReport, reportRequestOf, type ReportSearchParams } from '../_components/prefetched-report';
import { SalaryScreen } from '@/components/reports/salary-screen';
import { requireStaff } from '@/lib/server/auth';
import { definitionPagesQuery } from '@/lib/reports/report-queries';
import { personParam, salaryReport } from '@/lib/reports/salaries';
import { ROLE } from '@/domain/roles';

export const metadata: Metadata = { title: 'Tính lương theo editor' };

// Every staff member: their own pay (admins pick anyone, and nothing loads until they do); the
// provider decides whose pay is shown. The figures come in the first HTML, read with the session's
// token for the URL's filter (app/(staff)/(reports)/_components/prefetched-report.tsx); React Query takes them
// over in the browser.
export default async function EditorSalaryPage({ searchParams }: { searchParams: ReportSearchParams }) {
  const viewer = await requireStaff('/tinh-luong-theo-editor');
  const { input, params } = await reportRequestOf(searchParams, viewer.roleId);
  const ready = viewer.roleId !== ROLE.admin || personParam(params) !== null;
  return (
    <PrefetchedReport viewer={viewer} queries={input ? ready ? [definitionPagesQuery(salaryReport, input, params)] : [] : []}>
      <SalaryScreen roleId={viewer.roleId} />
    </PrefetchedReport>
  );
}
