import type { Metadata } from 'next';
import { CloudUsersScreen } from '@/components/admin/cloud-users-screen';

export const metadata: Metadata = { title: 'Người dùng cloud' };

export default function CloudUsersPage() {
  return <CloudUsersScreen />;
}
