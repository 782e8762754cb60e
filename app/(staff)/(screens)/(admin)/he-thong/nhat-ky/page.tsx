import type { Metadata } from 'next';
import { AuditLogScreen } from '@/components/admin/audit-log-screen';

export const metadata: Metadata = { title: 'Nhật ký hệ thống' };

export default function AuditLogPage() {
  return <AuditLogScreen />;
}
