import type { Metadata } from 'next';
import { UnderConstruction } from '@/app/(staff)/_components/under-construction';

export const metadata: Metadata = { title: 'Chat' };

export default function ChatListPage() {
  return <UnderConstruction title="Chat" />;
}
