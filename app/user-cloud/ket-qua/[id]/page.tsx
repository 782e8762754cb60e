import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DeliveryGallery } from '@/components/deliveries/delivery-gallery';
import { cloudPageTitle } from '../../_components/cloud-page-title';

export async function generateMetadata(): Promise<Metadata> {
  return { title: await cloudPageTitle('Kết quả') };
}

// One delivery's results (the provider answers only its own customer: docs/decisions/delivery.md).
export default async function DeliveryPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  return (
    <section className="rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-8">
      <DeliveryGallery id={Number(id)} />
    </section>
  );
}
