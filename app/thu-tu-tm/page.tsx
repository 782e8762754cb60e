import type { Metadata } from 'next';
import { MailLinkScreen } from '@/components/mail/mail-link-screen';

export const metadata: Metadata = { title: 'Thư từ studio', robots: { index: false } };

// A link from a mail (docs/decisions/email.md): confirm an address or stop a kind of mail, without
// signing in. The action waits for a press, so a mail scanner that opens links changes nothing.
export default async function MailLinkPage({ searchParams }: { searchParams: Promise<{ t?: string }> }) {
  const { t } = await searchParams;
  return (
    <main className="flex min-h-dvh items-center justify-center bg-background p-4">
      <MailLinkScreen token={typeof t === 'string' ? t : ''} />
    </main>
  );
}
