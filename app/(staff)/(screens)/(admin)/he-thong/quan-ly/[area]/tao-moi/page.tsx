import type { Metadata } from 'next';
import { CatalogFormScreen } from '@/components/admin/catalog-form';
import { managementAreaOr404 } from '../../_components/management-area';

export const metadata: Metadata = { title: 'Quản lý' };

export default async function ManagementCreatePage({ params }: { params: Promise<{ area: string }> }) {
  const area = managementAreaOr404((await params).area);
  return <CatalogFormScreen area={area.area} slug={area.slug} title={area.title} id={null} />;
}
