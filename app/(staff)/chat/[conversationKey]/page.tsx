import type { Metadata } from 'next';
import { UnderConstruction } from '@/app/(staff)/_components/under-construction';

export const metadata: Metadata = { title: 'Chat' };

export default async function ConversationPage({ params }: { params: Promise<{ conversationKey: string }> }) {
  await params;
  return <UnderConstruction title="Chat" />;
}
