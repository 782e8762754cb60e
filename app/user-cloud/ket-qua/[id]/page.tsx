import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DeliveryGallery } from '@/components/deliveries/delivery-gallery';
import { CloudDeliveryDocument } from '@/graphql/generated/operations.generated';
import { deliveryKeys } from '@/lib/client/queries/deliveries';
import { currentCloudUser } from '@/lib/server/auth';
import { prefetchQueries } from '@/lib/server/prefetch';
import { callProvider } from '@/lib/server/provider-client';
import { cloudPageTitle } from '../../_components/cloud-page-title';

export async function generateMetadata(): Promise<Metadata> {
  return { title: await cloudPageTitle('Kết quả') };
}

// One delivery's results (the provider answers only its own customer: docs/decisions/delivery.md).
// They come in the first HTML, read with the session's token under the key the gallery reads
// (docs/decisions/server-prefetch.md), so its first tiles need no request after the scripts; a
// delivery the provider refuses is not prefetched and the gallery shows its own 'not found'.
export default async function DeliveryPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  const deliveryId = Number(id);
  // The layout already asked (a cached call): without a session it shows the login screen, not this page.
  const viewer = await currentCloudUser();
  const { state } = await prefetchQueries([
    viewer && { queryKey: deliveryKeys.one(deliveryId), queryFn: () => callProvider(CloudDeliveryDocument, { id: deliveryId }, { token: viewer.token }) },
  ]);
  return (
    <section className="rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-8">
      <HydrationBoundary state={state}>
        <DeliveryGallery id={deliveryId} />
      </HydrationBoundary>
    </section>
  );
}
