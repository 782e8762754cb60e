import type { Metadata } from 'next';
import { UnderConstruction } from '@/app/(staff)/_components/under-construction';

export const metadata: Metadata = { title: 'Trạng thái job' };

export default function JobStatusPage() {
  return <UnderConstruction title="Trạng thái job" />;
}
