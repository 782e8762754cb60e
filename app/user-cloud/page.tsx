import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import Link from 'next/link';
import { MyFiles } from '@/components/cloud/my-files';
import { MyDeliveries } from '@/components/deliveries/my-deliveries';
import { buttonClassName } from '@/components/ui/button';
import { CloudMyBatchesDocument, CloudMyDeliveriesDocument, CloudMyUsageDocument } from '@/graphql/generated/operations.generated';
import { CLOUD_BATCH_PAGE_SIZE, cloudFileKeys } from '@/lib/client/queries/cloud-files';
import { deliveryKeys } from '@/lib/client/queries/deliveries';
import { currentCloudUser } from '@/lib/server/auth';
import { prefetchQueries } from '@/lib/server/prefetch';
import { callProvider } from '@/lib/server/provider-client';
import { cloudPageTitle } from './_components/cloud-page-title';

export async function generateMetadata(): Promise<Metadata> {
  return { title: await cloudPageTitle('Cloud') };
}

// The deliveries, the first page of batches and the usage line come in the first HTML, read with
// the session's token under the keys the screen reads (docs/decisions/server-prefetch.md): the
// deliveries' section no longer arrives after the scripts and pushes the files down.
export default async function CloudFilesPage() {
  // The layout already asked (a cached call): without a session it shows the login screen, not this page.
  const viewer = await currentCloudUser();
  const token = viewer?.token;
  const { state } = await prefetchQueries(
    token
      ? [
          { queryKey: deliveryKeys.mine, queryFn: async () => (await callProvider(CloudMyDeliveriesDocument, {}, { token })).cloud_my_deliveries },
          {
            queryKey: cloudFileKeys.mine('', 0),
            queryFn: async () => (await callProvider(CloudMyBatchesDocument, { search: null, limit: CLOUD_BATCH_PAGE_SIZE, offset: 0 }, { token })).cloud_my_batches,
          },
          { queryKey: cloudFileKeys.usage, queryFn: async () => (await callProvider(CloudMyUsageDocument, {}, { token })).cloud_my_usage },
        ]
      : [],
  );
  return (
    <HydrationBoundary state={state}>
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
    </HydrationBoundary>
  );
}
