import { notFound } from 'next/navigation';
import { MANAGEMENT_AREAS } from '@/lib/navigation/routes';
import type { CatalogArea } from '@/domain/validation/admin';

export type ManagementArea = (typeof MANAGEMENT_AREAS)[number] & { area: CatalogArea };

/** Which catalogue table each URL slug manages. */
const AREA_OF_SLUG: Record<(typeof MANAGEMENT_AREAS)[number]['slug'], CatalogArea> = {
  'tai-khoan-khach': 'customer',
  'vi-tri': 'location',
  'danh-muc': 'category',
  'nhom-hang': 'product_group',
  'don-vi': 'unit',
};

/** The catalogue area named by the URL, or the 404 screen for an unknown slug. */
export function managementAreaOr404(slug: string): ManagementArea {
  const area = MANAGEMENT_AREAS.find((candidate) => candidate.slug === slug);
  if (!area) notFound();
  return { ...area, area: AREA_OF_SLUG[area.slug] };
}
