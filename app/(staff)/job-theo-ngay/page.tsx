import type { Metadata } from 'next';
import { UnderConstruction } from '@/app/(staff)/_components/under-construction';

export const metadata: Metadata = { title: 'Job theo ngày' };

export default function JobsByDayPage() {
  return <UnderConstruction title="Job theo ngày" />;
}
