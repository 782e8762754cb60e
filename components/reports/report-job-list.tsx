'use client';

import { Button } from '@/components/ui/button';
import type { ReportFilterInput } from '@/lib/report-period';
import { jobListReport } from '@/lib/reports/job-list';
import { ExportButtons } from './export-buttons';
import { ReportQueryState } from './report-states';
import { ReportTable } from './report-table';
import { useReportPages } from './use-report';

/**
 * The jobs behind a report (created or completed in the period, or on one day), each opening
 * /:id/sua-task, with 'Xem thêm' for further pages and its own export buttons.
 */
export function ReportJobList({ title, input, query, emptyText }: { title: string; input: ReportFilterInput | null; query: string; emptyText: string }) {
  const pages = useReportPages(jobListReport, input);
  const data = pages.data ? { rows: pages.data.pages.flatMap((page) => page.rows), totals: pages.data.pages[0]?.totals ?? null } : undefined;
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="mr-auto text-lg font-semibold text-foreground">{title}</h2>
        <ExportButtons report={jobListReport.id} query={query} disabled={input === null} />
      </div>
      <ReportQueryState query={{ ...pages, data }} isEmpty={(loaded) => loaded.rows.length === 0} emptyText={emptyText}>
        {(loaded) => (
          <>
            <ReportTable
              caption={title}
              columns={jobListReport.columns}
              rows={loaded.rows}
              totals={loaded.totals}
              rowKey={(row) => String(row.id)}
              cellHref={(column, row) => (column.key === 'id' || column.key === 'taskName') && row.id !== null ? `/${row.id}/sua-task` : null}
            />
            {pages.hasNextPage && (
              <Button variant="secondary" className="self-center" pending={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
                Xem thêm
              </Button>
            )}
          </>
        )}
      </ReportQueryState>
    </section>
  );
}
