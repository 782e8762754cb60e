import type { Metadata } from 'next';
import { StaffScreen } from '@/components/admin/staff-screen';
import { requireStaff } from '@/lib/server/auth';

export const metadata: Metadata = { title: 'Người dùng & nhân viên' };

export default async function UsersAndStaffPage() {
  const viewer = await requireStaff('/nguoi-dung-va-nhan-vien');
  return <StaffScreen viewerId={viewer.id} />;
}
