import type { Metadata } from 'next';
import { CustomerRevenueScreen } from '@/components/reports/customer-revenue-screen';
import { reportPage } from '../../_components/prefetched-report';
import { customerRevenueReport } from '@/lib/reports/customer-revenue';
import { definitionQuery } from '@/lib/reports/report-queries';

export const metadata: Metadata = { title: 'Báo cáo doanh thu' };

// Admin only (the (admin) layout and the provider both check); the figures come in the first HTML
// (reportPage in app/(staff)/(reports)/_components/prefetched-report.tsx).
export default reportPage('/bao-cao-doanh-thu', CustomerRevenueScreen, (input, params) => [definitionQuery(customerRevenueReport, input, params)]);
