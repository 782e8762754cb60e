import type { Metadata } from 'next';
import { UnderConstruction } from '@/app/(staff)/_components/under-construction';

export const metadata: Metadata = { title: 'Phê duyệt tài khoản' };

export default function AccountApprovalPage() {
  return <UnderConstruction title="Phê duyệt tài khoản" />;
}
