import type { Metadata } from 'next';
import { AdminLanding } from '@/components/admin/landing';
import { CATALOGUE_LINKS } from '@/lib/navigation/admin-areas';

export const metadata: Metadata = { title: 'Danh mục' };

export default function CataloguePage() {
  return (
    <AdminLanding
      title="Danh mục"
      description="Danh mục định giá mọi công việc của studio."
      links={[...CATALOGUE_LINKS, { href: '/tuy-chon-giao-dien-danh-muc', title: 'Tùy chọn giao diện', description: 'Cách hiển thị danh mục và giao diện.' }]}
    />
  );
}
