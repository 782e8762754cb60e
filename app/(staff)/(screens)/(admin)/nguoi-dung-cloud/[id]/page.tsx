import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { CloudUserFiles } from '@/components/cloud/cloud-user-files';

export const metadata: Metadata = { title: 'Tệp của người dùng cloud' };

type Props = { params: Promise<{ id: string }> };

// Admin only: the (admin) layout checks the role, and the provider's cloud_user_batches again.
export default async function CloudUserFilesPage({ params }: Props) {
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  return (
    <div className="mx-auto w-full max-w-6xl">
      <Link href="/nguoi-dung-cloud" className="text-sm font-medium text-muted hover:text-foreground">
        ← Người dùng cloud
      </Link>
      <section className="mt-3 rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
        <h1 className="mb-4 text-2xl font-bold text-foreground">Tệp của người dùng cloud #{id}</h1>
        <CloudUserFiles cloudUserId={Number(id)} />
      </section>
    </div>
  );
}
