import type { Metadata } from 'next';
import { UnderConstruction } from '@/app/(staff)/_components/under-construction';

export const metadata: Metadata = { title: 'Chat mới' };

export default function NewChatPage() {
  return <UnderConstruction title="Chat mới" />;
}
