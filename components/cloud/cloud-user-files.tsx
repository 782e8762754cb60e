'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { userBatchesOptions } from '@/lib/client/queries/cloud-files';
import { formatStudioDateTime } from '@/domain/studio-time';
import { formatBytes } from '@/domain/validation/cloud-file-rules';
import { BatchList } from './batch-list';

/** /nguoi-dung-cloud/<id> (admin): one customer's usage, batches and files. */
export function CloudUserFiles({ cloudUserId }: { cloudUserId: number }) {
  const [page, setPage] = useState(0);
  const query = useQuery(userBatchesOptions(cloudUserId, page));
  const usage = query.data?.cloud_user_usage;
  const loaded = query.data !== undefined;

  // A notification about a new batch opens this page at '#lo-<id>' (docs/decisions/notification-settings.md):
  // once the batches are shown, that one is scrolled to and focused.
  useEffect(() => {
    if (!loaded) return;
    const reveal = () => {
      const target = /^#lo-\d+$/.test(window.location.hash) ? document.getElementById(window.location.hash.slice(1)) : null;
      target?.scrollIntoView({ block: 'start' });
      target?.focus({ preventScroll: true });
    };
    reveal();
    window.addEventListener('hashchange', reveal);
    return () => window.removeEventListener('hashchange', reveal);
  }, [loaded]);

  return (
    <div className="space-y-4">
      {usage && (
        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          <div className="rounded-lg border border-border p-3">
            <dt className="text-muted">Số tệp</dt>
            <dd className="text-lg font-semibold text-foreground">{usage.file_count}</dd>
          </div>
          <div className="rounded-lg border border-border p-3">
            <dt className="text-muted">Dung lượng đã dùng</dt>
            <dd className="text-lg font-semibold text-foreground">
              {formatBytes(usage.used_bytes)} / {formatBytes(usage.quota_bytes)}
            </dd>
          </div>
          <div className="rounded-lg border border-border p-3">
            <dt className="text-muted">Lần tải lên gần nhất</dt>
            <dd className="text-lg font-semibold text-foreground">{usage.last_upload_at ? formatStudioDateTime(usage.last_upload_at) : 'Chưa có'}</dd>
          </div>
        </dl>
      )}
      <BatchList
        query={{ isPending: query.isPending, isError: query.isError, data: query.data?.cloud_user_batches, refetch: query.refetch }}
        audience="studio" page={page} onPage={setPage} empty="Người dùng này chưa tải lên tệp nào." />
    </div>
  );
}
