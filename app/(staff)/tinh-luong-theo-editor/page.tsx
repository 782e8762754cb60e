import type { Metadata } from 'next';
import { UnderConstruction } from '@/app/(staff)/_components/under-construction';

export const metadata: Metadata = { title: 'Tính lương theo editor' };

export default function EditorSalaryPage() {
  return <UnderConstruction title="Tính lương theo editor" />;
}
