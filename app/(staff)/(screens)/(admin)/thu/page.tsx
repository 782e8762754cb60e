import type { Metadata } from 'next';
import { MailInboxScreen } from '@/components/admin/mail-inbox-screen';

export const metadata: Metadata = { title: 'Thư' };

export default function MailInboxPage() {
  return <MailInboxScreen />;
}
