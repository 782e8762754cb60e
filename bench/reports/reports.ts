// The reports bench/reports times: one entry per report. `baseline` names the period's rows
// (created or completed jobs) for the plain count(*) every report is compared with. `ownRows`,
// where a report reads other rows of tasks than those (a page of a list, the stuck jobs), is a
// plain read of just those rows: a second ratio, printed beside the first, never instead of it
// (docs/decisions/reports-speed.md).
import { sql } from 'drizzle-orm';
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
import { PAGE_SIZE } from '../../lib/reports/definition';

export type BenchReport = {
  name: string;
  /** count(*) of the jobs created, or completed, in the period. */
  baseline: 'created' | 'completed';
  run: (db: Executor, scope: ReportScope) => Promise<unknown>;
  /** A plain query over the rows of tasks the report reads, when they are not the period's. */
  ownRows?: (db: Executor, scope: ReportScope) => Promise<unknown>;
};

const moneyActor = (scope: ReportScope) => ({ id: scope.actorId, roleId: scope.roleId });
const moneyFilter = (scope: ReportScope) => ({ startDate: scope.firstDay, endDate: scope.lastDay });
/** The editor whose pay /tinh-luong-theo-editor is timed: the seed's first editor (id 3 in the bench's fresh database). */
const benchEditorId = 3;

const instant = (value: Date) => sql`${value.toISOString()}::timestamptz`;
/** A list's first page on screen (lib/reports/definition.ts), as the screen and its server prefetch read it. */
const SCREEN_PAGE = PAGE_SIZE.screen;
/** The page a list shows first: SCREEN_PAGE + 1 plain rows in its order (the report asks for one more to know whether more follow). */
const plainPage = (db: Executor, scope: ReportScope, narrow = sql`true`) =>
  db.execute(sql`select t.* from tasks t where t.completed_at >= ${instant(scope.from)} and t.completed_at < ${instant(scope.to)} and ${narrow}
    order by t.completed_at, t.id limit ${SCREEN_PAGE + 1}`);
/** /trang-thai-job's first page of stuck jobs (default thresholds, as the bench's database has): SCREEN_PAGE + 1 plain rows in their order. */
const stuckPage = (db: Executor, scope: ReportScope) =>
  db.execute(sql`select t.* from tasks t where t.status in (3, 5) and t.created_at >= ${instant(scope.from)} and t.created_at < ${instant(scope.to)}
    and ((t.status = 5 and t.status_since < now() - interval '2 days') or (t.status = 3 and t.status_since < now() - interval '3 days'))
    order by t.status_since, t.id limit ${SCREEN_PAGE + 1}`);

export const BENCH_REPORTS: BenchReport[] = [
  { name: 'job-theo-ngay', baseline: 'created', run: jobsByDay },
  { name: 'job-theo-ngay: danh sách (trang 1)', baseline: 'completed', run: (db, scope) => listReportJobs(db, scope, { basis: 'completed', first: SCREEN_PAGE }), ownRows: (db, scope) => plainPage(db, scope) },
  { name: 'job-theo-editor', baseline: 'completed', run: jobsByEditor },
  { name: 'trang-thai-job', baseline: 'created', run: jobStatus },
  { name: 'trang-thai-job: job bị kẹt (trang 1)', baseline: 'created', run: (db, scope) => listReportJobs(db, scope, { basis: 'stuck', first: SCREEN_PAGE }), ownRows: stuckPage },
  { name: 'bieu-do: tạo/hoàn thành (ngày)', baseline: 'created', run: (db, scope) => createdVsCompleted(db, scope, 'day') },
  { name: 'bieu-do: luồng tích lũy (tuần)', baseline: 'created', run: (db, scope) => cumulativeFlow(db, scope, 'week') },
  { name: 'job-da-lam (ngày)', baseline: 'completed', run: (db, scope) => jobsDone(db, scope, 'day') },
  // Money reports (issue 9, items 6–9): the same period as the filter bar would send it.
  { name: 'doanh-thu (ngày, + kỳ trước)', baseline: 'completed', run: (db, scope) => revenueReport(db, moneyActor(scope), moneyFilter(scope), 'day') },
  { name: 'bao-cao-doanh-thu', baseline: 'completed', run: (db, scope) => customerRevenueReport(db, moneyActor(scope), moneyFilter(scope)) },
  { name: 'bao-cao-doanh-thu: chi tiết (trang 1)', baseline: 'completed', run: (db, scope) => customerRevenueJobs(db, moneyActor(scope), moneyFilter(scope), null, { limit: SCREEN_PAGE }),
    ownRows: (db, scope) => plainPage(db, scope, sql`t.customer_id is null`),
  },
  { name: 'tinh-luong-theo-editor (trang 1)', baseline: 'completed', run: (db, scope) => salaryJobs(db, moneyActor(scope), moneyFilter(scope), benchEditorId, { limit: SCREEN_PAGE }),
    ownRows: (db, scope) => plainPage(db, scope, sql`(t.editor_id = ${benchEditorId} or t.qa_id = ${benchEditorId})`),
  },
  { name: 'luong-tat-ca', baseline: 'completed', run: (db, scope) => allSalaries(db, moneyActor(scope), moneyFilter(scope)) },
];
