import type { Metadata } from 'next';
import { UnderConstruction } from '@/app/(staff)/_components/under-construction';

export const metadata: Metadata = { title: 'Báo cáo doanh thu' };

export default function RevenueReportPage() {
  return <UnderConstruction title="Báo cáo doanh thu" />;
}
