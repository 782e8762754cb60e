import type { Metadata } from 'next';
import { UnderConstruction } from '@/app/(staff)/_components/under-construction';

export const metadata: Metadata = { title: 'Người dùng cloud' };

export default function CloudUsersPage() {
  return <UnderConstruction title="Người dùng cloud" />;
}
