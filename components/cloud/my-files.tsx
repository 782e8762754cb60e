'use client';

import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { Input } from '@/components/ui/input';
import { myBatchesOptions, myUsageOptions } from '@/lib/client/queries/cloud-files';
import { formatBytes } from '@/domain/validation/cloud-file-rules';
import { BatchList } from './batch-list';
import { reservedText } from './unfinished-batch';

/** /user-cloud: the customer's batches and files, with search and paging. */
export function MyFiles() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const deferredSearch = useDeferredValue(search.trim());
  const batches = useQuery(myBatchesOptions(deferredSearch, page));
  const usage = useQuery(myUsageOptions());

  return (
    <div className="space-y-4">
      {usage.data && (
        <p className="text-sm text-muted">
          {usage.data.file_count} tệp · đã dùng {formatBytes(usage.data.used_bytes)} / {formatBytes(usage.data.quota_bytes)}
          {usage.data.reserved_bytes > 0 && ` · ${reservedText(usage.data.reserved_bytes)}`}
        </p>
      )}
      <div className="max-w-sm">
        <label htmlFor="cloud-search" className="sr-only">
          Tìm tệp
        </label>
        <Input
          id="cloud-search"
          type="search"
          placeholder="Tìm theo tên lô hoặc tên tệp..."
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(0);
          }}
        />
      </div>
      <BatchList
        query={batches}
        audience="cloud"
        page={page}
        onPage={setPage}
        empty={deferredSearch ? 'Không tìm thấy tệp nào phù hợp.' : 'Bạn chưa tải lên tệp nào.'}
      />
    </div>
  );
}
