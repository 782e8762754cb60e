import type { Metadata } from 'next';
import { UploadPanel } from '@/components/cloud/upload-panel';
import { cloudPageTitle } from '../_components/cloud-page-title';

export async function generateMetadata(): Promise<Metadata> {
  return { title: await cloudPageTitle('Tải lên tệp mới') };
}

export default function UploadNewFilePage() {
  return (
    <section className="rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
      <h1 className="mb-4 text-2xl font-bold text-foreground">Tải lên tệp mới</h1>
      <UploadPanel />
    </section>
  );
}
