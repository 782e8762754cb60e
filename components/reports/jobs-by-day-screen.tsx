'use client';

import { useSearchParams } from 'next/navigation';
import { cn } from '@/components/ui/class-names';
import { formatReportDay, untilToday } from '@/lib/reports/period';
import { useNow } from '@/components/ui/now';
import { JOB_LIST_PARAMS, jobListBasis } from '@/lib/reports/job-list';
import { jobsByDayReport } from '@/lib/reports/jobs-by-day';
import { ReportChart } from './report-chart';
import { ReportFrame } from './report-frame';
import { ReportJobList } from './report-job-list';
import { ReportQueryState } from './report-states';
import { ReportTable } from './report-table';
import { setReportParam, useReportFilter } from './use-report-filter';
import { useReport } from './use-report';

/** /job-theo-ngay: per day, jobs created and completed and files completed; a day opens its jobs. */
export function JobsByDayScreen({ roleId }: { roleId: number | null }) {
  const state = useReportFilter(roleId);
  const report = useReport(jobsByDayReport, state.input);
  const now = useNow();
  const searchParams = useSearchParams();
  const day = searchParams.get(JOB_LIST_PARAMS.day);
  const basis = jobListBasis(searchParams);
  // A day outside the current period is dropped rather than asked for.
  const dayInPeriod = day && state.input && day >= state.input.startDate && day <= state.input.endDate ? day : null;

  return (
    <ReportFrame title="Việc theo ngày" description="Việc tạo mới, việc hoàn thành và file hoàn thành mỗi ngày." roleId={roleId} state={state} exportReport={jobsByDayReport.id}>
      <ReportQueryState query={report} isEmpty={(data) => !data.totals || (data.totals.created === 0 && data.totals.completed === 0)}>
        {(data) => (
          <>
            <ReportChart
              title="Việc tạo mới và hoàn thành theo ngày"
              kind="bar"
              data={untilToday(data.rows, (row) => row.day, now).map((row) => ({ day: formatReportDay(row.day ?? '').slice(0, 5), created: row.created, completed: row.completed }))}
              xKey="day"
              series={[
                { key: 'created', label: 'Việc tạo mới', color: '#6366f1' },
                { key: 'completed', label: 'Việc hoàn thành', color: '#10b981' },
              ]}
            />
            <ReportTable
              caption="Việc theo ngày"
              columns={jobsByDayReport.columns}
              rows={data.rows}
              totals={data.totals}
              rowKey={(row) => row.day ?? 'tong'}
              selectedKey={dayInPeriod}
              onSelectRow={(row) => {
                setReportParam(JOB_LIST_PARAMS.day, row.day === dayInPeriod ? null : row.day);
              }}
            />
          </>
        )}
      </ReportQueryState>
      {dayInPeriod && (
        <>
          <div role="radiogroup" aria-label="Danh sách việc của ngày" className="inline-flex self-start rounded-lg border border-border bg-surface p-0.5">
            {(
              [
                ['tao', 'Việc tạo trong ngày', basis === 'created'],
                ['hoan-thanh', 'Việc hoàn thành trong ngày', basis === 'completed'],
              ] as const
            ).map(([value, label, checked]) => (
              <button
                key={value}
                type="button"
                role="radio"
                aria-checked={checked}
                onClick={() => setReportParam(JOB_LIST_PARAMS.basis, value)}
                className={cn('h-8 rounded-md px-3 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary', checked ? 'bg-primary text-primary-foreground' : 'text-foreground hover:bg-primary-soft')}
              >
                {label}
              </button>
            ))}
          </div>
          <ReportJobList
            title={`${basis === 'created' ? 'Việc tạo' : 'Việc hoàn thành'} ngày ${formatReportDay(dayInPeriod)}`}
            input={state.input}
            query={state.query}
            emptyText="Không có việc nào trong ngày này."
          />
        </>
      )}
    </ReportFrame>
  );
}
