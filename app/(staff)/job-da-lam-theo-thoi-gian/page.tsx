import type { Metadata } from 'next';
import { UnderConstruction } from '@/app/(staff)/_components/under-construction';

export const metadata: Metadata = { title: 'Job đã làm theo thời gian' };

export default function JobsDoneOverTimePage() {
  return <UnderConstruction title="Job đã làm theo thời gian" />;
}
