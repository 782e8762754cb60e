import type { Metadata } from 'next';
import { UnderConstruction } from '@/app/(staff)/_components/under-construction';

export const metadata: Metadata = { title: 'Tạo việc mới' };

export default function CreateTaskPage() {
  return <UnderConstruction title="Tạo việc mới" />;
}
