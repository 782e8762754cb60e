import type { Metadata } from 'next';
import { UnderConstruction } from '@/app/(staff)/_components/under-construction';

export const metadata: Metadata = { title: 'Người dùng & nhân viên' };

export default function UsersAndStaffPage() {
  return <UnderConstruction title="Người dùng & nhân viên" />;
}
