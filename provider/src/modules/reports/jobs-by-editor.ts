import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { medianCycleHours } from './cycle-median';
import { NO_ON_TIME, onTimeBy, type OnTimeFigures } from './on-time';
import { personName, rowsOf, summaryDays, type ReportScope } from './scope';
import { NO_TURNAROUND, turnaroundBy, type TurnaroundFigures } from './turnaround';

// /job-theo-editor: per editor (the job's current editor), over the period:
// - assigned: their jobs created in the period; inProgress / waitApprove: of those, now in that status;
// - completed / filesCompleted: their jobs completed in the period;
// - rejections: moves to Reject dated in the period on their jobs (report_reject_days);
// - firstPassRate: share of the completed ones never rejected (tasks.reject_count = 0);
// - medianCycleHours: median of completed_at − first_assigned_at over the completed ones, read
//   through the cycle buckets (cycle-median.ts) unless the filter names a QA or searches; then it
//   sorts every completed job's cycle (date_part's float8, not extract's numeric: the same median,
//   about 30 % less time for a year's jobs).
// - onTime: of the completed ones, those with a due time and those completed by it (on-time.ts).
// - turnaround: their original jobs first delivered to the customer in the period (turnaround.ts).
// The counts come from report_days / report_reject_days when the filter allows, else from the jobs
// (reject_count and first_assigned_at are kept by the task_history trigger: one row per job).

export type EditorRow = {
  editorId: number | null;
  editorName: string;
  assigned: number;
  inProgress: number;
  waitApprove: number;
  completed: number;
  filesCompleted: number;
  rejections: number;
  firstPassRate: number | null;
  medianCycleHours: number | null;
  onTime: OnTimeFigures;
  turnaround: TurnaroundFigures;
};

type RawRow = Omit<EditorRow, 'firstPassRate' | 'editorName' | 'onTime' | 'turnaround'> & { editorName: string | null; firstPass: number };

export async function jobsByEditor(db: Executor, scope: ReportScope) {
  const from = sql`${scope.from.toISOString()}::timestamptz`;
  const to = sql`${scope.to.toISOString()}::timestamptz`;
  const created = sql`t.created_at >= ${from} and t.created_at < ${to}`;
  const completed = sql`t.completed_at >= ${from} and t.completed_at < ${to}`;
  // Counts from the day summary when the filter allows, else from the jobs.
  const fromJobs = sql`
        select t.editor_id,
          count(*) filter (where ${created})::int as assigned,
          count(*) filter (where ${created} and t.status = 3)::int as in_progress,
          count(*) filter (where ${created} and t.status = 5)::int as wait_approve,
          count(*) filter (where ${completed})::int as completed,
          coalesce(sum(t.total_file) filter (where ${completed}), 0)::int as files,
          count(*) filter (where ${completed} and t.reject_count = 0)::int as first_pass,
          percentile_cont(0.5) within group (order by date_part('epoch', t.completed_at - t.first_assigned_at) / 3600)
            filter (where ${completed} and t.first_assigned_at is not null) as median_hours
        from tasks t
        where t.editor_id is not null and ((${created}) or (${completed})) and ${scope.where}
        group by rollup (t.editor_id)`;
  const countsFromSummary = sql`
          select nullif(d.editor_id, 0) as editor_id,
            coalesce(sum(d.created_jobs), 0)::int as assigned,
            coalesce(sum(d.created_jobs) filter (where d.status = 3), 0)::int as in_progress,
            coalesce(sum(d.created_jobs) filter (where d.status = 5), 0)::int as wait_approve,
            coalesce(sum(d.completed_jobs), 0)::int as completed,
            coalesce(sum(d.completed_files), 0)::int as files,
            coalesce(sum(d.first_pass_jobs), 0)::int as first_pass
          from report_days d where d.editor_id <> 0 and ${summaryDays(scope)}
          -- The total row always, as the rollup over the jobs gives it even when no editor has a job.
          group by rollup (d.editor_id) having grouping(d.editor_id) = 1 or sum(d.created_jobs) <> 0 or sum(d.completed_jobs) <> 0`;
  // The median from the cycle summary (cycle-median.ts) when the filter allows, else by ordering
  // every completed job's cycle (a QA in the filter; a search reads everything from the jobs).
  const perEditor = !scope.summary
    ? fromJobs
    : scope.cycles
      ? sql`select c.*, null::float8 as median_hours from (${countsFromSummary}) c`
      : sql`
        select c.*, m.median_hours from (${countsFromSummary}) c
        left join (
          select t.editor_id, percentile_cont(0.5) within group (order by date_part('epoch', t.completed_at - t.first_assigned_at) / 3600) as median_hours
          from tasks t where ${completed} and t.editor_id is not null and t.first_assigned_at is not null and ${scope.where}
          group by rollup (t.editor_id)) m on m.editor_id is not distinct from c.editor_id`;
  const rejections = scope.summary
    ? sql`
        select nullif(d.editor_id, 0) as editor_id, sum(d.rejections)::int as n
        from report_reject_days d where d.editor_id <> 0 and ${summaryDays(scope)}
        group by rollup (d.editor_id)`
    : sql`
        select t.editor_id, count(*)::int as n
        from task_history h join tasks t on t.id = h.task_id
        where h.to_status = 6 and h.from_status is distinct from 6 and h.created_at >= ${from} and h.created_at < ${to}
          and t.editor_id is not null and ${scope.where}
        group by rollup (t.editor_id)`;
  const [raw, medians, onTime, turnaround] = await Promise.all([
    rowsOf<RawRow>(
      db.execute(sql`
      with per_editor as (${perEditor}),
      rejections as (${rejections})
      select p.editor_id as "editorId",
        ${personName('u')} as "editorName",
        p.assigned, p.in_progress as "inProgress", p.wait_approve as "waitApprove", p.completed, p.files as "filesCompleted",
        coalesce(r.n, 0) as rejections, p.first_pass as "firstPass", round(p.median_hours::numeric, 1)::float8 as "medianCycleHours"
      from per_editor p
      left join rejections r on r.editor_id is not distinct from p.editor_id
      left join users u on u.id = p.editor_id
      order by "editorName" nulls last, p.editor_id`),
    ),
    scope.cycles ? medianCycleHours(db, scope, scope.cycles) : null,
    onTimeBy(db, sql`t.editor_id`, sql`${completed} and t.editor_id is not null and ${scope.where}`),
    turnaroundBy(db, 'editor', scope.from, scope.to, scope.where),
  ]);
  const toRow = ({ firstPass, ...row }: RawRow): EditorRow => ({
    ...row,
    medianCycleHours: medians ? (medians.get(row.editorId) ?? null) : row.medianCycleHours,
    editorName: row.editorId === null ? 'Tổng' : (row.editorName ?? `#${row.editorId}`),
    firstPassRate: row.completed > 0 ? firstPass / row.completed : null,
    onTime: onTime.get(row.editorId === null ? 'total' : row.editorId) ?? NO_ON_TIME,
    turnaround: turnaround.figures.get(row.editorId === null ? 'total' : row.editorId) ?? NO_TURNAROUND,
  });
  const rows = raw.filter((row) => row.editorId !== null).map(toRow);
  // An editor whose jobs were first delivered in the period but neither created nor completed in
  // it still gets a row, for the turnaround columns.
  const missing = [...turnaround.names].filter(([editorId]) => editorId !== null && !rows.some((row) => row.editorId === editorId));
  for (const [editorId, name] of missing) {
    rows.push(toRow({ editorId, editorName: name, assigned: 0, inProgress: 0, waitApprove: 0, completed: 0, filesCompleted: 0, rejections: 0, firstPass: 0, medianCycleHours: null }));
  }
  if (missing.length) rows.sort((a, b) => a.editorName.localeCompare(b.editorName, 'vi') || (a.editorId ?? 0) - (b.editorId ?? 0));
  const total = raw.find((row) => row.editorId === null);
  const totals: EditorRow = total
    ? toRow(total)
    : { editorId: null, editorName: 'Tổng', assigned: 0, inProgress: 0, waitApprove: 0, completed: 0, filesCompleted: 0, rejections: 0, firstPassRate: null, medianCycleHours: null, onTime: NO_ON_TIME, turnaround: turnaround.figures.get('total') ?? NO_TURNAROUND };
  return { rows, totals };
}
