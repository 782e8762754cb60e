import type { Metadata } from 'next';
import { AdminLanding } from '@/components/admin/landing';
import { SYSTEM_LINKS } from '@/lib/navigation/admin-areas';

export const metadata: Metadata = { title: 'Hệ thống' };

export default function SystemPage() {
  return <AdminLanding title="Hệ thống" description="Quản trị tài khoản, danh mục và nhật ký của studio." links={SYSTEM_LINKS} />;
}
