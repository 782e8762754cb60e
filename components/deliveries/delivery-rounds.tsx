'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { formatStudioDateTime } from '@/domain/studio-time';
import { deliveryRoundsOptions } from '@/lib/client/queries/deliveries';
import { JobPageSection } from '@/components/tasks/job-page-section';

// The job page's 'Các lần giao cho khách' (docs/decisions/proofing.md): every delivery of the
// job's chain — the original job's round 1 and each revision job's round — newest first, with who
// delivered it and the customer's answers. The same on the original and on any revision job of it.

export function DeliveryRounds({ taskId }: { taskId: number }) {
  const rounds = useQuery(deliveryRoundsOptions(taskId));
  const rows = rounds.data ?? [];
  if (rows.length === 0) return null;
  return (
    <JobPageSection id="cac-lan-giao" title="Các lần giao cho khách" testId="delivery-rounds">
      <ul className="mt-3 divide-y divide-border">
        {rows.map((row) => (
          <li key={row.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2 text-sm" data-testid="delivery-round">
            <p className="min-w-0 flex-1 basis-56">
              <span className="font-medium text-foreground">Lần giao {row.round}</span>
              {row.task_id !== taskId && (
                <>
                  {' · '}
                  <Link href={`/${row.task_id}/sua-task`} className="break-words text-primary hover:underline">
                    {row.task_name}
                  </Link>
                </>
              )}
              <span className="block text-xs text-muted">
                {formatStudioDateTime(row.delivered_at)}
                {row.delivered_by_name ? ` · ${row.delivered_by_name} giao` : ''}
              </span>
            </p>
            <p className="text-muted" data-testid="delivery-round-counts">
              {row.result_count} ảnh · {row.approved_count} đồng ý · {row.changes_count} cần sửa
              {row.submitted ? ' · khách đã gửi phản hồi' : ' · chờ khách phản hồi'}
            </p>
          </li>
        ))}
      </ul>
    </JobPageSection>
  );
}
