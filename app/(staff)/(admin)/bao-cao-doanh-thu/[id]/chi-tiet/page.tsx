import type { Metadata } from 'next';
import { numericIdOr404 } from '@/app/(staff)/_components/numeric-id';
import { UnderConstruction } from '@/app/(staff)/_components/under-construction';

export const metadata: Metadata = { title: 'Chi tiết doanh thu' };

export default async function RevenueReportDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const id = numericIdOr404((await params).id);
  return (
    <UnderConstruction title="Chi tiết doanh thu">
      <p className="mt-1 text-sm text-muted">Báo cáo #{id}</p>
    </UnderConstruction>
  );
}
