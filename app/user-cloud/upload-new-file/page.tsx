import type { Metadata } from 'next';
import { UploadPanel } from '@/components/cloud/upload-panel';
import { cloudPageTitle } from '../_components/cloud-page-title';

export async function generateMetadata(): Promise<Metadata> {
  return { title: await cloudPageTitle('Tải lên tệp mới') };
}

/** ?lo=<batch id>: 'Tiếp tục tải lên' of an unfinished batch (docs/decisions/unfinished-uploads.md). */
export default async function UploadNewFilePage({ searchParams }: { searchParams: Promise<{ lo?: string | string[] }> }) {
  const { lo } = await searchParams;
  const batchId = typeof lo === 'string' && /^\d{1,9}$/.test(lo) ? Number(lo) : null;
  return (
    <section className="rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
      <h1 className="mb-4 text-2xl font-bold text-foreground">{batchId === null ? 'Tải lên tệp mới' : 'Tiếp tục tải lên'}</h1>
      <UploadPanel resumeBatchId={batchId} />
    </section>
  );
}
