// Job reports (issue 9 items 1-5): figures on jobs this test creates and walks through the real
// workflow, then dates in February 2024 (a leap month, far from the demo data); who sees what,
// with a positive control beside every refusal; the 23:30-on-the-last-day case.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { auditLog, taskHistory, tasks } from '../../provider/src/db/schema';
import { errorCode, VIETNAMESE } from './harness';
import { startTaskWorld, walk, type Card, type Role, type TaskWorld } from './tasks-support';

let w: TaskWorld;
const FEB = { startDate: '2024-02-01', endDate: '2024-02-29' };
const JOB = 'id taskName status editorName qaName totalFile createdAt completedAt statusSince';
const R = {
  byDay: `query($filter: ReportFilter!) { report_jobs_by_day(filter: $filter) { rows { day created completed filesCompleted } totals { day created completed filesCompleted } } }`,
  jobs: `query($input: ReportJobsInput!) { report_jobs(input: $input) { rows { ${JOB} } totalCount totalFiles nextCursor } }`,
  byEditor: `query($filter: ReportFilter!) { report_jobs_by_editor(filter: $filter) {
    rows { editorId editorName assigned inProgress waitApprove completed filesCompleted rejections firstPassRate medianCycleHours }
    totals { editorId editorName assigned completed filesCompleted rejections firstPassRate medianCycleHours } } }`,
  status: `query($filter: ReportFilter!) { report_job_status(filter: $filter) { rows { status jobs files oldestSince } totals { jobs files } thresholds { waitApproveDays inProgressDays } } }`,
  charts: `query($filter: ReportFilter!, $grain: ReportGrain!) { report_job_charts(filter: $filter, grain: $grain) {
    createdCompleted { bucket created completed } flow { bucket ready assignee inProgress waiting waitApprove reject cancel completed } } }`,
  done: `query($filter: ReportFilter!, $grain: ReportGrain!) { report_jobs_done(filter: $filter, grain: $grain) { rows { bucket jobs files } totals { bucket jobs files } } }`,
  thresholds: `mutation($input: StuckThresholdsInput!) { set_stuck_thresholds(input: $input) { waitApproveDays inProgressDays } }`,
};

let a: Card; // editor, rejected once, completed 23:30 studio time on 29-02-2024
let b: Card; // editor, completed 10-02 without a rejection
let c: Card; // editor, InProgress for 4 days
let d: Card; // editor, WaitApprove for 1 day
let e: Card; // editor2 / qa2, completed 00:30 studio time on 01-03-2024 (March, not February)

const at = (iso: string) => new Date(iso);
const setTask = (card: Card, values: Partial<typeof tasks.$inferInsert>) => w.p.db.update(tasks).set(values).where(eq(tasks.id, card.id));

before(async () => {
  w = await startTaskWorld();
  const mine = { editorId: w.id.editor, qaId: w.id.qa };
  a = await w.create({ ...mine, taskName: 'Báo cáo A', totalFile: 7 });
  b = await w.create({ ...mine, taskName: 'Báo cáo B', totalFile: 5 });
  c = await w.create({ ...mine, taskName: 'Báo cáo C', totalFile: 3 });
  d = await w.create({ ...mine, taskName: 'Báo cáo D', totalFile: 2 });
  e = await w.create({ editorId: w.id.editor2, qaId: w.id.qa2, taskName: 'Báo cáo E', totalFile: 11 });
  a = await walk(w, a, [['InProgress', 'editor'], ['WaitApprove', 'editor'], ['Reject', 'qa', { comment: 'Viền chưa sạch' }], ['InProgress', 'editor'], ['WaitApprove', 'editor'], ['Completed', 'qa']]);
  b = await walk(w, b, [['InProgress', 'editor'], ['WaitApprove', 'editor'], ['Completed', 'qa']]);
  c = await walk(w, c, [['InProgress', 'editor']]);
  d = await walk(w, d, [['InProgress', 'editor'], ['WaitApprove', 'editor']]);
  e = await walk(w, e, [['InProgress', 'editor2'], ['WaitApprove', 'editor2'], ['Completed', 'qa2']]);

  // The trigger kept the report facts while the jobs moved.
  const [factsA] = await w.p.db.select().from(tasks).where(eq(tasks.id, a.id));
  assert.equal(factsA!.rejectCount, 1);
  assert.ok(factsA!.firstAssignedAt);

  // Then everything is dated in February 2024.
  await setTask(a, { createdAt: at('2024-02-27T02:00:00Z'), firstAssignedAt: at('2024-02-27T16:30:00Z'), completedAt: at('2024-02-29T16:30:00Z') });
  await setTask(b, { createdAt: at('2024-02-09T01:00:00Z'), firstAssignedAt: at('2024-02-09T03:00:00Z'), completedAt: at('2024-02-10T03:00:00Z') });
  await setTask(c, { createdAt: at('2024-02-09T05:00:00Z'), statusSince: new Date(Date.now() - 4 * 86_400_000) });
  await setTask(d, { createdAt: at('2024-02-15T05:00:00Z'), statusSince: new Date(Date.now() - 86_400_000) });
  await setTask(e, { createdAt: at('2024-02-15T06:00:00Z'), completedAt: at('2024-02-29T17:30:00Z') });
  // The history follows: one row a minute from creation, the completion at completed_at, and A's
  // rejection (with its way back to WaitApprove) on 28-02.
  const walked = [a.id, b.id, c.id, d.id, e.id];
  await w.p.db.execute(sql`
    update task_history h set created_at = t.created_at + (h.id - (select min(x.id) from task_history x where x.task_id = h.task_id)) * interval '1 minute'
    from tasks t where t.id = h.task_id and t.id in (${sql.join(walked, sql`, `)})`);
  await w.p.db.execute(sql`update task_history h set created_at = t.completed_at from tasks t where t.id = h.task_id and h.to_status = 8 and t.id in (${sql.join(walked, sql`, `)})`);
  const rowsOfA = await w.p.db.select().from(taskHistory).where(eq(taskHistory.taskId, a.id)).orderBy(taskHistory.id);
  const rejectAt = rowsOfA.findIndex((row) => row.toStatus === 6);
  for (const [offset, hour] of [[0, 4], [1, 5], [2, 6]] as const) {
    await w.p.db.update(taskHistory).set({ createdAt: at(`2024-02-28T0${hour}:00:00Z`) }).where(eq(taskHistory.id, rowsOfA[rejectAt + offset]!.id));
  }
});
after(async () => {
  await w?.p.close();
});

describe('jobs by day', () => {
  it('counts creations by day and completions by the studio day completed_at falls on (23:30 on the last day counts)', async () => {
    const { report_jobs_by_day: report } = await w.ok<{ report_jobs_by_day: { rows: { day: string; created: number; completed: number; filesCompleted: number }[]; totals: Record<string, unknown> } }>(
      R.byDay,
      { filter: FEB },
      'admin',
    );
    assert.equal(report.rows.length, 29);
    const day = (iso: string) => report.rows.find((row) => row.day === iso)!;
    assert.deepEqual(day('2024-02-29'), { day: '2024-02-29', created: 0, completed: 1, filesCompleted: 7 });
    assert.deepEqual(day('2024-02-10'), { day: '2024-02-10', created: 0, completed: 1, filesCompleted: 5 });
    assert.equal(day('2024-02-09').created, 2);
    assert.equal(day('2024-02-15').created, 2);
    // E was completed at 00:30 on 01-03 studio time: March, not February.
    assert.deepEqual(report.totals, { day: null, created: 5, completed: 2, filesCompleted: 12 });
    const march = await w.ok<{ report_jobs_by_day: { totals: { completed: number; filesCompleted: number } } }>(R.byDay, { filter: { startDate: '01-03-2024', endDate: '31-03-2024' } }, 'admin');
    assert.deepEqual(march.report_jobs_by_day.totals, { day: null, created: 0, completed: 1, filesCompleted: 11 });
  });

  it("lists a day's jobs, page by page", async () => {
    const first = await w.ok<{ report_jobs: { rows: { id: number; editorName: string }[]; totalCount: number; totalFiles: number; nextCursor: string } }>(
      R.jobs,
      { input: { filter: FEB, basis: 'created', day: '2024-02-09', first: 1 } },
      'admin',
    );
    assert.deepEqual(first.report_jobs.rows.map((row) => row.id), [b.id]);
    assert.equal(first.report_jobs.totalCount, 2);
    assert.equal(first.report_jobs.totalFiles, 8);
    const second = await w.ok<{ report_jobs: { rows: { id: number }[]; totalCount: number | null; nextCursor: string | null } }>(
      R.jobs,
      { input: { filter: FEB, basis: 'created', day: '2024-02-09', first: 1, after: first.report_jobs.nextCursor } },
      'admin',
    );
    assert.deepEqual(second.report_jobs.rows.map((row) => row.id), [c.id]);
    assert.equal(second.report_jobs.nextCursor, null);
    const completed = await w.ok<{ report_jobs: { rows: { id: number; completedAt: string }[] } }>(R.jobs, { input: { filter: FEB, basis: 'completed' } }, 'admin');
    assert.deepEqual(completed.report_jobs.rows.map((row) => row.id), [b.id, a.id]);
  });

  it('refuses a day outside the period and an end before the start, in Vietnamese', async () => {
    const outside = await w.fails(R.jobs, { input: { filter: FEB, basis: 'created', day: '2024-03-01' } }, 'admin');
    assert.equal(errorCode(outside), 'BAD_USER_INPUT');
    assert.match(outside.errors![0]!.message, VIETNAMESE);
    const reversed = await w.fails(R.byDay, { filter: { startDate: '2024-02-10', endDate: '2024-02-01' } }, 'admin');
    assert.equal(errorCode(reversed), 'BAD_USER_INPUT');
  });
});

describe('who sees what', () => {
  it('an editor sees only their own jobs, whatever editorId they send; the admin sees theirs on asking', async () => {
    const asEditor2 = await w.ok<{ report_jobs_by_day: { totals: { created: number } } }>(R.byDay, { filter: { ...FEB, editorId: w.id.editor } }, 'editor2');
    assert.equal(asEditor2.report_jobs_by_day.totals.created, 1);
    const asAdmin = await w.ok<{ report_jobs_by_day: { totals: { created: number } } }>(R.byDay, { filter: { ...FEB, editorId: w.id.editor } }, 'admin');
    assert.equal(asAdmin.report_jobs_by_day.totals.created, 4);
    const list = await w.ok<{ report_jobs: { rows: { id: number }[] } }>(R.jobs, { input: { filter: FEB, basis: 'created' } }, 'editor2');
    assert.deepEqual(list.report_jobs.rows.map((row) => row.id), [e.id]);
  });

  it('QA sees the jobs they review', async () => {
    const qa2 = await w.ok<{ report_jobs: { rows: { id: number }[] } }>(R.jobs, { input: { filter: FEB, basis: 'created' } }, 'qa2');
    assert.deepEqual(qa2.report_jobs.rows.map((row) => row.id), [e.id]);
    const qa = await w.ok<{ report_jobs_by_editor: { rows: { editorId: number }[] } }>(R.byEditor, { filter: FEB }, 'qa');
    assert.deepEqual(qa.report_jobs_by_editor.rows.map((row) => row.editorId), [w.id.editor]);
  });

  it('only an admin sets the stuck thresholds; the change is audited', async () => {
    const refused = await w.fails(R.thresholds, { input: { waitApproveDays: 0.5, inProgressDays: 3 } }, 'qa');
    assert.equal(errorCode(refused), 'FORBIDDEN');
    const bad = await w.fails(R.thresholds, { input: { waitApproveDays: 0, inProgressDays: 3 } }, 'admin');
    assert.equal(errorCode(bad), 'BAD_USER_INPUT');
    assert.match(bad.errors![0]!.message, VIETNAMESE);
    const before = await w.ok<{ report_job_status: { thresholds: unknown } }>(R.status, { filter: FEB }, 'admin');
    assert.deepEqual(before.report_job_status.thresholds, { waitApproveDays: 2, inProgressDays: 3 });
    const set = await w.ok<{ set_stuck_thresholds: unknown }>(R.thresholds, { input: { waitApproveDays: 0.5, inProgressDays: 3 } }, 'admin');
    assert.deepEqual(set.set_stuck_thresholds, { waitApproveDays: 0.5, inProgressDays: 3 });
    const audit = await w.p.db.select().from(auditLog).where(eq(auditLog.entityType, 'report_setting'));
    assert.equal(audit.length, 1);
    assert.equal(audit[0]!.actorId, w.id.admin);
  });
});

describe('jobs by editor, status, charts, jobs done', () => {
  it('per editor: assigned, open, completed, files, rejections, first-pass rate and median cycle time', async () => {
    type Row = { editorId: number; assigned: number; inProgress: number; waitApprove: number; completed: number; filesCompleted: number; rejections: number; firstPassRate: number | null; medianCycleHours: number | null };
    const { report_jobs_by_editor: report } = await w.ok<{ report_jobs_by_editor: { rows: Row[]; totals: Record<string, unknown> } }>(R.byEditor, { filter: FEB }, 'admin');
    const editor = report.rows.find((row) => row.editorId === w.id.editor)!;
    assert.deepEqual(
      { ...editor, editorName: undefined },
      { editorId: w.id.editor, editorName: undefined, assigned: 4, inProgress: 1, waitApprove: 1, completed: 2, filesCompleted: 12, rejections: 1, firstPassRate: 0.5, medianCycleHours: 36 },
    );
    const editor2 = report.rows.find((row) => row.editorId === w.id.editor2)!;
    assert.equal(editor2.assigned, 1);
    assert.equal(editor2.completed, 0);
    assert.equal(editor2.firstPassRate, null);
    assert.deepEqual(report.totals, { editorId: null, editorName: 'Tổng', assigned: 5, completed: 2, filesCompleted: 12, rejections: 1, firstPassRate: 0.5, medianCycleHours: 36 });
  });

  it('status now, the oldest wait per open status, and the stuck list by threshold, page by page', async () => {
    type Status = { rows: { status: string; jobs: number; files: number; oldestSince: string | null }[]; totals: unknown };
    type Page = { rows: { id: number; status: string }[]; totalCount: number | null; totalFiles: number | null; nextCursor: string | null };
    const stuck = async (role: Role = 'admin', after: string | null = null, first = 200) =>
      (await w.ok<{ report_jobs: Page }>(R.jobs, { input: { filter: FEB, basis: 'stuck', after, first } }, role)).report_jobs;
    await w.ok(R.thresholds, { input: { waitApproveDays: 2, inProgressDays: 3 } }, 'admin');
    const first = (await w.ok<{ report_job_status: Status }>(R.status, { filter: FEB }, 'admin')).report_job_status;
    const row = (status: string) => first.rows.find((r) => r.status === status)!;
    assert.equal(first.rows.length, 8);
    assert.deepEqual({ ...row('Completed') }, { status: 'Completed', jobs: 3, files: 23, oldestSince: null });
    assert.equal(row('InProgress').jobs, 1);
    assert.ok(Date.now() - Date.parse(row('InProgress').oldestSince!) >= 4 * 86_400_000 - 60_000);
    assert.deepEqual(first.totals, { jobs: 5, files: 28 });
    // C has waited 4 days in InProgress (over 3), D 1 day in WaitApprove (under 2).
    const byDefault = await stuck();
    assert.deepEqual([byDefault.rows.map((job) => job.id), byDefault.totalCount, byDefault.totalFiles, byDefault.nextCursor], [[c.id], 1, 3, null]);
    await w.ok(R.thresholds, { input: { waitApproveDays: 0.5, inProgressDays: 5 } }, 'admin');
    assert.deepEqual((await stuck()).rows.map((job) => job.id), [d.id]);
    // Both, longest wait first, one a page: the second page goes on after the first's cursor.
    await w.ok(R.thresholds, { input: { waitApproveDays: 0.5, inProgressDays: 3 } }, 'admin');
    const page1 = await stuck('admin', null, 1);
    assert.deepEqual([page1.rows.map((job) => [job.id, job.status]), page1.totalCount, page1.totalFiles], [[[c.id, 'InProgress']], 2, 5]);
    const page2 = await stuck('admin', page1.nextCursor, 1);
    assert.deepEqual([page2.rows.map((job) => job.id), page2.totalCount, page2.nextCursor], [[d.id], null, null]);
    // An editor's list holds only their own jobs: C and D are editor's, none is editor2's.
    assert.deepEqual((await stuck('editor')).rows.map((job) => job.id), [c.id, d.id]);
    assert.deepEqual((await stuck('editor2')).rows, []);
    await w.ok(R.thresholds, { input: { waitApproveDays: 2, inProgressDays: 3 } }, 'admin');
  });

  it('created vs completed per week and the cumulative flow from the history', async () => {
    type Charts = { createdCompleted: { bucket: string; created: number; completed: number }[]; flow: Record<string, number | string>[] };
    const { report_job_charts: charts } = await w.ok<{ report_job_charts: Charts }>(R.charts, { filter: FEB, grain: 'week' }, 'admin');
    // Weeks from Monday: 29-01, 05-02, 12-02, 19-02, 26-02.
    assert.deepEqual(charts.createdCompleted.map((point) => point.bucket), ['2024-01-29', '2024-02-05', '2024-02-12', '2024-02-19', '2024-02-26']);
    assert.deepEqual(charts.createdCompleted.map((point) => [point.created, point.completed]), [[0, 0], [2, 1], [2, 0], [0, 0], [1, 1]]);
    // At the end of February: A and B completed, C in progress, D waiting approval, and E too
    // (its approval came at 00:30 on 01-03 studio time); A's rejection came and went.
    const last = charts.flow[charts.flow.length - 1]!;
    assert.equal(last.completed, 2);
    assert.equal(last.inProgress, 1);
    assert.equal(last.waitApprove, 2);
    assert.equal(last.reject, 0);
  });

  it('jobs done per month with a total; moving a job out of Completed stops it counting', async () => {
    const done = await w.ok<{ report_jobs_done: { rows: { bucket: string; jobs: number; files: number }[]; totals: unknown } }>(R.done, { filter: FEB, grain: 'month' }, 'admin');
    assert.deepEqual(done.report_jobs_done.rows, [{ bucket: '2024-02-01', jobs: 2, files: 12 }]);
    assert.deepEqual(done.report_jobs_done.totals, { bucket: null, jobs: 2, files: 12 });
    const current = await w.get(a.id);
    await walk(w, current, [['InProgress', 'admin']]);
    const after = await w.ok<{ report_jobs_done: { totals: unknown } }>(R.done, { filter: FEB, grain: 'month' }, 'admin');
    assert.deepEqual(after.report_jobs_done.totals, { bucket: null, jobs: 1, files: 5 });
  });
});
