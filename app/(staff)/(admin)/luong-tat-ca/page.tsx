import type { Metadata } from 'next';
import { UnderConstruction } from '@/app/(staff)/_components/under-construction';

export const metadata: Metadata = { title: 'Bảng lương' };

export default function AllSalariesPage() {
  return <UnderConstruction title="Bảng lương" />;
}
