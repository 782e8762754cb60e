import type { Metadata } from 'next';
import { CatalogFormScreen } from '@/components/admin/catalog-form';
import { managementAreaOr404 } from '../../_components/management-area';

// The tab says what the form does, as its heading ('Nhóm hàng — Tạo mới').
export async function generateMetadata({ params }: { params: Promise<{ area: string }> }): Promise<Metadata> {
  return { title: `${managementAreaOr404((await params).area).title} — Tạo mới` };
}

export default async function ManagementCreatePage({ params }: { params: Promise<{ area: string }> }) {
  const area = managementAreaOr404((await params).area);
  return <CatalogFormScreen area={area.area} slug={area.slug} title={area.title} id={null} />;
}
