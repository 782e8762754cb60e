import type { Metadata } from 'next';
import { AdminLanding } from '@/components/admin/landing';
import { CATALOGUE_LINKS } from '@/lib/navigation/admin-areas';

export const metadata: Metadata = { title: 'Quản lý hệ thống' };

export default function SystemManagementPage() {
  return <AdminLanding title="Quản lý hệ thống" description="Danh mục của studio: khách hàng, vị trí, danh mục, nhóm hàng, đơn vị." links={CATALOGUE_LINKS} />;
}
