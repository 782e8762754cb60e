'use client';

import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

type QueryLike<T> = { data: T | undefined; isError: boolean; error: Error | null; refetch: () => unknown };

/** A report's loading, error and empty states around whatever shows its data. */
export function ReportQueryState<T>({
  query,
  isEmpty,
  emptyText = 'Không có dữ liệu trong khoảng thời gian này.',
  errorTitle = 'Không tải được báo cáo',
  children,
}: {
  query: QueryLike<T>;
  isEmpty: (data: T) => boolean;
  emptyText?: string;
  errorTitle?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isError && query.data === undefined) {
    return (
      <Alert variant="error" title={errorTitle}>
        <p>{query.error?.message}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void query.refetch()}>
          Thử lại
        </Button>
      </Alert>
    );
  }
  if (query.data === undefined) return <ReportSkeleton />;
  if (isEmpty(query.data)) {
    return (
      <p role="status" className="rounded-2xl border border-dashed border-border bg-surface px-4 py-8 text-center text-sm text-muted">
        {emptyText}
      </p>
    );
  }
  return <>{children(query.data)}</>;
}

/** Grey rows while a report loads. */
export function ReportSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div role="status" aria-label="Đang tải báo cáo" className="space-y-2 rounded-2xl border border-border bg-surface p-4 shadow-sm">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} aria-hidden="true" className="h-8 animate-pulse rounded bg-border/70" />
      ))}
    </div>
  );
}
