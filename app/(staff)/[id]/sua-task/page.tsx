import type { Metadata } from 'next';
import { numericIdOr404 } from '@/app/(staff)/_components/numeric-id';
import { UnderConstruction } from '@/app/(staff)/_components/under-construction';

export const metadata: Metadata = { title: 'Sửa task' };

export default async function EditTaskPage({ params }: { params: Promise<{ id: string }> }) {
  const id = numericIdOr404((await params).id);
  return (
    <UnderConstruction title="Sửa task">
      <p className="mt-1 text-sm text-muted">Task #{id}</p>
    </UnderConstruction>
  );
}
