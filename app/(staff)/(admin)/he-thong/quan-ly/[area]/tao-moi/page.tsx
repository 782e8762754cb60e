import type { Metadata } from 'next';
import { UnderConstruction } from '@/app/(staff)/_components/under-construction';
import { managementAreaOr404 } from '../../_components/management-area';

export const metadata: Metadata = { title: 'Quản lý' };

export default async function ManagementCreatePage({ params }: { params: Promise<{ area: string }> }) {
  const area = managementAreaOr404((await params).area);
  return (
    <UnderConstruction title="Quản lý">
      <p className="mt-1 text-sm text-muted">{area.title} — Tạo mới</p>
    </UnderConstruction>
  );
}
