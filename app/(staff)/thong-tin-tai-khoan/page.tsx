import type { Metadata } from 'next';
import { UnderConstruction } from '@/app/(staff)/_components/under-construction';

export const metadata: Metadata = { title: 'Thông tin tài khoản' };

export default function AccountInfoPage() {
  return <UnderConstruction title="Thông tin tài khoản" />;
}
