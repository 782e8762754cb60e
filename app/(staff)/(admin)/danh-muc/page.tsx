import type { Metadata } from 'next';
import { UnderConstruction } from '@/app/(staff)/_components/under-construction';

export const metadata: Metadata = { title: 'Danh mục' };

export default function CataloguePage() {
  return <UnderConstruction title="Danh mục" />;
}
