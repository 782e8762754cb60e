// Revision rounds and pay (docs/decisions/proofing.md, "Payroll rule for revision rounds"): the
// 'Lỗi của studio' mark (who may set it, on which jobs, not in a closed month), the salary of an
// editor with a paid revision beside a studio-fault one, and the turnaround / revision-rate
// figures of /job-theo-editor and /bao-cao-doanh-thu on a small seeded chain
// (docs/decisions/reports-jobs.md, "Turnaround and revision rate").
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { hashPassword } from '../../provider/src/auth/passwords';
import { auditLog, cloudBatches, cloudUsers, customers, deliveries, productGroups, resultReviews, taskResults, tasks } from '../../provider/src/db/schema';
import { assertBadInput, errorCode, type Json } from './harness';
import { startTaskWorld, type Card, type TaskWorld } from './tasks-support';

let w: TaskWorld;
let basic: number; // 15000 / 5000 / 1000 per file

const MARK = 'mutation ($id: Int!, $version: Int!, $fault: Boolean!) { set_task_studio_fault(id: $id, version: $version, fault: $fault) { id version studioFault parentTaskId } }';
const SALARY = `query ($filter: ReportFilter!, $userId: Int) { salary_report(filter: $filter, userId: $userId) {
  jobs { id files rate pay studioFault } total { jobs files pay } } }`;
const ALL = 'query ($filter: ReportFilter!) { all_salaries_report(filter: $filter) { rows { userId jobs files pay } total { jobs files pay } } }';
const REVENUE = `query ($filter: ReportFilter!) { revenue_report(filter: $filter, grain: month) { total { current { jobs files revenue editorPay qaPay margin } } } }`;
const CLOSE = 'mutation ($month: String!) { close_pay_period(month: $month) { month closed } }';
const REOPEN = 'mutation ($month: String!) { reopen_pay_period(month: $month) { month closed } }';
const TURNAROUND = 'turnaround { delivered revised revisionRate medianFirstDeliveryHours medianApprovalHours photosAnswered photosApprovedFirstRound firstPassApprovalRate requestsPerPhoto roundsPerJob }';
const BY_EDITOR = `query ($filter: ReportFilter!) { report_jobs_by_editor(filter: $filter) { rows { editorId ${TURNAROUND} } totals { ${TURNAROUND} } } }`;
const BY_CUSTOMER = `query ($filter: ReportFilter!) { customer_revenue_report(filter: $filter) { rows { customerId figures { jobs } ${TURNAROUND} }
  totalTurnaround { delivered revised revisionRate medianFirstDeliveryHours medianApprovalHours photosAnswered photosApprovedFirstRound firstPassApprovalRate requestsPerPhoto roundsPerJob } } }`;

const MARCH = { startDate: '2025-03-01', endDate: '2025-03-31' };
const JUNE = { startDate: '2025-06-01', endDate: '2025-06-30' };

/** A completed job of `editor2` / qa2 in March 2025 (the salary part's own people and month). */
async function completedJob(files: number, completedAt: string, parentTaskId: number | null = null, round = 1): Promise<number> {
  const [row] = await w.p.db
    .insert(tasks)
    .values({
      taskName: parentTaskId ? `Bộ ảnh cưới — sửa lần ${round}` : 'Bộ ảnh cưới',
      editorId: w.id.editor2,
      qaId: w.id.qa2,
      adminId: w.id.admin,
      productGroupId: basic,
      totalFile: files,
      status: 8,
      unitPrice: '15000',
      editorRate: '5000',
      qaRate: '1000',
      completedAt: new Date(completedAt),
      parentTaskId,
      revisionRound: round,
    })
    .returning({ id: tasks.id });
  return row!.id;
}

async function row(id: number) {
  const [task] = await w.p.db.select({ version: tasks.version, studioFault: tasks.studioFault }).from(tasks).where(eq(tasks.id, id));
  return task!;
}

before(async () => {
  w = await startTaskWorld();
  basic = (await w.p.db.select().from(productGroups)).find((g) => g.name === 'Chỉnh sửa cơ bản')!.id;
});
after(async () => {
  await w?.p.close();
});

describe("the 'Lỗi của studio' mark", () => {
  let original: number;
  let revision: number;
  let open: Card; // a revision job not yet completed

  before(async () => {
    original = await completedJob(10, '2025-02-10T03:00:00Z');
    revision = await completedJob(2, '2025-02-12T03:00:00Z', original, 2);
    open = await w.create({ editorId: w.id.editor, qaId: w.id.qa });
    await w.p.db.update(tasks).set({ parentTaskId: original, revisionRound: 2 }).where(eq(tasks.id, open.id));
  });

  it("editors and QA are refused (FORBIDDEN, nothing changed); the admin's same mark is kept, in the history and the audit log", async () => {
    for (const role of ['editor', 'qa'] as const) {
      const refused = await w.fails(MARK, { id: open.id, version: open.version, fault: true }, role);
      assert.equal(errorCode(refused), 'FORBIDDEN', role);
      assert.deepEqual(await row(open.id), { version: open.version, studioFault: false }, role);
    }
    const { set_task_studio_fault: marked } = await w.ok<Json>(MARK, { id: open.id, version: open.version, fault: true }, 'admin');
    assert.deepEqual(marked, { id: open.id, version: open.version + 1, studioFault: true, parentTaskId: original });
    const history = (await w.get(open.id)).history as unknown as Json[];
    assert.ok(history.some((h) => h.comment === 'Đánh dấu lỗi của studio (không tính lương)'));
    const audit = await w.p.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'task'), eq(auditLog.entityId, open.id)));
    assert.equal(audit.length, 1);
    assert.deepEqual([audit[0]!.actorId, audit[0]!.action, audit[0]!.after], [w.id.admin, 'update', { studioFault: true }]);
    // Clearing it again is the admin's too.
    const { set_task_studio_fault: cleared } = await w.ok<Json>(MARK, { id: open.id, version: open.version + 1, fault: false }, 'admin');
    assert.equal(cleared.studioFault, false);
  });

  it('an ordinary job (no original) is refused as bad input; a revision job of it is marked', async () => {
    const before = await row(original);
    assertBadInput(await w.fails(MARK, { id: original, version: before.version, fault: true }, 'admin'), 'ordinary job');
    assert.deepEqual(await row(original), before);
    const { set_task_studio_fault: marked } = await w.ok<Json>(MARK, { id: revision, version: (await row(revision)).version, fault: true }, 'admin');
    assert.equal(marked.studioFault, true);
  });

  it("is refused while the job's month is closed (FORBIDDEN naming the month, nothing changed); after reopening the admin's change is kept", async () => {
    await w.ok(CLOSE, { month: '2025-02' }, 'admin');
    const before = await row(revision);
    const refused = await w.fails(MARK, { id: revision, version: before.version, fault: false }, 'admin');
    assert.equal(errorCode(refused), 'FORBIDDEN');
    assert.match(refused.errors![0]!.message, /Tháng 02\/2025 đã chốt lương/);
    assert.deepEqual(await row(revision), before);
    await w.ok(REOPEN, { month: '2025-02' }, 'admin');
    const { set_task_studio_fault: cleared } = await w.ok<Json>(MARK, { id: revision, version: before.version, fault: false }, 'admin');
    assert.equal(cleared.studioFault, false);
  });
});

describe('salary follows the payroll rule', () => {
  let original: number;
  let paid: number;
  let fault: number;

  before(async () => {
    original = await completedJob(10, '2025-03-10T03:00:00Z'); // 50,000 editor, 10,000 QA
    paid = await completedJob(2, '2025-03-12T03:00:00Z', original, 2); // 10,000 editor, 2,000 QA
    fault = await completedJob(3, '2025-03-14T03:00:00Z', paid, 3); // 15,000 editor, 3,000 QA until marked
  });

  async function figures(filter: Json) {
    const salary = (await w.ok<Json>(SALARY, { filter, userId: w.id.editor2 }, 'admin')).salary_report;
    const qaSalary = (await w.ok<Json>(SALARY, { filter, userId: w.id.qa2 }, 'admin')).salary_report;
    const all = (await w.ok<Json>(ALL, { filter }, 'admin')).all_salaries_report;
    const revenue = (await w.ok<Json>(REVENUE, { filter }, 'admin')).revenue_report.total.current;
    return {
      editor: salary.total.pay,
      qa: qaSalary.total.pay,
      faultPay: salary.jobs.find((job: Json) => job.id === fault).pay,
      faultMarked: salary.jobs.find((job: Json) => job.id === fault).studioFault,
      allEditor: all.rows.find((line: Json) => line.userId === w.id.editor2).pay,
      payroll: all.total.pay,
      revenue: revenue.revenue,
      editorPay: revenue.editorPay,
    };
  }

  it('a paid revision counts like a job; a studio-fault one pays neither editor nor QA (summary and job paths alike), revenue unchanged', async () => {
    // The search reads the jobs; without one the day summary (report_days) answers.
    for (const filter of [MARCH, { ...MARCH, searchString: 'Bộ ảnh cưới' }]) {
      assert.deepEqual(await figures(filter), { editor: '75000.00', qa: '15000.00', faultPay: '15000.00', faultMarked: false, allEditor: '75000.00', payroll: '90000.00', revenue: '225000.00', editorPay: '75000.00' });
    }
    await w.ok(MARK, { id: fault, version: (await row(fault)).version, fault: true }, 'admin');
    for (const filter of [MARCH, { ...MARCH, searchString: 'Bộ ảnh cưới' }]) {
      assert.deepEqual(await figures(filter), { editor: '60000.00', qa: '12000.00', faultPay: '0.00', faultMarked: true, allEditor: '60000.00', payroll: '72000.00', revenue: '225000.00', editorPay: '60000.00' });
    }
    // Closing the month freezes the rule's figures.
    await w.ok(CLOSE, { month: '2025-03' }, 'admin');
    const frozen = (await w.ok<Json>(ALL, { filter: MARCH }, 'admin')).all_salaries_report;
    assert.equal(frozen.total.pay, '72000.00');
    await w.ok(REOPEN, { month: '2025-03' }, 'admin');
  });
});

describe('turnaround and revision rate', () => {
  let customerId: number;

  before(async () => {
    customerId = (await w.p.db.insert(customers).values({ name: 'Studio Hoa Mai' }).returning({ id: customers.id }))[0]!.id;
    const [owner] = await w.p.db
      .insert(cloudUsers)
      .values({ account: 'hoamai', passwordHash: await hashPassword('Hoamai@123'), customerId })
      .returning({ id: cloudUsers.id });
    let n = 0;
    const job = async (uploadedAt: string, parentTaskId: number | null = null) => {
      const [task] = await w.p.db
        .insert(tasks)
        .values({ taskName: `Chuỗi ${++n}`, editorId: w.id.editor, qaId: w.id.qa, customerId, productGroupId: basic, totalFile: 3, status: 4, parentTaskId, revisionRound: parentTaskId ? 2 : 1 })
        .returning({ id: tasks.id });
      if (!parentTaskId) await w.p.db.insert(cloudBatches).values({ cloudUserId: owner!.id, name: `Lô ${n}`, taskId: task!.id, createdAt: new Date(uploadedAt) });
      return task!.id;
    };
    const deliver = async (taskId: number, at: string, submittedAt: string | null, decisions: ('approved' | 'changes')[]) => {
      await w.p.db.insert(deliveries).values({ taskId, round: 1, deliveredAt: new Date(at), deliveredBy: w.id.admin, submittedAt: submittedAt ? new Date(submittedAt) : null });
      for (const decision of decisions) {
        const [result] = await w.p.db
          .insert(taskResults)
          .values({ taskId, round: 1, uploadId: `r-${taskId}-${++n}`, name: `anh-${n}.jpg`, size: 10, uploadedBy: w.id.editor, completedAt: new Date(at) })
          .returning({ id: taskResults.id });
        await w.p.db.insert(resultReviews).values({ resultId: result!.id, decision, note: decision === 'changes' ? 'Làm sáng da' : '' });
      }
    };
    // X: uploaded, delivered 10 h later, one photo to redo; its revision approved 72 h after the upload.
    const x = await job('2025-06-01T00:00:00Z');
    await deliver(x, '2025-06-01T10:00:00Z', '2025-06-02T00:00:00Z', ['approved', 'changes']);
    const x2 = await job('2025-06-01T00:00:00Z', x);
    await deliver(x2, '2025-06-03T00:00:00Z', '2025-06-04T00:00:00Z', ['approved']);
    // Y: delivered 20 h after the upload, approved at 24 h.
    const y = await job('2025-06-10T00:00:00Z');
    await deliver(y, '2025-06-10T20:00:00Z', '2025-06-11T00:00:00Z', ['approved', 'approved']);
    // Z: delivered 6 h after the upload, the customer has not answered (a change request not yet
    // sent is not an answer: it counts in no figure).
    const z = await job('2025-06-20T00:00:00Z');
    await deliver(z, '2025-06-20T06:00:00Z', null, ['changes']);
    // W: first delivered in May — outside June.
    const may = await job('2025-05-01T00:00:00Z');
    await deliver(may, '2025-05-30T00:00:00Z', '2025-05-31T00:00:00Z', ['approved']);
  });

  // From the customer's answers: X's and Y's first rounds (4 photos, 3 approved at once: Z has not
  // answered), one photo to redo in X's chain, and X delivered twice, Y and Z once.
  const expected = {
    delivered: 3,
    revised: 1,
    revisionRate: 1 / 3,
    medianFirstDeliveryHours: 10,
    medianApprovalHours: 48,
    photosAnswered: 4,
    photosApprovedFirstRound: 3,
    firstPassApprovalRate: 0.75,
    requestsPerPhoto: 0.25,
    roundsPerJob: 4 / 3,
  };

  it('per editor on /job-theo-editor: 3 delivered, 1 revised, medians 10 h to the first delivery and 48 h to the approval; from the customer\'s answers 75 % approved at once, 0.25 requests per photo, 4/3 rounds per job', async () => {
    const report = (await w.ok<Json>(BY_EDITOR, { filter: JUNE }, 'admin')).report_jobs_by_editor;
    const mine = report.rows.find((r: Json) => r.editorId === w.id.editor);
    assert.deepEqual(mine?.turnaround, expected);
    assert.deepEqual(report.totals.turnaround, expected);
    // The editor's own report says the same; another editor's has none.
    const own = (await w.ok<Json>(BY_EDITOR, { filter: JUNE }, 'editor')).report_jobs_by_editor;
    assert.deepEqual(own.totals.turnaround, expected);
    const other = (await w.ok<Json>(BY_EDITOR, { filter: JUNE }, 'editor2')).report_jobs_by_editor;
    assert.deepEqual(other.totals.turnaround, {
      delivered: 0,
      revised: 0,
      revisionRate: null,
      medianFirstDeliveryHours: null,
      medianApprovalHours: null,
      photosAnswered: 0,
      photosApprovedFirstRound: 0,
      firstPassApprovalRate: null,
      requestsPerPhoto: null,
      roundsPerJob: null,
    });
  });

  it('per customer on /bao-cao-doanh-thu: the same chain, a row even without a job completed in the period', async () => {
    const report = (await w.ok<Json>(BY_CUSTOMER, { filter: JUNE }, 'admin')).customer_revenue_report;
    const row = report.rows.find((r: Json) => r.customerId === customerId);
    assert.deepEqual(row, { customerId, figures: { jobs: 0 }, turnaround: expected });
    assert.deepEqual(report.totalTurnaround, expected);
    // May holds only W: delivered at 696 h, approved at 720 h, never revised.
    const may = (await w.ok<Json>(BY_CUSTOMER, { filter: { startDate: '2025-05-01', endDate: '2025-05-31' } }, 'admin')).customer_revenue_report;
    assert.deepEqual(may.totalTurnaround, {
      delivered: 1,
      revised: 0,
      revisionRate: 0,
      medianFirstDeliveryHours: 696,
      medianApprovalHours: 720,
      photosAnswered: 1,
      photosApprovedFirstRound: 1,
      firstPassApprovalRate: 1,
      requestsPerPhoto: 0,
      roundsPerJob: 1,
    });
  });
});
