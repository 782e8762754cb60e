import type { Metadata } from 'next';
import { PrefetchedReport, reportRequestOf, type ReportSearchParams } from '../../_components/prefetched-report';
import { RevenueScreen } from '@/components/reports/revenue-screen';
import { requireStaff } from '@/lib/server/auth';
import { GRAIN_PARAM, parseGrain } from '@/lib/reports/period';
import { revenueQuery } from '@/lib/reports/revenue';

export const metadata: Metadata = { title: 'Doanh thu' };

// Admin only (the (admin) layout and the provider both check). The figures come in the first HTML,
// read with the session's token for the URL's filter (app/(staff)/(reports)/_components/prefetched-report.tsx);
// React Query takes them over in the browser.
export default async function RevenuePage({ searchParams }: { searchParams: ReportSearchParams }) {
  const viewer = await requireStaff('/doanh-thu');
  const { input, params } = await reportRequestOf(searchParams, viewer.roleId);
  return (
    <PrefetchedReport viewer={viewer} queries={input ? [revenueQuery(input, parseGrain(params.get(GRAIN_PARAM)))] : []}>
      <RevenueScreen roleId={viewer.roleId} />
    </PrefetchedReport>
  );
}
