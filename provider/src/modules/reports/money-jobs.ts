import { and, asc, eq, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { customers, productGroups, tasks, users } from '../../db/schema';
import { badInput } from '../../errors';
import type { Actor } from '../tasks/access';
import { accumulate, emptyAccumulator, figuresOf, type Sums } from './money-figures';
import { completedIn, completedSummaryIn, moneySums, reportPeriod, summarySums, type MoneyFilter } from './money-period';
import { rowsOf } from './scope';

// Job lists of the money reports, in completion order, one page at a time (keyset on
// completed_at, id), so a 100,000-job export never loads them all at once.

const DEFAULT_LIMIT = 200;
const MAX_LIMIT = 2000;

export type PageArgs = { after?: string | null; limit?: number | null };

function pageLimit(limit: number | null | undefined): number {
  if (limit == null) return DEFAULT_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) throw badInput(`Số dòng mỗi trang phải từ 1 đến ${MAX_LIMIT}.`, 'limit');
  return limit;
}

/** The jobs after the cursor ('<ISO completedAt>~<id>'); BAD_USER_INPUT for a cursor no page gave. */
function afterCursor(cursor: string | null | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const match = /^(\d{4}-\d{2}-\d{2}T[\d:.]+Z)~(\d+)$/.exec(cursor);
  if (!match || Number.isNaN(Date.parse(match[1]!))) throw badInput('Con trỏ trang không hợp lệ.', 'after');
  return sql`(${tasks.completedAt}, ${tasks.id}) > (${new Date(match[1]!).toISOString()}::timestamptz, ${Number(match[2])})`;
}

function nextCursor<T extends { id: number; completedAt: Date | null }>(rows: T[], limit: number): { page: T[]; nextCursor: string | null } {
  if (rows.length <= limit) return { page: rows, nextCursor: null };
  const page = rows.slice(0, limit);
  const last = page[page.length - 1]!;
  return { page, nextCursor: `${last.completedAt!.toISOString()}~${last.id}` };
}

/**
 * A page of jobs and, on the first page only, its totals: both queries are sent at once (a pool
 * answers them on two connections), so the totals add no round trip after the page.
 */
async function firstPageAnd<Row, Total>(page: PromiseLike<Row[]>, totals: (() => Promise<Total>) | null): Promise<[Row[], Total | null]> {
  return Promise.all([page, totals ? totals() : null]);
}

const editor = alias(users, 'editor');
const qa = alias(users, 'qa');
/** Vietnamese order, family name first. */
const fullName = (who: { lastName: SQLWrapper; firstName: SQLWrapper }) => sql<string | null>`nullif(trim(concat_ws(' ', ${who.lastName}, ${who.firstName})), '')`;

/** /bao-cao-doanh-thu/:id/chi-tiet: one customer's completed jobs (customerId null: jobs without one). */
export async function customerRevenueJobs(db: Executor, actor: Actor, filter: MoneyFilter, customerId: number | null, args: PageArgs) {
  const period = reportPeriod(filter);
  const limit = pageLimit(args.limit);
  const scope = and(completedIn(period, filter, actor), customerId === null ? isNull(tasks.customerId) : eq(tasks.customerId, customerId));
  const query = db
    .select({
      id: tasks.id,
      taskName: tasks.taskName,
      productCode: tasks.productCode,
      productGroupName: productGroups.name,
      customerName: customers.name,
      editorName: fullName(editor),
      qaName: fullName(qa),
      completedAt: tasks.completedAt,
      files: tasks.totalFile,
      unitPrice: tasks.unitPrice,
      editorRate: tasks.editorRate,
      qaRate: tasks.qaRate,
      revenue: sql<string>`(${tasks.totalFile} * ${tasks.unitPrice})::numeric(20,2)::text`,
      editorPay: sql<string>`(${tasks.totalFile} * ${tasks.editorRate})::numeric(20,2)::text`,
      qaPay: sql<string>`(${tasks.totalFile} * ${tasks.qaRate})::numeric(20,2)::text`,
      margin: sql<string>`(${tasks.totalFile} * (${tasks.unitPrice} - ${tasks.editorRate} - ${tasks.qaRate}))::numeric(20,2)::text`,
    })
    .from(tasks)
    .leftJoin(productGroups, eq(productGroups.id, tasks.productGroupId))
    .leftJoin(customers, eq(customers.id, tasks.customerId))
    .leftJoin(editor, eq(editor.id, tasks.editorId))
    .leftJoin(qa, eq(qa.id, tasks.qaId))
    .where(and(scope, afterCursor(args.after)))
    .orderBy(asc(tasks.completedAt), asc(tasks.id))
    .limit(limit + 1);
  // The first page's totals from the day summary when the filter allows (no search), else from
  // the jobs; sent together with the page (firstPageAnd).
  const totals = async () => {
    const summary = completedSummaryIn(period, filter, actor);
    const [sums] = summary
      ? await rowsOf<Sums>(db.execute(sql`select ${summarySums} from report_days d where ${summary} and d.customer_id = ${customerId ?? 0}`))
      : await db.select(moneySums).from(tasks).where(scope);
    return figuresOf(accumulate(emptyAccumulator(), sums!));
  };
  const [rows, total] = await firstPageAnd(query, args.after ? null : totals);
  const { page, nextCursor: cursor } = nextCursor(rows, limit);
  return { jobs: page, total, nextCursor: cursor };
}

/**
 * /tinh-luong-theo-editor: a person's paid jobs of the period. An editor is paid editor_rate for
 * the jobs they edited, a QA qa_rate for the jobs they reviewed (only a task's QA may approve it).
 */
export async function salaryJobs(db: Executor, actor: Actor, filter: MoneyFilter, userId: number, args: PageArgs) {
  const period = reportPeriod(filter);
  const limit = pageLimit(args.limit);
  // The filter bar's editor/QA narrow the jobs further (editors: always their own).
  const scope = and(completedIn(period, filter, actor), or(eq(tasks.editorId, userId), eq(tasks.qaId, userId)));
  const asEditor = sql`${tasks.editorId} = ${userId}`;
  const rate = sql<string>`(case when ${asEditor} then ${tasks.editorRate} else ${tasks.qaRate} end)`;
  const query = db
    .select({
      id: tasks.id,
      taskName: tasks.taskName,
      productCode: tasks.productCode,
      productGroupName: productGroups.name,
      completedAt: tasks.completedAt,
      paidAs: sql<string>`case when ${asEditor} then 'Editor' else 'QA' end`,
      files: tasks.totalFile,
      rate: sql<string>`${rate}::text`,
      pay: sql<string>`(${tasks.totalFile} * ${rate})::numeric(20,2)::text`,
    })
    .from(tasks)
    .leftJoin(productGroups, eq(productGroups.id, tasks.productGroupId))
    .where(and(scope, afterCursor(args.after)))
    .orderBy(asc(tasks.completedAt), asc(tasks.id))
    .limit(limit + 1);
  const totals = async () => {
    const summary = completedSummaryIn(period, filter, actor);
    const [sums] = summary
      ? await rowsOf<{ jobs: number; files: number; pay: string }>(
          db.execute(sql`select coalesce(sum(d.completed_jobs), 0)::int as jobs, coalesce(sum(d.completed_files), 0)::int as files,
            coalesce(sum(case when d.editor_id = ${userId} then d.editor_pay else d.qa_pay end), 0)::numeric(20,2)::text as pay
            from report_days d where ${summary} and (d.editor_id = ${userId} or d.qa_id = ${userId})`),
        )
      : await db
          .select({ jobs: sql<number>`count(*)::int`, files: sql<number>`coalesce(sum(${tasks.totalFile}), 0)::int`, pay: sql<string>`coalesce(sum(${tasks.totalFile} * ${rate}), 0)::numeric(20,2)::text` })
          .from(tasks)
          .where(scope);
    return sums!;
  };
  const [rows, total] = await firstPageAnd(query, args.after ? null : totals);
  const { page, nextCursor: cursor } = nextCursor(rows, limit);
  return { jobs: page, total, nextCursor: cursor };
}
