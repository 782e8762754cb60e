// The reports bench/reports times: one entry per report. `baseline` names the rows the report
// reads, for the plain count(*) it is compared with. 9m's money reports add their entries here.
import type { Executor } from '../../provider/src/db/client';
import { jobsByDay } from '../../provider/src/modules/reports/jobs-by-day';
import { jobsByEditor } from '../../provider/src/modules/reports/jobs-by-editor';
import { listReportJobs } from '../../provider/src/modules/reports/jobs-list';
import { createdVsCompleted, cumulativeFlow, jobsDone } from '../../provider/src/modules/reports/jobs-series';
import { jobStatus } from '../../provider/src/modules/reports/jobs-status';
import type { ReportScope } from '../../provider/src/modules/reports/scope';

export type BenchReport = {
  name: string;
  /** count(*) of the jobs created, or completed, in the period. */
  baseline: 'created' | 'completed';
  run: (db: Executor, scope: ReportScope) => Promise<unknown>;
};

export const BENCH_REPORTS: BenchReport[] = [
  { name: 'job-theo-ngay', baseline: 'created', run: jobsByDay },
  { name: 'job-theo-ngay: danh sách (trang 1)', baseline: 'completed', run: (db, scope) => listReportJobs(db, scope, { basis: 'completed', first: 500 }) },
  { name: 'job-theo-editor', baseline: 'completed', run: jobsByEditor },
  { name: 'trang-thai-job', baseline: 'created', run: jobStatus },
  { name: 'bieu-do: tạo/hoàn thành (ngày)', baseline: 'created', run: (db, scope) => createdVsCompleted(db, scope, 'day') },
  { name: 'bieu-do: luồng tích lũy (tuần)', baseline: 'created', run: (db, scope) => cumulativeFlow(db, scope, 'week') },
  { name: 'job-da-lam (ngày)', baseline: 'completed', run: (db, scope) => jobsDone(db, scope, 'day') },
];
