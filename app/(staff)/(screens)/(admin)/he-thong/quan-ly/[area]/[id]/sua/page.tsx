import type { Metadata } from 'next';
import { numericIdOr404 } from '@/app/(staff)/_components/numeric-id';
import { CatalogFormScreen } from '@/components/admin/catalog-form';
import { managementAreaOr404 } from '../../../_components/management-area';

export const metadata: Metadata = { title: 'Quản lý' };

export default async function ManagementEditPage({ params }: { params: Promise<{ area: string; id: string }> }) {
  const { area: slug, id: rawId } = await params;
  const area = managementAreaOr404(slug);
  const id = numericIdOr404(rawId);
  return <CatalogFormScreen area={area.area} slug={area.slug} title={area.title} id={id} />;
}
