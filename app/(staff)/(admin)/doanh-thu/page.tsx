import type { Metadata } from 'next';
import { UnderConstruction } from '@/app/(staff)/_components/under-construction';

export const metadata: Metadata = { title: 'Doanh thu' };

export default function RevenuePage() {
  return <UnderConstruction title="Doanh thu" />;
}
