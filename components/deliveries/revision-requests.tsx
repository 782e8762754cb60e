'use client';

import { useQuery } from '@tanstack/react-query';
import { cloudThumbnailUrl } from '@/lib/client/queries/cloud-files';
import { resultThumbnailUrl, revisionRequestsOptions } from '@/lib/client/queries/deliveries';
import { JobPageSection } from '@/components/tasks/job-page-section';

// A revision job's page (docs/decisions/proofing.md): each photo the customer asked changes on —
// the delivered result's thumbnail, its original's, and the customer's note. Nothing for an ordinary job.

export function RevisionRequests({ taskId }: { taskId: number }) {
  const requests = useQuery(revisionRequestsOptions(taskId));
  const rows = requests.data ?? [];
  if (rows.length === 0) return null;
  return (
    <JobPageSection id="yeu-cau-sua" title={`Khách yêu cầu sửa (${rows.length})`} testId="revision-requests">
      <ul className="mt-3 space-y-3">
        {rows.map((row) => (
          <li key={row.id} className="flex flex-wrap items-start gap-3" data-testid="revision-request">
            {row.has_thumbnail && (
              // eslint-disable-next-line @next/next/no-img-element -- the checked thumbnail route
              <img src={resultThumbnailUrl(row.id, 'staff')} alt={`Ảnh đã giao ${row.name}`} loading="lazy" className="size-20 rounded-lg border border-border object-cover" />
            )}
            {row.original_file_id !== null && row.original_has_thumbnail && (
              // eslint-disable-next-line @next/next/no-img-element -- the checked thumbnail route
              <img src={cloudThumbnailUrl(row.original_file_id, 'studio')} alt={`Ảnh gốc ${row.original_name ?? ''}`} loading="lazy" className="size-20 rounded-lg border border-border object-cover" />
            )}
            <div className="min-w-0 flex-1">
              <p className="break-words text-sm font-medium text-foreground">{row.name}</p>
              <p className="break-words text-sm text-muted">{row.original_name ? `Ảnh gốc: ${row.original_name}` : 'Không có ảnh gốc cùng tên'}</p>
              <p className="mt-1 break-words text-sm text-danger">{row.review_note}</p>
            </div>
          </li>
        ))}
      </ul>
    </JobPageSection>
  );
}
