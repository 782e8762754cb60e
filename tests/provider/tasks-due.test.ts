// Due times of jobs (docs/decisions/due-times.md): set on create and edit by the admin only, a
// past one refused on create, the board's late / due-today filter, the product group's turnaround.
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { after, before, describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import { providerText } from '../../graphql/provider-text';
import { customerRevenueReport } from '../../lib/reports/customer-revenue';
import type { Requester, ReportDefinition } from '../../lib/reports/definition';
import { jobsByEditorReport } from '../../lib/reports/jobs-by-editor';
import { exportStream, type ExportFormat } from '../../lib/server/report-export';
import { count, desc, eq } from 'drizzle-orm';
import { studioDayStart, studioDay, studioDaysLater } from '../../domain/studio-time';
import { TASK_STATUS } from '../../domain/task-status';
import { productGroups, taskHistory, tasks } from '../../provider/src/db/schema';
import { errorCode } from './harness';
import { startTaskWorld, type Role, type TaskWorld } from './tasks-support';

let w: TaskWorld;

before(async () => {
  w = await startTaskWorld();
});
after(async () => {
  await w?.p.close();
});

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const DUE = `query Tasks($filter: TaskFilter) { task_board(filter: $filter) { cards { id status dueAt } } }`;
const UPDATE = `mutation U($id: Int!, $version: Int!, $input: UpdateTaskInput!) { update_task(id: $id, version: $version, input: $input) { id version dueAt } }`;
const CREATE = `mutation C($input: CreateTaskInput!) { create_task(input: $input) { id version dueAt status } }`;
type Due = { id: number; version: number; dueAt: string | null; status: string };

const taskCount = async () => (await w.p.db.select({ n: count() }).from(tasks))[0]!.n;
const create = (input: Record<string, unknown>, as: Role = 'admin') =>
  w.p.gql<{ create_task: Due }>(CREATE, { input: { taskName: 'Bộ ảnh có hạn', productGroupId: w.groupIds[0], totalFile: 5, ...input } }, { token: w.token[as] });
const update = (task: Pick<Due, 'id' | 'version'>, input: Record<string, unknown>, as: Role) =>
  w.p.gql<{ update_task: Due }>(UPDATE, { id: task.id, version: task.version, input }, { token: w.token[as] });
const boardIds = async (filter: Record<string, unknown>, as: Role = 'admin') =>
  (await w.ok<{ task_board: { cards: Due[] } }>(DUE, { filter }, as)).task_board.cards.map((card) => card.id).sort((a, b) => a - b);

describe('due time on create and edit', () => {
  it('admin creates a job with a due time; the board and the task carry it', async () => {
    const due = inHours(5);
    const result = await create({ dueAt: due });
    assert.equal(result.errors, undefined, JSON.stringify(result.errors));
    const made = result.data!.create_task;
    assert.equal(made.dueAt, due);
    const card = (await w.ok<{ task_board: { cards: Due[] } }>(DUE, {}, 'admin')).task_board.cards.find((c) => c.id === made.id);
    assert.equal(card?.dueAt, due);
    const [row] = await w.p.db.select({ dueAt: tasks.dueAt }).from(tasks).where(eq(tasks.id, made.id));
    assert.equal(row!.dueAt!.toISOString(), due);
    // Without one the job has none.
    assert.equal((await create({})).data!.create_task.dueAt, null);
  });

  it('refuses a due time in the past on create, in Vietnamese, storing nothing; the same job with a future time is made', async () => {
    const before = await taskCount();
    const refused = await create({ dueAt: inHours(-2), clientTaskId: '6f0d2c1e-8a3b-4c5d-9e7f-0a1b2c3d4e5f' });
    assert.equal(errorCode(refused), 'BAD_USER_INPUT');
    assert.equal(refused.errors![0]!.message, 'Hạn hoàn thành đã qua. Chọn một thời điểm trong tương lai.');
    assert.equal(await taskCount(), before);
    const garbage = await create({ dueAt: 'ngày mai' });
    assert.ok(garbage.errors?.length);
    assert.equal(await taskCount(), before);
    const control = await create({ dueAt: inHours(2) });
    assert.equal(control.errors, undefined, JSON.stringify(control.errors));
    assert.equal(await taskCount(), before + 1);
  });

  it('admin edits it (a past time allowed, the history says it in words) and clears it', async () => {
    const made = (await create({ dueAt: inHours(24) })).data!.create_task;
    const past = new Date('2026-01-05T02:30:00.000Z').toISOString();
    const edited = await update(made, { dueAt: past }, 'admin');
    assert.equal(edited.errors, undefined, JSON.stringify(edited.errors));
    assert.equal(edited.data!.update_task.dueAt, past);
    const [entry] = await w.p.db.select().from(taskHistory).where(eq(taskHistory.taskId, made.id)).orderBy(desc(taskHistory.id)).limit(1);
    assert.match(entry!.comment!, /^Cập nhật: Hạn hoàn thành \d{2}-\d{2}-\d{4} \d{2}:\d{2} → 05-01-2026 09:30$/);
    // The same instant again is no edit.
    const same = await update(edited.data!.update_task, { dueAt: past }, 'admin');
    assert.equal(same.data!.update_task.version, edited.data!.update_task.version);
    const cleared = await update(edited.data!.update_task, { dueAt: null }, 'admin');
    assert.equal(cleared.data!.update_task.dueAt, null);
  });

  it("the job's editor and QA cannot set it; the admin can (positive control)", async () => {
    const made = (await create({ editorId: w.id.editor, qaId: w.id.qa })).data!.create_task;
    for (const as of ['editor', 'qa'] as const) {
      const refused = await update(made, { dueAt: inHours(10) }, as);
      assert.equal(errorCode(refused), 'FORBIDDEN', as);
      assert.match(refused.errors![0]!.message, /Hạn hoàn thành/);
    }
    const [row] = await w.p.db.select({ dueAt: tasks.dueAt, version: tasks.version }).from(tasks).where(eq(tasks.id, made.id));
    assert.deepEqual(row, { dueAt: null, version: made.version });
    const allowed = await update(made, { dueAt: inHours(10) }, 'admin');
    assert.equal(allowed.errors, undefined, JSON.stringify(allowed.errors));
    // Only the admin creates jobs at all.
    assert.equal(errorCode(await create({ dueAt: inHours(3) }, 'editor')), 'FORBIDDEN');
  });
});

describe("the board's due filter", () => {
  it('Late: open jobs past their due time; Today: open jobs due on the studio day; finished jobs never', async () => {
    await w.p.db.update(tasks).set({ dueAt: null });
    const now = Date.now();
    const todayStart = studioDayStart(studioDay(new Date(now)))!;
    const tomorrowStart = studioDaysLater(todayStart, 1);
    const make = async (dueAt: Date | null, status: number = TASK_STATUS.Assignee, editor: Role = 'editor') => {
      const made = (await create({ editorId: w.id[editor] })).data!.create_task;
      await w.p.db.update(tasks).set({ dueAt, status, completedAt: status === TASK_STATUS.Completed ? new Date() : null }).where(eq(tasks.id, made.id));
      return made.id;
    };
    const lateLongAgo = await make(new Date(now - 30 * HOUR));
    const lateToday = await make(new Date(Math.max(todayStart.getTime(), now - 60_000)));
    const laterToday = await make(new Date(Math.min(tomorrowStart.getTime() - 60_000, now + 60_000)));
    const tomorrow = await make(new Date(tomorrowStart.getTime() + HOUR));
    const completedLate = await make(new Date(now - HOUR), TASK_STATUS.Completed);
    const cancelledLate = await make(new Date(now - HOUR), TASK_STATUS.Cancel);
    const otherEditorsLate = await make(new Date(now - HOUR), TASK_STATUS.InProgress, 'editor2');
    await make(null);

    const late = await boardIds({ due: 'Late' });
    for (const id of [lateLongAgo, lateToday, otherEditorsLate]) assert.ok(late.includes(id), `${id} is late`);
    for (const id of [tomorrow, completedLate, cancelledLate]) assert.ok(!late.includes(id), `${id} is not late`);
    // laterToday is due a minute from now (late only if the query ran a minute after it was made).
    assert.ok(late.length <= 4);
    const today = await boardIds({ due: 'Today' });
    assert.ok(today.includes(laterToday) && today.includes(lateToday), JSON.stringify(today));
    for (const id of [lateLongAgo, tomorrow, completedLate, cancelledLate]) assert.ok(!today.includes(id), `${id} is not due today`);
    // Editors: the same rule, on their own jobs only.
    assert.deepEqual(await boardIds({ due: 'Late' }, 'editor'), [lateLongAgo, lateToday].sort((a, b) => a - b));
    // Combined with the other filters.
    assert.deepEqual(await boardIds({ due: 'Late', editorId: w.id.editor2 }), [otherEditorsLate]);
    // No due choice: every job again.
    assert.ok((await boardIds({})).length > late.length);
  });

  it('refuses an unknown due choice', async () => {
    const result = await w.p.gql(DUE, { filter: { due: 'Tomorrow' } }, { token: w.token.admin });
    assert.ok(result.errors?.length);
  });
});

describe("the product group's turnaround", () => {
  const SAVE = 'mutation S($i: SaveCatalogEntryInput!) { save_catalog_entry(input: $i) { id default_turnaround_hours } }';
  const AUDIT = 'query A($i: AuditLogInput!) { audit_log(input: $i) { items { entity_id action summary } } }';

  it('is 24 hours by default, editable by the admin, refused outside 1–8760 with nothing changed', async () => {
    const groups = await w.ok<{ product_groups: { id: number; default_turnaround_hours: number }[] }>('query { product_groups { id default_turnaround_hours } }', {}, 'admin');
    assert.ok(groups.product_groups.every((group) => group.default_turnaround_hours === 24));
    const [group] = await w.p.db.select().from(productGroups).where(eq(productGroups.id, w.groupIds[1]!));
    const input = { area: 'product_group', id: group!.id, name: group!.name, unit_price: group!.unitPrice, editor_rate: group!.editorRate, qa_rate: group!.qaRate };
    for (const hours of [0, 8761, -3]) {
      const refused = await w.p.gql(SAVE, { i: { ...input, default_turnaround_hours: hours } }, { token: w.token.admin });
      assert.equal(errorCode(refused), 'BAD_USER_INPUT', String(hours));
      assert.match(refused.errors![0]!.message, /^Thời gian hoàn thành mặc định là số giờ nguyên từ 1 đến 8\.760$/);
    }
    assert.equal((await w.p.db.select().from(productGroups).where(eq(productGroups.id, group!.id)))[0]!.defaultTurnaroundHours, 24);
    // Not the QA's to change.
    assert.equal(errorCode(await w.p.gql(SAVE, { i: { ...input, default_turnaround_hours: 48 } }, { token: w.token.qa })), 'FORBIDDEN');
    const saved = await w.ok<{ save_catalog_entry: { default_turnaround_hours: number } }>(SAVE, { i: { ...input, default_turnaround_hours: 48 } }, 'admin');
    assert.equal(saved.save_catalog_entry.default_turnaround_hours, 48);
    // Left out: unchanged.
    const kept = await w.ok<{ save_catalog_entry: { default_turnaround_hours: number } }>(SAVE, { i: input }, 'admin');
    assert.equal(kept.save_catalog_entry.default_turnaround_hours, 48);
    const audit = await w.ok<{ audit_log: { items: { entity_id: number; action: string; summary: string }[] } }>(AUDIT, { i: { entity_type: 'product_group' } }, 'admin');
    assert.ok(
      audit.audit_log.items.some((item) => item.entity_id === group!.id && item.summary.endsWith('thời gian hoàn thành mặc định 24 giờ → 48 giờ')),
      JSON.stringify(audit.audit_log.items),
    );
  });
});



describe('on-time reports', () => {
  const BY_EDITOR = `query R($filter: ReportFilter!) { report_jobs_by_editor(filter: $filter) {
    rows { editorId completed onTime { withDue onTime rate } } totals { completed onTime { withDue onTime rate } } } }`;
  const BY_CUSTOMER = `query R($filter: ReportFilter!) { customer_revenue_report(filter: $filter) {
    rows { customerId onTime { withDue onTime rate } } totalOnTime { withDue onTime rate } } }`;
  const MARCH = { startDate: '2026-03-01', endDate: '2026-03-31' };
  type OnTime = { withDue: number; onTime: number; rate: number | null };

  it('counts, per editor and per customer, the completed jobs with a due time and those done by it', async () => {
    const { customer_options: customers } = await w.ok<{ customer_options: { id: number }[] }>('query { customer_options { id } }', {}, 'admin');
    const customerId = customers[0]!.id;
    const job = async (editor: Role, customer: number | null, dueAt: string | null, completedAt: string) => {
      const made = (await create({ editorId: w.id[editor], customerId: customer })).data!.create_task;
      await w.p.db
        .update(tasks)
        .set({ status: TASK_STATUS.Completed, dueAt: dueAt ? new Date(dueAt) : null, completedAt: new Date(completedAt) })
        .where(eq(tasks.id, made.id));
    };
    await job('editor', customerId, '2026-03-10T10:00:00Z', '2026-03-10T09:00:00Z'); // early: on time
    await job('editor', customerId, '2026-03-10T10:00:00Z', '2026-03-10T10:00:00Z'); // exactly at the due time: on time
    await job('editor', customerId, '2026-03-11T00:00:00Z', '2026-03-12T00:00:00Z'); // a day late
    await job('editor', null, null, '2026-03-12T00:00:00Z'); // no due time: not counted
    await job('editor2', null, null, '2026-03-13T00:00:00Z'); // none with a due time: no rate
    await job('editor', customerId, '2026-04-10T00:00:00Z', '2026-04-11T00:00:00Z'); // April: outside the period

    const editors = (await w.ok<{ report_jobs_by_editor: { rows: { editorId: number; completed: number; onTime: OnTime }[]; totals: { onTime: OnTime } } }>(BY_EDITOR, { filter: MARCH }, 'admin'))
      .report_jobs_by_editor;
    const row = (id: number) => editors.rows.find((r) => r.editorId === id)!;
    assert.deepEqual(row(w.id.editor).onTime, { withDue: 3, onTime: 2, rate: 2 / 3 });
    assert.equal(row(w.id.editor).completed, 4);
    assert.deepEqual(row(w.id.editor2).onTime, { withDue: 0, onTime: 0, rate: null });
    assert.deepEqual(editors.totals.onTime, { withDue: 3, onTime: 2, rate: 2 / 3 });
    // The editor sees their own row, with the same figures.
    const own = (await w.ok<{ report_jobs_by_editor: { rows: { editorId: number; onTime: OnTime }[] } }>(BY_EDITOR, { filter: MARCH }, 'editor')).report_jobs_by_editor;
    assert.deepEqual(
      own.rows.map((r) => [r.editorId, r.onTime]),
      [[w.id.editor, { withDue: 3, onTime: 2, rate: 2 / 3 }]],
    );

    const byCustomer = (await w.ok<{ customer_revenue_report: { rows: { customerId: number | null; onTime: OnTime }[]; totalOnTime: OnTime } }>(BY_CUSTOMER, { filter: MARCH }, 'admin'))
      .customer_revenue_report;
    assert.deepEqual(byCustomer.rows.find((r) => r.customerId === customerId)!.onTime, { withDue: 3, onTime: 2, rate: 2 / 3 });
    assert.deepEqual(byCustomer.rows.find((r) => r.customerId === null)!.onTime, { withDue: 0, onTime: 0, rate: null });
    assert.deepEqual(byCustomer.totalOnTime, { withDue: 3, onTime: 2, rate: 2 / 3 });
    // Revenue by customer stays the admin's (positive control above).
    assert.equal(errorCode(await w.p.gql(BY_CUSTOMER, { filter: MARCH }, { token: w.token.qa })), 'FORBIDDEN');
  });

  // The exports are the app's own code (lib/server/report-export.ts) fed by the provider, as the export route feeds them.
  const request: Requester = async (operation, variables) => {
    const result = await w.p.gql(providerText(operation), variables as Record<string, unknown>, { token: w.token.admin });
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    return result.data as never;
  };
  async function exported<Row>(definition: ReportDefinition<Row>, format: ExportFormat): Promise<Buffer> {
    const params = new URLSearchParams();
    const first = await definition.load(request, MARCH, params, null, 'export');
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
    });
    await pipeline(exportStream(format, { definition, request, filter: MARCH, params, first }), sink);
    return Buffer.concat(chunks);
  }
  const csv = async <Row>(definition: ReportDefinition<Row>) => (await exported(definition, 'csv')).toString('utf8').replace('\ufeff', '').trim().split('\n');

  it('the CSV and XLSX exports carry the same three columns (an empty rate cell when there is no data)', async () => {
    const editorLines = await csv(jobsByEditorReport);
    assert.match(editorLines[0]!, /,Hoàn thành có hạn,Đúng hạn,Tỷ lệ đúng hạn$/);
    assert.ok(editorLines.some((line) => line.startsWith('Lê Biên Tập,') && line.endsWith(',3,2,0.6666666666666666')), editorLines.join('\n'));
    assert.ok(editorLines.some((line) => line.startsWith('Phạm Minh Anh,') && line.endsWith(',0,0,')), editorLines.join('\n'));
    assert.ok(editorLines.at(-1)!.startsWith('Tổng,') && editorLines.at(-1)!.endsWith(',3,2,0.6666666666666666'), editorLines.at(-1));
    const customerLines = await csv(customerRevenueReport);
    assert.match(customerLines[0]!, /,Hoàn thành có hạn,Đúng hạn,Tỷ lệ đúng hạn$/);
    assert.ok(customerLines.at(-1)!.startsWith('Tổng,') && customerLines.at(-1)!.endsWith(',3,2,0.6666666666666666'), customerLines.at(-1));

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await exported(jobsByEditorReport, 'xlsx')) as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    assert.deepEqual(rows[0]!.slice(-3), ['Hoàn thành có hạn', 'Đúng hạn', 'Tỷ lệ đúng hạn']);
    const total = rows.at(-1)!;
    assert.equal(total[0], 'Tổng');
    assert.deepEqual(total.slice(-3), [3, 2, 2 / 3]);
  });
});
