import type { Metadata } from 'next';
import { UnderConstruction } from '@/app/(staff)/_components/under-construction';

export const metadata: Metadata = { title: 'Biểu đồ' };

export default function ChartsPage() {
  return <UnderConstruction title="Biểu đồ" />;
}
