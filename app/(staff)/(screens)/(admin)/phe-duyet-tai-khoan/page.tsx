import type { Metadata } from 'next';
import { ApprovalsScreen } from '@/components/admin/approvals-screen';

export const metadata: Metadata = { title: 'Phê duyệt tài khoản' };

export default function AccountApprovalPage() {
  return <ApprovalsScreen />;
}
