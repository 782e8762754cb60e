import type { Metadata } from 'next';
import { UnderConstruction } from '@/app/(staff)/_components/under-construction';

export const metadata: Metadata = { title: 'Bảng công việc' };

export default function BoardPage() {
  return <UnderConstruction title="Bảng công việc" />;
}
