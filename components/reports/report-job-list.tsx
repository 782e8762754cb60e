'use client';

import type { ReactNode } from 'react';
import type { ReportColumn } from '@/lib/reports/columns';
import type { ReportDefinition } from '@/lib/reports/definition';
import type { ReportFilterInput } from '@/lib/reports/period';
import { jobListReport, type JobListRow } from '@/lib/reports/job-list';
import { ExportButtons } from './export-buttons';
import { ReportQueryState } from './report-states';
import { ReportTable } from './report-table';
import { useReportPages } from './use-report';
import { MorePagesButton } from './more-pages-button';

type Props = {
  title: string;
  input: ReportFilterInput | null;
  query: string;
  emptyText: string;
  /** The list's definition: the jobs of the period or day (default), or /trang-thai-job's stuck jobs. */
  report?: ReportDefinition<JobListRow>;
  /** The columns on screen, where they differ from the export's (a wait counted to the page's "now"). */
  columns?: ReportColumn<JobListRow>[];
  /** Under the heading: what the list holds, and controls of its own (the stuck thresholds). */
  description?: ReactNode;
  children?: ReactNode;
};

/**
 * The jobs behind a report (created or completed in the period, or on one day, or stuck), each
 * opening /:id/sua-task, with 'Xem thêm' for further pages and its own export buttons.
 */
export function ReportJobList({ title, input, query, emptyText, report = jobListReport, columns = report.columns, description, children }: Props) {
  const pages = useReportPages(report, input);
  const data = pages.data ? { rows: pages.data.pages.flatMap((page) => page.rows), totals: pages.data.pages[0]?.totals ?? null } : undefined;
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <div className="mr-auto">
          <h2 className="text-lg font-semibold text-foreground">{title}</h2>
          {description && <p className="text-sm text-muted">{description}</p>}
        </div>
        <ExportButtons report={report.id} query={query} disabled={input === null} />
      </div>
      {children}
      <ReportQueryState query={{ ...pages, data }} isEmpty={(loaded) => loaded.rows.length === 0} emptyText={emptyText}>
        {(loaded) => (
          <>
            <ReportTable
              caption={title}
              columns={columns}
              rows={loaded.rows}
              totals={loaded.totals}
              rowKey={(row) => String(row.id)}
              cellHref={(column, row) => (column.key === 'id' || column.key === 'taskName') && row.id !== null ? `/${row.id}/sua-task` : null}
            />
            <MorePagesButton pages={pages} />
          </>
        )}
      </ReportQueryState>
    </section>
  );
}
