// Money reports and pay periods (issue 9, items 6–9): revenue, revenue by customer, salaries,
// 'Chốt lương'. Known jobs (groups, files, completion instants) give known figures to the đồng.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { addMoney } from '../../domain/money';
import { studioMonth } from '../../domain/studio-time';
import { auditLog, customers, productGroups, tasks, users } from '../../provider/src/db/schema';
import { errorCode, type Json } from './harness';
import { startTaskWorld, type Card, type Role, type TaskWorld } from './tasks-support';

let w: TaskWorld;
const job: Record<'A' | 'B' | 'C' | 'D' | 'E', Card> = {} as never;
let basic: number; // 15000 / 5000 / 1000 per file
let premium: number; // 60000 / 20000 / 4000.50 per file
let customerId: number;

const FIGURES = 'jobs files revenue editorPay qaPay margin';
const REVENUE = `query ($filter: ReportFilter!, $grain: ReportGrain!) { revenue_report(filter: $filter, grain: $grain) {
  startDate endDate previousStartDate previousEndDate
  byTime { key label current { ${FIGURES} } previous { ${FIGURES} } revenueChange }
  byGroup { key label current { ${FIGURES} } previous { ${FIGURES} } revenueChange marginChange }
  total { key label current { ${FIGURES} } previous { ${FIGURES} } revenueChange marginChange } } }`;
const CUSTOMERS = `query ($filter: ReportFilter!) { customer_revenue_report(filter: $filter) { rows { customerId customerName figures { ${FIGURES} } } total { ${FIGURES} } } }`;
const CUSTOMER_JOBS = `query ($filter: ReportFilter!, $customerId: Int, $after: String, $limit: Int) { customer_revenue_jobs(filter: $filter, customerId: $customerId, after: $after, limit: $limit) {
  jobs { id taskName productGroupName customerName editorName qaName files unitPrice editorRate qaRate revenue editorPay qaPay margin completedAt } total { ${FIGURES} } nextCursor } }`;
const SALARY = `query ($filter: ReportFilter!, $userId: Int) { salary_report(filter: $filter, userId: $userId) {
  person { id } jobs { id productGroupName paidAs files rate pay } total { jobs files pay } nextCursor } }`;
const ALL = `query ($filter: ReportFilter!) { all_salaries_report(filter: $filter) { rows { userId jobs files pay } total { jobs files pay } sharedJobs frozen
  payPeriod { month closed closedBy { id } closedAt reopenedBy { id } reopenedAt } } }`;
const CLOSE = 'mutation ($month: String!) { close_pay_period(month: $month) { month closed closedBy { id } closedAt } }';
const REOPEN = 'mutation ($month: String!) { reopen_pay_period(month: $month) { month closed reopenedBy { id } reopenedAt } }';
const MOVE = 'mutation ($id: Int!, $version: Int!, $status: TaskStatus!) { move_task(id: $id, version: $version, status: $status) { id status version completedAt } }';
const UPDATE = 'mutation ($id: Int!, $version: Int!, $input: UpdateTaskInput!) { update_task(id: $id, version: $version, input: $input) { id totalFile version } }';

const OCTOBER = { startDate: '2025-10-01', endDate: '2025-10-31' };

async function completedAt(card: Card, instant: string): Promise<Card> {
  const moved = await w.ok<{ move_task: Card }>(MOVE, { id: card.id, version: card.version, status: 'Completed' }, 'admin');
  await w.p.db.update(tasks).set({ completedAt: new Date(instant) }).where(eq(tasks.id, card.id));
  return { ...card, ...moved.move_task };
}

async function version(id: number) {
  const [row] = await w.p.db.select({ version: tasks.version, status: tasks.status }).from(tasks).where(eq(tasks.id, id));
  return row!;
}

before(async () => {
  w = await startTaskWorld();
  const groups = await w.p.db.select().from(productGroups);
  basic = groups.find((g) => g.name === 'Chỉnh sửa cơ bản')!.id;
  premium = groups.find((g) => g.name === 'Ghép ảnh cao cấp')!.id;
  customerId = (await w.p.db.select({ id: customers.id }).from(customers).limit(1))[0]!.id;
  // A: 23:30 studio time on 31 October (16:30 UTC) — October, with a customer.
  job.A = await completedAt(await w.create({ productGroupId: basic, totalFile: 10, editorId: w.id.editor, qaId: w.id.qa, customerId }), '2025-10-31T16:30:00Z');
  job.B = await completedAt(await w.create({ productGroupId: premium, totalFile: 3, editorId: w.id.editor2, qaId: w.id.qa }), '2025-10-05T03:00:00Z');
  // C: 00:30 studio time on 1 November — not October.
  job.C = await completedAt(await w.create({ productGroupId: basic, totalFile: 7, editorId: w.id.editor, qaId: w.id.qa2 }), '2025-10-31T17:30:00Z');
  // D: September (the previous period of October).
  job.D = await completedAt(await w.create({ productGroupId: basic, totalFile: 4, editorId: w.id.editor, qaId: w.id.qa }), '2025-09-10T05:00:00Z');
  // E: never completed.
  job.E = await w.create({ productGroupId: premium, totalFile: 50, editorId: w.id.editor, qaId: w.id.qa });
});
after(async () => {
  await w?.p.close();
});

const sumOf = (rows: Json[], pick: (row: Json) => string) => addMoney('0', ...rows.map(pick));

describe('revenue (/doanh-thu)', () => {
  it('sums October per day and group from the price snapshots, with September beside it', async () => {
    const { revenue_report: r } = await w.ok<Json>(REVENUE, { filter: OCTOBER, grain: 'day' }, 'admin');
    assert.deepEqual([r.previousStartDate, r.previousEndDate], ['2025-09-01', '2025-09-30']);
    assert.deepEqual(r.total.current, { jobs: 2, files: 13, revenue: '330000.00', editorPay: '110000.00', qaPay: '22001.50', margin: '197998.50' });
    assert.deepEqual(r.total.previous, { jobs: 1, files: 4, revenue: '60000.00', editorPay: '20000.00', qaPay: '4000.00', margin: '36000.00' });
    assert.equal(r.total.revenueChange, 4.5);
    assert.equal(r.byTime.length, 31);
    const day31 = r.byTime.find((row: Json) => row.key === '2025-10-31');
    assert.equal(day31.current.revenue, '150000.00', 'a job completed at 23:30 on the last day counts that day');
    assert.equal(r.byTime.find((row: Json) => row.key === '2025-10-05').current.revenue, '180000.00');
    assert.equal(sumOf(r.byTime, (row) => row.current.margin), r.total.current.margin);
    assert.deepEqual(
      r.byGroup.map((row: Json) => [row.label, row.current.revenue, row.previous.revenue]),
      [
        ['Ghép ảnh cao cấp', '180000.00', '0.00'],
        ['Chỉnh sửa cơ bản', '150000.00', '60000.00'],
      ],
    );
    assert.equal(sumOf(r.byGroup, (row) => row.current.qaPay), r.total.current.qaPay);
    // The same month by month (and written dd-MM-yyyy): one row, the same totals.
    const monthly = (await w.ok<Json>(REVENUE, { filter: { startDate: '01-10-2025', endDate: '31-10-2025' }, grain: 'month' }, 'admin')).revenue_report;
    assert.deepEqual(monthly.byTime.map((row: Json) => [row.key, row.current.revenue, row.previous.revenue]), [['2025-10-01', '330000.00', '60000.00']]);
  });

  it('is admin-only; a wrong period is BAD_USER_INPUT', async () => {
    for (const role of ['editor', 'qa'] as Role[]) {
      assert.equal(errorCode(await w.fails(REVENUE, { filter: OCTOBER, grain: 'month' }, role)), 'FORBIDDEN');
      assert.equal(errorCode(await w.fails(CUSTOMERS, { filter: OCTOBER }, role)), 'FORBIDDEN');
      assert.equal(errorCode(await w.fails(ALL, { filter: OCTOBER }, role)), 'FORBIDDEN');
    }
    const wrong = await w.fails(REVENUE, { filter: { startDate: '2025-10-31', endDate: '2025-10-01' }, grain: 'month' }, 'admin');
    assert.equal(errorCode(wrong), 'BAD_USER_INPUT');
  });
});

describe('revenue by customer (/bao-cao-doanh-thu)', () => {
  it('groups October by customer and lists one customer\u2019s jobs, page by page', async () => {
    const { customer_revenue_report: r } = await w.ok<Json>(CUSTOMERS, { filter: OCTOBER }, 'admin');
    assert.deepEqual(
      r.rows.map((row: Json) => [row.customerId, row.figures.jobs, row.figures.revenue, row.figures.margin]),
      [
        [customerId, 1, '150000.00', '90000.00'],
        [null, 1, '180000.00', '107998.50'],
      ],
    );
    assert.equal(sumOf(r.rows, (row) => row.figures.revenue), r.total.revenue);
    const detail = (await w.ok<Json>(CUSTOMER_JOBS, { filter: OCTOBER, customerId }, 'admin')).customer_revenue_jobs;
    assert.deepEqual(detail.jobs.map((j: Json) => [j.id, j.files, j.unitPrice, j.revenue, j.margin]), [[job.A.id, 10, '15000.00', '150000.00', '90000.00']]);
    // Each job with its group, customer and people by name (family name first), and its pay.
    const nameOf = async (id: number) => {
      const [who] = await w.p.db.select().from(users).where(eq(users.id, id));
      return `${who!.lastName} ${who!.firstName}`.trim();
    };
    const [customer] = await w.p.db.select().from(customers).where(eq(customers.id, customerId));
    const [row] = detail.jobs;
    assert.deepEqual(
      [row.productGroupName, row.customerName, row.editorName, row.qaName, row.editorRate, row.editorPay, row.qaPay, row.completedAt],
      ['Chỉnh sửa cơ bản', customer!.name, await nameOf(w.id.editor), await nameOf(w.id.qa), '5000.00', '50000.00', row.qaPay, '2025-10-31T16:30:00.000Z'],
    );
    assert.equal(addMoney(row.editorPay, row.qaPay, row.margin), row.revenue);
    assert.equal(detail.total.revenue, '150000.00');
    const none = (await w.ok<Json>(CUSTOMER_JOBS, { filter: { startDate: '2025-09-01', endDate: '2025-11-30' }, customerId: null, limit: 1 }, 'admin')).customer_revenue_jobs;
    assert.deepEqual(none.jobs.map((j: Json) => j.id), [job.D.id]);
    assert.equal(none.total.jobs, 3);
    const second = (await w.ok<Json>(CUSTOMER_JOBS, { filter: { startDate: '2025-09-01', endDate: '2025-11-30' }, after: none.nextCursor, limit: 1 }, 'admin')).customer_revenue_jobs;
    assert.deepEqual(second.jobs.map((j: Json) => j.id), [job.B.id]);
    assert.equal(second.total, null);
  });
});

describe('salaries', () => {
  it('an editor sees their own jobs × rate; another person\u2019s pay is refused, an admin may pick anyone', async () => {
    const own = (await w.ok<Json>(SALARY, { filter: OCTOBER }, 'editor')).salary_report;
    assert.equal(own.person.id, w.id.editor);
    assert.deepEqual(own.jobs, [{ id: job.A.id, productGroupName: 'Chỉnh sửa cơ bản', paidAs: 'Editor', files: 10, rate: '5000.00', pay: '50000.00' }]);
    assert.deepEqual(own.total, { jobs: 1, files: 10, pay: '50000.00' });
    const refused = await w.fails(SALARY, { filter: OCTOBER, userId: w.id.editor2 }, 'editor');
    assert.equal(errorCode(refused), 'FORBIDDEN');
    const picked = (await w.ok<Json>(SALARY, { filter: OCTOBER, userId: w.id.editor2 }, 'admin')).salary_report;
    assert.deepEqual(picked.total, { jobs: 1, files: 3, pay: '60000.00' });
  });

  it('QA is paid qa_rate for the jobs they approved', async () => {
    const qa = (await w.ok<Json>(SALARY, { filter: OCTOBER }, 'qa')).salary_report;
    assert.deepEqual(qa.jobs.map((j: Json) => [j.id, j.paidAs, j.pay]), [
      [job.B.id, 'QA', '12001.50'],
      [job.A.id, 'QA', '10000.00'],
    ]);
    assert.equal(qa.total.pay, '22001.50');
  });

  it('all salaries: every editor and QA of the month, the payroll the exact sum of the rows', async () => {
    const all = (await w.ok<Json>(ALL, { filter: OCTOBER }, 'admin')).all_salaries_report;
    const byUser = Object.fromEntries(all.rows.map((row: Json) => [row.userId, row.pay]));
    assert.deepEqual(byUser, { [w.id.editor]: '50000.00', [w.id.editor2]: '60000.00', [w.id.qa]: '22001.50' });
    // A and B each pay their editor and their QA: four person-rows' worth of jobs, two jobs.
    assert.deepEqual(
      all.rows.reduce((sum: { jobs: number; files: number }, row: Json) => ({ jobs: sum.jobs + row.jobs, files: sum.files + row.files }), { jobs: 0, files: 0 }),
      { jobs: 4, files: 26 },
    );
    assert.deepEqual(all.total, { jobs: 2, files: 13, pay: '132001.50' });
    assert.equal(all.sharedJobs, 2);
    assert.equal(all.frozen, false);
    assert.deepEqual(all.payPeriod, { month: '2025-10', closed: false, closedBy: null, closedAt: null, reopenedBy: null, reopenedAt: null });
  });
});

describe('pay periods', () => {
  it('closing freezes October; changes to its jobs are refused naming the month until it is reopened; both recorded', async () => {
    assert.equal(errorCode(await w.fails(CLOSE, { month: '2025-10' }, 'editor')), 'FORBIDDEN');
    const closed = (await w.ok<Json>(CLOSE, { month: '2025-10' }, 'admin')).close_pay_period;
    assert.equal(closed.closed, true);
    assert.equal(closed.closedBy.id, w.id.admin);
    assert.equal(errorCode(await w.fails(CLOSE, { month: '2025-10' }, 'admin')), 'BAD_USER_INPUT');
    assert.equal(errorCode(await w.fails(CLOSE, { month: '2099-01' }, 'admin')), 'BAD_USER_INPUT');

    const frozen = (await w.ok<Json>(ALL, { filter: OCTOBER }, 'admin')).all_salaries_report;
    assert.equal(frozen.frozen, true);
    assert.equal(frozen.total.pay, '132001.50');
    assert.deepEqual([frozen.total.jobs, frozen.total.files, frozen.sharedJobs], [2, 13, 2]);
    assert.equal(frozen.payPeriod.closedBy.id, w.id.admin);

    // Moving A (completed 23:30 on 31 October) out of Completed is refused and changes nothing.
    const a = await version(job.A.id);
    const refused = await w.fails(MOVE, { id: job.A.id, version: a.version, status: 'InProgress' }, 'admin');
    assert.equal(errorCode(refused), 'FORBIDDEN');
    assert.match(refused.errors![0]!.message, /^Tháng 10\/2025 đã chốt lương/);
    const edit = await w.fails(UPDATE, { id: job.A.id, version: a.version, input: { totalFile: 11 } }, 'admin');
    assert.match(edit.errors![0]!.message, /^Tháng 10\/2025 đã chốt lương/);
    assert.deepEqual(await version(job.A.id), a);
    // C, completed 00:30 on 1 November, is not in the closed month: the same edit is allowed.
    const c = await version(job.C.id);
    await w.ok(UPDATE, { id: job.C.id, version: c.version, input: { totalFile: 8 } }, 'admin');

    assert.equal(errorCode(await w.fails(REOPEN, { month: '2025-10' }, 'qa')), 'FORBIDDEN');
    const reopened = (await w.ok<Json>(REOPEN, { month: '2025-10' }, 'admin')).reopen_pay_period;
    assert.equal(reopened.closed, false);
    assert.equal(reopened.reopenedBy.id, w.id.admin);
    const moved = (await w.ok<Json>(MOVE, { id: job.A.id, version: a.version, status: 'InProgress' }, 'admin')).move_task;
    assert.equal(moved.completedAt, null);
    const live = (await w.ok<Json>(ALL, { filter: OCTOBER }, 'admin')).all_salaries_report;
    assert.equal(live.frozen, false);
    assert.equal(live.total.pay, '72001.50', 'A no longer counts once it left Completed');

    const audit = await w.p.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'pay_period')));
    assert.deepEqual(
      audit.map((row) => [row.action, row.actorId]),
      [
        ['close', w.id.admin],
        ['reopen', w.id.admin],
      ],
    );
    assert.match(audit[0]!.summary, /Chốt lương tháng 10\/2025: 3 người, tổng 132\.001,50 VNĐ/);
  });

  it('while the current month is closed, approving a job is refused; other edits of a closed month\u2019s jobs stay allowed', async () => {
    const month = studioMonth();
    const label = `Tháng ${month.slice(5, 7)}/${month.slice(0, 4)}`;
    const card = await w.create({ productGroupId: basic, totalFile: 2, editorId: w.id.editor, qaId: w.id.qa });
    let moved = (await w.ok<Json>(MOVE, { id: card.id, version: card.version, status: 'InProgress' }, 'editor')).move_task;
    moved = (await w.ok<Json>(MOVE, { id: card.id, version: moved.version, status: 'WaitApprove' }, 'editor')).move_task;
    await w.ok(CLOSE, { month }, 'admin');
    try {
      const refused = await w.fails(MOVE, { id: card.id, version: moved.version, status: 'Completed' }, 'qa');
      assert.equal(errorCode(refused), 'FORBIDDEN');
      assert.match(refused.errors![0]!.message, new RegExp(`^${label} đã chốt lương`));
      assert.equal((await version(card.id)).status, 5);
      // A closed month's job may still get a description: it does not change any pay.
      await w.ok(CLOSE, { month: '2025-10' }, 'admin');
      const b = await version(job.B.id);
      await w.ok(UPDATE, { id: job.B.id, version: b.version, input: { description: 'Khách đã nhận ảnh' } }, 'admin');
      await w.ok(REOPEN, { month: '2025-10' }, 'admin');
    } finally {
      await w.ok(REOPEN, { month }, 'admin');
    }
    // Reopened: the same approval goes through.
    const approved = (await w.ok<Json>(MOVE, { id: card.id, version: moved.version, status: 'Completed' }, 'qa')).move_task;
    assert.equal(approved.status, 'Completed');
  });

  it('refuses a malformed month, reopening an open month and closing as QA', async () => {
    assert.equal(errorCode(await w.fails(CLOSE, { month: '2025-13' }, 'admin')), 'BAD_USER_INPUT');
    assert.equal(errorCode(await w.fails(CLOSE, { month: 'tháng 10' }, 'admin')), 'BAD_USER_INPUT');
    assert.equal(errorCode(await w.fails(REOPEN, { month: '2025-08' }, 'admin')), 'BAD_USER_INPUT');
    assert.equal(errorCode(await w.fails(CLOSE, { month: '2025-08' }, 'qa')), 'FORBIDDEN');
    // Positive control: the admin closes (and reopens) August, a month without jobs.
    assert.equal((await w.ok<Json>(CLOSE, { month: '2025-08' }, 'admin')).close_pay_period.closed, true);
    assert.equal((await w.ok<Json>(REOPEN, { month: '2025-08' }, 'admin')).reopen_pay_period.closed, false);
  });
});
