import type { Metadata } from 'next';
import { UnderConstruction } from '@/app/(staff)/_components/under-construction';

export const metadata: Metadata = { title: 'Hệ thống' };

export default function SystemPage() {
  return <UnderConstruction title="Hệ thống" />;
}
