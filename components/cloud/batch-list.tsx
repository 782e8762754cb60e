'use client';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { CLOUD_BATCH_PAGE_SIZE, type CloudBatch } from '@/lib/client/queries/cloud-files';
import { BatchCard } from './batch-card';

type Props = {
  /** What the list needs of a query: its state, its page of batches and a retry. */
  query: { isPending: boolean; isError: boolean; data: { items: CloudBatch[]; total: number } | null | undefined; refetch: () => unknown };
  audience: 'cloud' | 'studio';
  page: number;
  onPage: (page: number) => void;
  empty: string;
};

/** A page of batches with loading, error and empty states, and paging. */
export function BatchList({ query, audience, page, onPage, empty }: Props) {
  if (query.isPending) {
    return (
      <p className="flex items-center gap-2 py-6 text-muted">
        <Spinner /> Đang tải...
      </p>
    );
  }
  if (query.isError || !query.data) {
    return (
      <Alert variant="error">
        Không tải được danh sách tệp.{' '}
        <button type="button" className="font-semibold underline" onClick={() => void query.refetch()}>
          Thử lại
        </button>
      </Alert>
    );
  }
  const { items, total } = query.data;
  if (items.length === 0) return <p className="py-6 text-muted">{empty}</p>;
  const pages = Math.max(1, Math.ceil(total / CLOUD_BATCH_PAGE_SIZE));

  return (
    <div className="space-y-4">
      {items.map((batch) => (
        <BatchCard key={batch.id} batch={batch} audience={audience} />
      ))}
      {pages > 1 && (
        <nav aria-label="Phân trang" className="flex items-center justify-center gap-3">
          <Button variant="secondary" size="sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
            Trang trước
          </Button>
          <span className="text-sm text-muted">
            Trang {page + 1} / {pages}
          </span>
          <Button variant="secondary" size="sm" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
            Trang sau
          </Button>
        </nav>
      )}
    </div>
  );
}
