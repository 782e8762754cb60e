import type { Metadata } from 'next';
import { CatalogList } from '@/components/admin/catalog-list';
import { managementAreaOr404 } from '../../_components/management-area';

// The tab names the catalogue ('Nhóm hàng | TM'), as the page's heading does.
export async function generateMetadata({ params }: { params: Promise<{ area: string }> }): Promise<Metadata> {
  return { title: managementAreaOr404((await params).area).title };
}

export default async function ManagementListPage({ params }: { params: Promise<{ area: string }> }) {
  const area = managementAreaOr404((await params).area);
  return <CatalogList key={area.slug} area={area.area} slug={area.slug} title={area.title} />;
}
