import type { Metadata } from 'next';
import Link from 'next/link';
import { UnderConstruction } from '@/app/(staff)/_components/under-construction';
import { MANAGEMENT_AREAS } from '@/lib/roles';

export const metadata: Metadata = { title: 'Quản lý hệ thống' };

export default function SystemManagementPage() {
  return (
    <UnderConstruction title="Quản lý hệ thống">
      <ul className="mt-4 flex flex-wrap gap-2">
        {MANAGEMENT_AREAS.map((area) => (
          <li key={area.slug}>
            <Link
              href={`/he-thong/quan-ly/${area.slug}/ds`}
              className="inline-block rounded-lg border border-border px-3 py-1.5 text-sm hover:border-primary hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
            >
              {area.title}
            </Link>
          </li>
        ))}
      </ul>
    </UnderConstruction>
  );
}
