import type { Metadata } from 'next';
import { UnderConstruction } from '@/app/(staff)/_components/under-construction';

export const metadata: Metadata = { title: 'Tùy chọn giao diện' };

export default function DisplaySettingsPage() {
  return <UnderConstruction title="Tùy chọn giao diện" />;
}
