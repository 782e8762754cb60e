import type { Metadata } from 'next';
import { UnderConstruction } from '@/app/(staff)/_components/under-construction';

export const metadata: Metadata = { title: 'Thông báo' };

export default function NotificationsPage() {
  return <UnderConstruction title="Thông báo" />;
}
