import type { Metadata } from 'next';
import Link from 'next/link';
import { MyFiles } from '@/components/cloud/my-files';
import { MyDeliveries } from '@/components/deliveries/my-deliveries';
import { buttonClassName } from '@/components/ui/button';
import { cloudPageTitle } from './_components/cloud-page-title';

export async function generateMetadata(): Promise<Metadata> {
  return { title: await cloudPageTitle('Cloud') };
}

export default function CloudFilesPage() {
  return (
    <>
      <MyDeliveries />
      <section className="rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-foreground">Tệp của tôi</h1>
        <Link href="/user-cloud/upload-new-file" className={buttonClassName()}>
          Tải lên tệp mới
        </Link>
      </div>
      <MyFiles />
      </section>
    </>
  );
}
