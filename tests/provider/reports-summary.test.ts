// The per-day report summary (report_days, kept by the trigger on tasks; docs/decisions/reports-speed.md):
// after inserts, completions, a move out of Completed, a price edit, a change of people and a
// delete, it equals the summary rebuilt from the jobs, and every report reading it gives exactly
// the figures the same report computes from the jobs. Its oldest wait per open status
// (oldest_since) stays right through moves, a cancel, a move out of Completed and a delete.
// The cycle summary (report_cycle_days) equals its rebuild, and /job-theo-editor's median read
// through it equals the median of every job's cycle.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, inArray, sql } from 'drizzle-orm';
import { studioDay } from '../../domain/studio-time';
import { customers, tasks } from '../../provider/src/db/schema';
import type { GraphQLContext } from '../../provider/src/context';
import { jobsByDay } from '../../provider/src/modules/reports/jobs-by-day';
import { jobsByEditor } from '../../provider/src/modules/reports/jobs-by-editor';
import { createdVsCompleted, cumulativeFlow, jobsDone } from '../../provider/src/modules/reports/jobs-series';
import { listReportJobs } from '../../provider/src/modules/reports/jobs-list';
import { jobStatus } from '../../provider/src/modules/reports/jobs-status';
import { customerRevenueJobs, salaryJobs } from '../../provider/src/modules/reports/money-jobs';
import { customerRevenueReport, revenueReport } from '../../provider/src/modules/reports/money-revenue';
import { allSalaries } from '../../provider/src/modules/reports/money-salaries';
import { reportScope, type ReportScope } from '../../provider/src/modules/reports/scope';
import { startTaskWorld, type Card, type TaskWorld } from './tasks-support';

let w: TaskWorld;
const PERIOD = { startDate: '2025-10-01', endDate: '2025-11-30' };
const OCTOBER = { startDate: '2025-10-01', endDate: '2025-10-31' };
/** Every job's name holds this word, so a search for it reads the jobs and finds them all. */
const WORD = 'Mẫu';

type Row = Record<string, unknown>;

async function flowRows(): Promise<Row[]> {
  const result = (await w.p.db.execute(sql`select to_char(day, 'YYYY-MM-DD') as day, status, delta from report_flow_days where delta <> 0 order by 1, 2`)) as unknown as { rows: Row[] };
  return result.rows;
}

async function summaryRows(): Promise<Row[]> {
  const result = (await w.p.db.execute(sql`
    select to_char(day, 'YYYY-MM-DD') as day, status, editor_id, qa_id, product_group_id, customer_id, created_jobs, created_files::int as created_files,
      completed_jobs, completed_files::int as completed_files, first_pass_jobs, revenue::numeric(20,2)::text as revenue,
      editor_pay::numeric(20,2)::text as editor_pay, qa_pay::numeric(20,2)::text as qa_pay,
      to_char(oldest_since at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as oldest_since
    from report_days where created_jobs <> 0 or completed_jobs <> 0 or revenue <> 0 or editor_pay <> 0 or qa_pay <> 0 or oldest_since is not null
    order by 1, 2, 3, 4, 5, 6`)) as unknown as { rows: Row[] };
  return result.rows;
}

async function rebuiltRows(): Promise<Row[]> {
  await w.p.db.execute(sql`select report_days_rebuild()`);
  return summaryRows();
}

async function complete(card: Card, instant: string) {
  const moved = await w.ok<{ move_task: Card }>('mutation ($id: Int!, $version: Int!) { move_task(id: $id, version: $version, status: Completed) { id version } }', { id: card.id, version: card.version }, 'admin');
  await w.p.db.update(tasks).set({ completedAt: new Date(instant) }).where(eq(tasks.id, card.id));
  return { ...card, ...moved.move_task };
}

function scopeOf(as: 'admin' | 'editor' | 'qa', filter: Record<string, unknown> = {}): ReportScope {
  const roleId = { admin: 1, qa: 2, editor: 3 }[as];
  const ctx = { viewer: { kind: 'staff', user: { id: w.id[as], roleId } } } as unknown as GraphQLContext;
  return reportScope(ctx, { ...PERIOD, ...filter });
}

before(async () => {
  w = await startTaskWorld();
  const [group1, group2] = w.groupIds as [number, number];
  const customerId = (await w.p.db.select({ id: customers.id }).from(customers).limit(1))[0]!.id;
  const made: Card[] = [];
  const people = [
    { editorId: w.id.editor, qaId: w.id.qa },
    { editorId: w.id.editor2, qaId: w.id.qa },
    { editorId: w.id.editor, qaId: w.id.qa2 },
    {},
  ];
  for (let i = 0; i < 12; i += 1) {
    made.push(await w.create({ taskName: `${WORD} ${i}`, productGroupId: i % 3 === 0 ? group2 : group1, totalFile: 3 + i, customerId: i % 4 === 0 ? customerId : null, ...people[i % people.length] }));
  }
  // Created on days of October and November (a 23:30 studio-time one on 31 October).
  for (const [i, card] of made.entries()) {
    const created = i === 0 ? '2025-10-31T16:30:00Z' : `2025-${i % 2 ? '10' : '11'}-${String(2 + i * 2).padStart(2, '0')}T03:00:00Z`;
    await w.p.db.update(tasks).set({ createdAt: new Date(created) }).where(eq(tasks.id, card.id));
  }
  // Eight completed, on days of October and November (one at 23:30 on 31 October, one at 00:30 on 1 November).
  const instants = ['2025-10-31T16:30:00Z', '2025-10-31T17:30:00Z', '2025-10-05T03:00:00Z', '2025-11-20T10:00:00Z', '2025-10-05T09:00:00Z', '2025-11-02T01:00:00Z', '2025-10-20T12:00:00Z', '2025-11-29T16:59:00Z'];
  for (const [i, instant] of instants.entries()) made[i] = await complete(made[i]!, instant);
  // One leaves Completed again (an admin move), one is rejected before completion.
  await w.ok('mutation ($id: Int!, $version: Int!) { move_task(id: $id, version: $version, status: InProgress) { id } }', { id: made[2]!.id, version: made[2]!.version }, 'admin');
  await w.p.db.update(tasks).set({ rejectCount: 1 }).where(eq(tasks.id, made[3]!.id));
  // QA rejections (history rows into Reject) on jobs whose editor, QA or existence then changes.
  for (const i of [8, 9, 10, 11]) {
    for (const status of ['WaitApprove', 'Reject', 'InProgress', 'WaitApprove', 'Reject']) {
      const moved = await w.ok<{ move_task: Card }>(
        'mutation ($id: Int!, $version: Int!, $status: TaskStatus!, $comment: String) { move_task(id: $id, version: $version, status: $status, comment: $comment) { id version } }',
        { id: made[i]!.id, version: made[i]!.version, status, comment: status === 'Reject' ? 'Sai màu nền' : null },
        'admin',
      );
      made[i] = { ...made[i]!, ...moved.move_task };
    }
  }
  await w.p.db.update(tasks).set({ editorId: w.id.editor, qaId: w.id.qa2 }).where(eq(tasks.id, made[9]!.id));
  await w.p.db.update(tasks).set({ editorId: null }).where(eq(tasks.id, made[10]!.id));
  // A price edit on a completed job, a change of editor and of file count, and a deleted job.
  await w.p.db.update(tasks).set({ unitPrice: '12345.67', editorRate: '4000.5', qaRate: '999.99' }).where(eq(tasks.id, made[4]!.id));
  await w.p.db.update(tasks).set({ editorId: w.id.editor2, totalFile: 40 }).where(eq(tasks.id, made[5]!.id));
  await w.p.db.update(tasks).set({ productGroupId: group2, customerId }).where(eq(tasks.id, made[6]!.id));
  await w.p.db.delete(tasks).where(inArray(tasks.id, [made[11]!.id]));
  // Half the jobs' history moved 20 days back (still after their creation), so a period starting
  // 10 days ago starts with them.
  await w.p.db.execute(sql`update task_history set created_at = created_at - interval '20 days'
    where task_id % 2 = 0 and task_id in (select id from tasks where created_at < now() - interval '20 days')`);
});
after(async () => {
  await w?.p.close();
});

describe('report_days, the per-day summary', () => {
  it('equals the summary rebuilt from the jobs after inserts, moves, a price edit and a delete', async () => {
    const kept = await summaryRows();
    assert.ok(kept.some((row) => Number(row.completed_jobs) > 0) && kept.some((row) => Number(row.created_jobs) > 0));
    assert.ok(kept.some((row) => row.revenue !== '0.00'));
    assert.deepEqual(kept, await rebuiltRows());
    const rejects = async () =>
      ((await w.p.db.execute(sql`select to_char(day, 'YYYY-MM-DD') as day, editor_id, qa_id, rejections from report_reject_days where rejections <> 0 order by 1, 2, 3`)) as unknown as { rows: Row[] }).rows;
    const keptRejects = await rejects();
    // The demo's rejections and six of ours (the deleted job took its two away).
    const [history] = ((await w.p.db.execute(sql`select count(*)::int as n from task_history where to_status = 6 and from_status is distinct from 6`)) as unknown as { rows: { n: number }[] }).rows;
    assert.equal(keptRejects.reduce((sum, row) => sum + Number(row.rejections), 0), history!.n);
    assert.ok(history!.n >= 6);
    await w.p.db.execute(sql`select report_reject_days_rebuild()`);
    assert.deepEqual(keptRejects, await rejects());
  });

  it('would show a change the trigger missed (control: the comparison can fail)', async () => {
    const [card] = await w.p.db.select({ id: tasks.id }).from(tasks).where(sql`${tasks.completedAt} is not null`).limit(1);
    await w.p.db.execute(sql`alter table tasks disable trigger tasks_report_days`);
    try {
      await w.p.db.update(tasks).set({ unitPrice: '1.01' }).where(eq(tasks.id, card!.id));
    } finally {
      await w.p.db.execute(sql`alter table tasks enable trigger tasks_report_days`);
    }
    const kept = await summaryRows();
    assert.notDeepEqual(kept, await rebuiltRows());
    assert.deepEqual(await summaryRows(), await rebuiltRows());
  });

  it('gives every job report the figures computed from the jobs, for each role and filter', async () => {
    const scopes = [scopeOf('admin'), scopeOf('admin', { editorId: w.id.editor }), scopeOf('admin', { qaId: w.id.qa }), scopeOf('editor'), scopeOf('qa')];
    for (const scope of scopes) {
      assert.ok(scope.summary, 'these filters are answered from the summary');
      const fromJobs = { ...scope, summary: null };
      const byDay = await jobsByDay(w.p.db, scope);
      assert.deepEqual(byDay, await jobsByDay(w.p.db, fromJobs));
      assert.deepEqual(await jobsByEditor(w.p.db, scope), await jobsByEditor(w.p.db, fromJobs));
      const status = await jobStatus(w.p.db, scope);
      assert.deepEqual(status, await jobStatus(w.p.db, fromJobs));
      for (const basis of ['created', 'completed'] as const) {
        assert.deepEqual(await listReportJobs(w.p.db, scope, { basis }), await listReportJobs(w.p.db, fromJobs, { basis }));
        assert.deepEqual(await listReportJobs(w.p.db, scope, { basis, day: '2025-10-31' }), await listReportJobs(w.p.db, fromJobs, { basis, day: '2025-10-31' }));
      }
      for (const grain of ['day', 'week', 'month'] as const) {
        assert.deepEqual(await createdVsCompleted(w.p.db, scope, grain), await createdVsCompleted(w.p.db, fromJobs, grain));
        assert.deepEqual(await jobsDone(w.p.db, scope, grain), await jobsDone(w.p.db, fromJobs, grain));
      }
    }
    const admin = await jobsByDay(w.p.db, scopes[0]!);
    assert.ok(admin.totals.created >= 10 && admin.totals.completed >= 6, JSON.stringify(admin.totals));
    // A search is answered from the jobs only.
    assert.equal(scopeOf('admin', { searchString: WORD }).summary, null);
  });

  it('keeps the per-day moves equal to the history, and the cumulative flow of every job equal to the one from the jobs', async () => {
    const kept = await flowRows();
    assert.ok(kept.length > 0);
    await w.p.db.execute(sql`select report_flow_days_rebuild()`);
    assert.deepEqual(kept, await flowRows());
    const day = (offset: number) => studioDay(new Date(Date.now() + offset * 86_400_000));
    for (const [start, end] of [[day(-10), day(0)], [day(-40), day(1)], [day(-1), day(0)]] as const) {
      const scope = scopeOf('admin', { startDate: start, endDate: end });
      assert.ok(scope.everyJob && !scopeOf('admin', { startDate: start, endDate: end, editorId: w.id.editor }).everyJob);
      for (const editorScope of [scope, scopeOf('admin', { startDate: start, endDate: end, qaId: w.id.qa2 }), scopeOf('editor', { startDate: start, endDate: end })]) {
        const a = await jobsByEditor(w.p.db, editorScope);
        const b = await jobsByEditor(w.p.db, { ...editorScope, summary: null });
        assert.deepEqual(a, b, `${start} ${end} ${editorScope.roleId}`);
      }
      for (const grain of ['day', 'week', 'month'] as const) {
        const flow = await cumulativeFlow(w.p.db, scope, grain);
        assert.deepEqual(flow, await cumulativeFlow(w.p.db, { ...scope, everyJob: false }, grain));
      }
    }
    const recent = await jobsByEditor(w.p.db, scopeOf('admin', { startDate: day(-40), endDate: day(1) }));
    assert.ok(recent.totals.rejections >= 6, JSON.stringify(recent.totals));
    const [first] = await cumulativeFlow(w.p.db, scopeOf('admin', { startDate: day(-10), endDate: day(0) }), 'day');
    const { bucket: _bucket, ...counts } = first!;
    assert.ok(Object.values(counts).some((n) => n > 0), `the period starts with jobs: ${JSON.stringify(first)}`);
  });

  it('gives every money report the figures computed from the jobs', async () => {
    const actor = { id: w.id.admin, roleId: 1 };
    const customer = (await w.p.db.select({ id: customers.id }).from(customers).limit(1))[0]!.id;
    const editor = { id: w.id.editor, roleId: 3 };
    for (const filter of [PERIOD, OCTOBER, { ...PERIOD, editorId: w.id.editor }, { ...OCTOBER, qaId: w.id.qa }]) {
      // The search matches every job, so the second call reads the jobs and must agree.
      const fromJobs = { ...filter, searchString: WORD };
      for (const grain of ['day', 'week', 'month'] as const) assert.deepEqual(await revenueReport(w.p.db, actor, filter, grain), await revenueReport(w.p.db, actor, fromJobs, grain));
      assert.deepEqual(await customerRevenueReport(w.p.db, actor, filter), await customerRevenueReport(w.p.db, actor, fromJobs));
      assert.deepEqual(await allSalaries(w.p.db, actor, filter), await allSalaries(w.p.db, actor, fromJobs));
      assert.deepEqual(await allSalaries(w.p.db, editor, filter), await allSalaries(w.p.db, editor, fromJobs));
      for (const customerId of [null, customer]) assert.deepEqual(await customerRevenueJobs(w.p.db, actor, filter, customerId, {}), await customerRevenueJobs(w.p.db, actor, fromJobs, customerId, {}));
      for (const userId of [w.id.editor, w.id.qa, w.id.editor2]) {
        assert.deepEqual(await salaryJobs(w.p.db, actor, filter, userId, {}), await salaryJobs(w.p.db, actor, fromJobs, userId, {}));
      }
    }
    const october = await revenueReport(w.p.db, actor, OCTOBER, 'day');
    assert.ok(october.total.current.jobs >= 3 && october.total.current.revenue !== '0.00', JSON.stringify(october.total));
  });

  it('keeps the oldest wait of a day right through moves, a cancel, a move out of Completed and a delete', async () => {
    // Three jobs created on one studio day with the same people, group and customer share one
    // report_days row per status; each waits in Ready since a different instant.
    const day = '2025-12-10';
    const made: Card[] = [];
    for (let i = 0; i < 3; i += 1) made.push(await w.create({ taskName: `${WORD} chờ ${i}`, editorId: w.id.editor, qaId: w.id.qa }));
    const since = ['2025-12-10T04:00:00Z', '2025-12-10T05:00:00Z', '2025-12-10T06:00:00Z'];
    for (const [i, card] of made.entries()) {
      await w.p.db.update(tasks).set({ createdAt: new Date('2025-12-10T03:00:00Z'), status: 1, statusSince: new Date(since[i]!) }).where(eq(tasks.id, card.id));
    }
    const refreshed = async () => {
      for (const [i, card] of made.entries()) made[i] = { ...card, version: (await w.get(card.id)).version };
    };
    /** Per status of that day: the oldest wait from report_days, and the same from the jobs. */
    const oldest = async () => {
      const read = async (query: ReturnType<typeof sql>) =>
        Object.fromEntries(((await w.p.db.execute(query)) as unknown as { rows: { status: number; oldest: string | null }[] }).rows.map((row) => [row.status, row.oldest]));
      const kept = await read(sql`select status, to_char(min(oldest_since) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as oldest
        from report_days where day = ${day}::date group by status having min(oldest_since) is not null order by status`);
      const fromJobs = await read(sql`select status, to_char(min(status_since) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as oldest
        from tasks where ((created_at at time zone 'UTC') + interval '7 hours')::date = ${day}::date and status not in (7, 8) group by status order by status`);
      assert.deepEqual(kept, fromJobs);
      return kept;
    };
    assert.deepEqual(await oldest(), { 1: '2025-12-10T04:00:00.000000' });

    // The oldest leaves Ready: Ready's oldest becomes the next one's, InProgress holds it from now.
    await refreshed();
    await w.ok('mutation ($id: Int!, $version: Int!) { move_task(id: $id, version: $version, status: InProgress) { id } }', { id: made[0]!.id, version: made[0]!.version }, 'admin');
    const afterMove = await oldest();
    assert.equal(afterMove[1], '2025-12-10T05:00:00.000000');
    assert.ok(afterMove[3] && afterMove[3] > '2026', JSON.stringify(afterMove));

    // A cancel: nothing waits in Cancel; Ready keeps the last one.
    await refreshed();
    await w.ok('mutation ($id: Int!, $version: Int!) { move_task(id: $id, version: $version, status: Cancel) { id } }', { id: made[1]!.id, version: made[1]!.version }, 'admin');
    assert.deepEqual(Object.keys(await oldest()).sort(), ['1', '3']);
    assert.equal((await oldest())[1], '2025-12-10T06:00:00.000000');

    // Completed, then an admin moves it out again: it waits in InProgress from the move back.
    await refreshed();
    const completed = await w.ok<{ move_task: Card }>('mutation ($id: Int!, $version: Int!) { move_task(id: $id, version: $version, status: Completed) { id version } }', { id: made[0]!.id, version: made[0]!.version }, 'admin');
    assert.equal((await oldest())[3], undefined);
    await w.ok('mutation ($id: Int!, $version: Int!) { move_task(id: $id, version: $version, status: InProgress) { id } }', { id: made[0]!.id, version: completed.move_task.version }, 'admin');
    const back = await oldest();
    assert.ok(back[3] && back[3] > afterMove[3]!, JSON.stringify({ back, afterMove }));

    // A delete takes the last Ready job's wait away.
    await w.p.db.delete(tasks).where(eq(tasks.id, made[2]!.id));
    assert.deepEqual(Object.keys(await oldest()), ['3']);
    assert.deepEqual(await summaryRows(), await rebuiltRows());
    // /trang-thai-job over that day gives the same from the summary as from the jobs.
    const scope = scopeOf('admin', { startDate: day, endDate: day });
    const status = await jobStatus(w.p.db, scope);
    assert.deepEqual(status, await jobStatus(w.p.db, { ...scope, summary: null }));
    assert.equal(status.rows.find((row) => row.status === 'InProgress')?.oldestSince, new Date(`${back[3]}Z`).toISOString());
  });
});

describe('report_cycle_days and the exact median cycle time', () => {
  /** Completed jobs inserted as they are stored, each `hours` after its first assignment. */
  async function completedJobs(jobs: { editorId: number; completed: string; hours: number }[]) {
    for (const job of jobs) {
      const completed = new Date(job.completed);
      await w.p.db.insert(tasks).values({
        adminId: w.id.admin,
        editorId: job.editorId,
        qaId: w.id.qa,
        taskName: `${WORD} chu kỳ`,
        productGroupId: w.groupIds[0]!,
        totalFile: 2,
        status: 8,
        position: 1,
        unitPrice: '25000',
        editorRate: '8000',
        qaRate: '2000',
        createdAt: new Date(completed.getTime() - job.hours * 3600_000 - 60_000),
        completedAt: completed,
        statusSince: completed,
        firstAssignedAt: new Date(completed.getTime() - job.hours * 3600_000),
      });
    }
  }
  const cycleRows = async () =>
    ((await w.p.db.execute(sql`select to_char(day, 'YYYY-MM-DD') as day, editor_id, bucket, jobs from report_cycle_days where jobs <> 0 order by 1, 2, 3`)) as unknown as { rows: Row[] }).rows;
  const rebuiltCycleRows = async () => {
    await w.p.db.execute(sql`select report_cycle_days_rebuild()`);
    return cycleRows();
  };
  const medians = async (as: 'admin' | 'editor', filter: Record<string, unknown>) => {
    const { rows, totals } = await jobsByEditor(w.p.db, scopeOf(as, filter));
    return { ...Object.fromEntries(rows.map((row) => [row.editorId, row.medianCycleHours])), total: totals.medianCycleHours };
  };

  it('gives the median of every cycle, with the two middle jobs in different buckets and at 23:30 on the last day', async () => {
    // January 2025: the editor's two cycles (1 h and 100 h) are four doublings apart; the
    // second editor's seven include a tie, a quarter of an hour and one completed at 23:30
    // studio time on 31 January. All nine: 0.25, 1, 3, 3.5, 7, 7, 48, 100, 300 → 7.
    await completedJobs([
      { editorId: w.id.editor, completed: '2025-01-10T05:00:00Z', hours: 1 },
      { editorId: w.id.editor, completed: '2025-01-11T05:00:00Z', hours: 100 },
      ...[0.25, 3, 3.5, 7, 7, 48].map((hours, i) => ({ editorId: w.id.editor2, completed: `2025-01-${12 + i}T05:00:00Z`, hours })),
      { editorId: w.id.editor2, completed: '2025-01-31T16:30:00Z', hours: 300 },
    ]);
    const january = { startDate: '2025-01-01', endDate: '2025-01-31' };
    assert.deepEqual(await medians('admin', january), { [w.id.editor]: 50.5, [w.id.editor2]: 7, total: 7 });
    // The 300 h job belongs to January, not February.
    assert.deepEqual(await medians('admin', { startDate: '2025-01-31', endDate: '2025-01-31' }), { [w.id.editor2]: 300, total: 300 });
    assert.deepEqual(await medians('admin', { startDate: '2025-02-01', endDate: '2025-02-01' }), { total: null });
    // The editor sees their own median, as the admin filtering on them does.
    assert.deepEqual(await medians('editor', january), { [w.id.editor]: 50.5, total: 50.5 });
    assert.deepEqual(await medians('admin', { ...january, editorId: w.id.editor2 }), { [w.id.editor2]: 7, total: 7 });
  });

  it('stays equal to its rebuild and to ordering every job, through edits, an editor change, a move out of Completed and a delete', async () => {
    // 241 jobs over February and March 2025, cycles from minutes to weeks, many in the same bucket.
    await completedJobs(
      Array.from({ length: 241 }, (_, i) => ({
        editorId: i % 3 === 0 ? w.id.editor2 : w.id.editor,
        completed: new Date(Date.UTC(2025, 1, 1, 0, 0) + ((i * 7919) % 58) * 86_400_000 + ((i * 104_729) % 86_400) * 1000).toISOString(),
        hours: ((i * 613) % 997) / (i % 5 === 0 ? 3 : 17),
      })),
    );
    const ids = ((await w.p.db.execute(sql`select id from tasks where completed_at >= '2025-02-01' and completed_at < '2025-04-01' order by id`)) as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
    await w.p.db.update(tasks).set({ firstAssignedAt: sql`${tasks.firstAssignedAt} - interval '90 minutes'` }).where(eq(tasks.id, ids[3]!));
    await w.p.db.update(tasks).set({ completedAt: new Date('2025-03-02T10:00:00Z') }).where(eq(tasks.id, ids[4]!));
    await w.p.db.update(tasks).set({ editorId: w.id.editor2 }).where(eq(tasks.id, ids[5]!));
    await w.p.db.update(tasks).set({ status: 3, completedAt: null }).where(eq(tasks.id, ids[6]!));
    await w.p.db.delete(tasks).where(eq(tasks.id, ids[7]!));
    const kept = await cycleRows();
    assert.ok(kept.length > 40);
    assert.deepEqual(kept, await rebuiltCycleRows());

    const periods = [
      { startDate: '2025-02-01', endDate: '2025-03-31' },
      { startDate: '2025-02-10', endDate: '2025-03-05' },
      { startDate: '2025-03-02', endDate: '2025-03-02' },
      { startDate: '2025-01-01', endDate: '2025-12-31' },
    ];
    for (const period of periods) {
      for (const scope of [scopeOf('admin', period), scopeOf('admin', { ...period, editorId: w.id.editor2 }), scopeOf('editor', period)]) {
        assert.ok(scope.cycles, 'these filters are answered from the cycle summary');
        const fromCycles = await jobsByEditor(w.p.db, scope);
        assert.deepEqual(fromCycles, await jobsByEditor(w.p.db, { ...scope, summary: null, cycles: null }), JSON.stringify(period));
        assert.deepEqual(fromCycles, await jobsByEditor(w.p.db, { ...scope, cycles: null }));
        assert.ok(fromCycles.totals.medianCycleHours !== null);
      }
    }
    // A QA in the filter or a search is not in the cycle summary: the jobs are ordered instead.
    assert.equal(scopeOf('admin', { ...periods[0], qaId: w.id.qa }).cycles, null);
    assert.equal(scopeOf('qa', periods[0]).cycles, null);
    assert.equal(scopeOf('admin', { ...periods[0], searchString: WORD }).cycles, null);
  });

  it('would show a change its trigger missed (control: the comparison can fail)', async () => {
    const [card] = await w.p.db.select({ id: tasks.id }).from(tasks).where(sql`${tasks.completedAt} >= '2025-02-01' and ${tasks.completedAt} < '2025-04-01'`).limit(1);
    await w.p.db.execute(sql`alter table tasks disable trigger tasks_report_cycle_days`);
    try {
      await w.p.db.update(tasks).set({ firstAssignedAt: new Date('2024-06-01T00:00:00Z') }).where(eq(tasks.id, card!.id));
    } finally {
      await w.p.db.execute(sql`alter table tasks enable trigger tasks_report_cycle_days`);
    }
    const kept = await cycleRows();
    assert.notDeepEqual(kept, await rebuiltCycleRows());
    assert.deepEqual(await cycleRows(), await rebuiltCycleRows());
  });
});
