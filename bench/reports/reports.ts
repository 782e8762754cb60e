// The reports bench/reports times: one entry per report. `baseline` names the rows the report
// reads, for the plain count(*) it is compared with. 9m's money reports add their entries here.
import type { Executor } from '../../provider/src/db/client';
import { jobsByDay } from '../../provider/src/modules/reports/jobs-by-day';
import { jobsByEditor } from '../../provider/src/modules/reports/jobs-by-editor';
import { listReportJobs } from '../../provider/src/modules/reports/jobs-list';
import { createdVsCompleted, cumulativeFlow, jobsDone } from '../../provider/src/modules/reports/jobs-series';
import { jobStatus } from '../../provider/src/modules/reports/jobs-status';
import { customerRevenueJobs, salaryJobs } from '../../provider/src/modules/reports/money-jobs';
import { customerRevenueReport, revenueReport } from '../../provider/src/modules/reports/money-revenue';
import { allSalaries } from '../../provider/src/modules/reports/money-salaries';
import type { ReportScope } from '../../provider/src/modules/reports/scope';

export type BenchReport = {
  name: string;
  /** count(*) of the jobs created, or completed, in the period. */
  baseline: 'created' | 'completed';
  run: (db: Executor, scope: ReportScope) => Promise<unknown>;
};

const moneyActor = (scope: ReportScope) => ({ id: scope.actorId, roleId: scope.roleId });
const moneyFilter = (scope: ReportScope) => ({ startDate: scope.firstDay, endDate: scope.lastDay });
/** The editor whose pay /tinh-luong-theo-editor is timed: the seed's first editor (id 3 in the bench's fresh database). */
const benchEditorId = 3;

export const BENCH_REPORTS: BenchReport[] = [
  { name: 'job-theo-ngay', baseline: 'created', run: jobsByDay },
  { name: 'job-theo-ngay: danh sách (trang 1)', baseline: 'completed', run: (db, scope) => listReportJobs(db, scope, { basis: 'completed', first: 500 }) },
  { name: 'job-theo-editor', baseline: 'completed', run: jobsByEditor },
  { name: 'trang-thai-job', baseline: 'created', run: jobStatus },
  { name: 'bieu-do: tạo/hoàn thành (ngày)', baseline: 'created', run: (db, scope) => createdVsCompleted(db, scope, 'day') },
  { name: 'bieu-do: luồng tích lũy (tuần)', baseline: 'created', run: (db, scope) => cumulativeFlow(db, scope, 'week') },
  { name: 'job-da-lam (ngày)', baseline: 'completed', run: (db, scope) => jobsDone(db, scope, 'day') },
  // Money reports (issue 9, items 6–9): the same period as the filter bar would send it.
  { name: 'doanh-thu (ngày, + kỳ trước)', baseline: 'completed', run: (db, scope) => revenueReport(db, moneyActor(scope), moneyFilter(scope), 'day') },
  { name: 'bao-cao-doanh-thu', baseline: 'completed', run: (db, scope) => customerRevenueReport(db, moneyActor(scope), moneyFilter(scope)) },
  { name: 'bao-cao-doanh-thu: chi tiết (trang 1)', baseline: 'completed', run: (db, scope) => customerRevenueJobs(db, moneyActor(scope), moneyFilter(scope), null, { limit: 500 }) },
  { name: 'tinh-luong-theo-editor (trang 1)', baseline: 'completed', run: (db, scope) => salaryJobs(db, moneyActor(scope), moneyFilter(scope), benchEditorId, { limit: 500 }) },
  { name: 'luong-tat-ca', baseline: 'completed', run: (db, scope) => allSalaries(db, moneyActor(scope), moneyFilter(scope)) },
];
