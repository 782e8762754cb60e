'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { buttonClassName } from '@/components/ui/button';
import { cn } from '@/components/ui/class-names';
import { formatStudioDateTime } from '@/domain/studio-time';
import { myDeliveriesOptions, type Delivery } from '@/lib/client/queries/deliveries';

/**
 * /user-cloud: the studio's deliveries to this customer, one group per batch the studio worked on
 * (its original job and the revision jobs after it: docs/decisions/proofing.md), newest round
 * first. A delivery the customer has not opened yet is the new-results notice
 * (docs/decisions/delivery.md); opening it clears the notice.
 */
export function MyDeliveries() {
  const deliveries = useQuery(myDeliveriesOptions());
  const items = deliveries.data ?? [];
  if (items.length === 0) return null;
  const unseen = items.filter((delivery) => !delivery.seen).length;
  // The list comes newest first: a group sits where its newest round is.
  const groups = new Map<number, Delivery[]>();
  for (const delivery of items) groups.set(delivery.batch_id, [...(groups.get(delivery.batch_id) ?? []), delivery]);
  return (
    <section aria-labelledby="ket-qua-da-giao" className="mb-6 rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
      <h2 id="ket-qua-da-giao" className="text-lg font-semibold text-foreground">
        Kết quả studio đã giao
      </h2>
      {unseen > 0 && (
        <p role="status" className="mt-2 rounded-lg bg-success-soft px-3 py-2 text-sm font-medium text-success" data-testid="new-results-notice">
          Bạn có {unseen} lần giao kết quả mới.
        </p>
      )}
      <ul className="mt-3 divide-y divide-border">
        {[...groups.values()].map((group) => [...group].sort((a, b) => b.round - a.round || b.id - a.id)).map((rounds) => (
          <li key={rounds[0]!.batch_id} className="py-3" data-testid="delivery-group">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <h3 className="min-w-0 flex-1 truncate text-sm font-semibold text-foreground">{rounds[0]!.batch_name}</h3>
              {rounds.length > 1 && (
                // Delivered more than once: the newest version of every photo (docs/decisions/final-set.md).
                <Link href={`/user-cloud/ket-qua/${rounds[0]!.id}`} className="inline-flex min-h-11 items-center text-sm font-medium text-primary hover:underline" data-testid="final-set-link">
                  Bộ ảnh cuối
                </Link>
              )}
            </div>
            <ul className="mt-1 space-y-1">
              {rounds.map((delivery) => (
                  <li key={delivery.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-1 text-sm" data-testid="delivery">
                    <div className="min-w-0 flex-1 basis-48">
                      <p className="font-medium text-foreground">
                        Lần giao {delivery.round}
                        {!delivery.seen && <span className="ml-2 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">Mới</span>}
                        {delivery.submitted && <span className="ml-2 text-xs font-normal text-muted">Đã gửi phản hồi</span>}
                      </p>
                      <p className="text-xs text-muted">
                        {delivery.result_count} tệp kết quả · giao lúc {formatStudioDateTime(delivery.delivered_at)}
                      </p>
                    </div>
                    <Link
                      href={`/user-cloud/ket-qua/${delivery.id}`}
                      aria-label={`Xem kết quả lần giao ${delivery.round}`}
                      className={cn(buttonClassName({ size: 'sm', variant: delivery.seen ? 'secondary' : 'primary' }), 'ml-auto')}
                    >
                      Xem kết quả
                    </Link>
                  </li>
                ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
