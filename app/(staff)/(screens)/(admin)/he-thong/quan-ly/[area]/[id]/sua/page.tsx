import type { Metadata } from 'next';
import { numericIdOr404 } from '@/app/(staff)/_components/numeric-id';
import { CatalogFormScreen } from '@/components/admin/catalog-form';
import { managementAreaOr404 } from '../../../_components/management-area';

// The tab says what the form does, as its heading ('Nhóm hàng — Sửa').
export async function generateMetadata({ params }: { params: Promise<{ area: string }> }): Promise<Metadata> {
  return { title: `${managementAreaOr404((await params).area).title} — Sửa` };
}

export default async function ManagementEditPage({ params }: { params: Promise<{ area: string; id: string }> }) {
  const { area: slug, id: rawId } = await params;
  const area = managementAreaOr404(slug);
  const id = numericIdOr404(rawId);
  return <CatalogFormScreen area={area.area} slug={area.slug} title={area.title} id={id} />;
}
