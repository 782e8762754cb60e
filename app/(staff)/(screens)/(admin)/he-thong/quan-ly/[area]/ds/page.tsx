import type { Metadata } from 'next';
import { CatalogList } from '@/components/admin/catalog-list';
import { managementAreaOr404 } from '../../_components/management-area';

export const metadata: Metadata = { title: 'Quản lý' };

export default async function ManagementListPage({ params }: { params: Promise<{ area: string }> }) {
  const area = managementAreaOr404((await params).area);
  return <CatalogList key={area.slug} area={area.area} slug={area.slug} title={area.title} />;
}
