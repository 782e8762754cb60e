import { notFound } from 'next/navigation';
import { MANAGEMENT_AREAS } from '@/lib/roles';

export type ManagementArea = (typeof MANAGEMENT_AREAS)[number];

/** The catalogue area named by the URL, or the 404 screen for an unknown slug. */
export function managementAreaOr404(slug: string): ManagementArea {
  const area = MANAGEMENT_AREAS.find((candidate) => candidate.slug === slug);
  if (!area) notFound();
  return area;
}
