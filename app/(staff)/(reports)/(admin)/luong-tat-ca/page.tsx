import type { Metadata } from 'next';
import { AllSalariesScreen } from '@/components/reports/all-salaries-screen';
import { PrefetchedReport, reportRequestOf, type ReportSearchParams } from '../../_components/prefetched-report';
import { requireStaff } from '@/lib/server/auth';
import { allSalariesQuery } from '@/lib/reports/salaries';

export const metadata: Metadata = { title: 'Bảng lương' };

// Admin only (the (admin) layout and the provider both check). The figures come in the first HTML,
// read with the session's token for the URL's filter (app/(staff)/(reports)/_components/prefetched-report.tsx);
// React Query takes them over in the browser.
export default async function AllSalariesPage({ searchParams }: { searchParams: ReportSearchParams }) {
  const viewer = await requireStaff('/luong-tat-ca');
  const { input } = await reportRequestOf(searchParams, viewer.roleId);
  return (
    <PrefetchedReport viewer={viewer} queries={input ? [allSalariesQuery(input)] : []}>
      <AllSalariesScreen roleId={viewer.roleId} />
    </PrefetchedReport>
  );
}
