import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customers, productGroups, tasks, users } from '../../db/schema';
import { badInput } from '../../errors';
import type { Actor } from '../tasks/access';
import { accumulate, emptyAccumulator, figuresOf, type Sums } from './money-figures';
import { completedIn, completedSummaryIn, moneySums, reportPeriod, summarySums, type MoneyFilter } from './money-period';
import { personName, rowsOf } from './scope';

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

type CustomerJobRow = {
  id: number;
  taskName: string;
  productCode: string | null;
  productGroupName: string | null;
  customerName: string | null;
  editorName: string | null;
  qaName: string | null;
  completedAt: Date | string;
  files: number;
  unitPrice: string;
  editorRate: string;
  qaRate: string;
  revenue: string;
  editorPay: string;
  qaPay: string;
  margin: string;
};

type SalaryJobRow = {
  id: number;
  taskName: string;
  productCode: string | null;
  productGroupName: string | null;
  completedAt: Date | string;
  paidAs: string;
  files: number;
  rate: string;
  pay: string;
  studioFault: boolean;
};

/** completed_at as a Date, whichever driver read it (PGlite may hand a string). */
const withDates = <Row extends { completedAt: Date | string }>(rows: Row[]) => rows.map((row) => ({ ...row, completedAt: new Date(row.completedAt) }));

/** /bao-cao-doanh-thu/:id/chi-tiet: one customer's completed jobs (customerId null: jobs without one). */
export async function customerRevenueJobs(db: Executor, actor: Actor, filter: MoneyFilter, customerId: number | null, args: PageArgs) {
  const period = reportPeriod(filter);
  const limit = pageLimit(args.limit);
  const scope = and(completedIn(period, filter, actor), customerId === null ? isNull(tasks.customerId) : eq(tasks.customerId, customerId));
  // The page is chosen from tasks alone, then only its rows are joined to the names: planning
  // the five-table join around the ordered, limited scan cost more than the page itself; and it
  // is written as SQL, not with the query builder, whose building and mapping of 200 rows cost
  // as much again (docs/decisions/reports-speed.md, "The customer detail's page").
  const query = rowsOf<CustomerJobRow>(
    db.execute(sql`
      select p.id, p.task_name as "taskName", p.product_code as "productCode", g.name as "productGroupName", c.name as "customerName",
        ${personName('e')} as "editorName",
        ${personName('q')} as "qaName",
        p.completed_at as "completedAt", p.total_file as files, p.unit_price::text as "unitPrice", p.editor_rate::text as "editorRate", p.qa_rate::text as "qaRate",
        (p.total_file * p.unit_price)::numeric(20,2)::text as revenue,
        (case when p.studio_fault then 0 else p.total_file * p.editor_rate end)::numeric(20,2)::text as "editorPay",
        (case when p.studio_fault then 0 else p.total_file * p.qa_rate end)::numeric(20,2)::text as "qaPay",
        (p.total_file * p.unit_price - case when p.studio_fault then 0 else p.total_file * (p.editor_rate + p.qa_rate) end)::numeric(20,2)::text as margin
      from (select ${tasks.id}, ${tasks.taskName}, ${tasks.productCode}, ${tasks.productGroupId}, ${tasks.customerId}, ${tasks.editorId}, ${tasks.qaId},
          ${tasks.completedAt}, ${tasks.totalFile}, ${tasks.unitPrice}, ${tasks.editorRate}, ${tasks.qaRate}, ${tasks.studioFault}
        from ${tasks} where ${and(scope, afterCursor(args.after))}
        order by ${tasks.completedAt}, ${tasks.id} limit ${limit + 1}) p
      left join ${productGroups} g on g.id = p.product_group_id
      left join ${customers} c on c.id = p.customer_id
      left join ${users} e on e.id = p.editor_id
      left join ${users} q on q.id = p.qa_id
      order by p.completed_at, p.id`),
  ).then(withDates);
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
  // A revision job marked 'Lỗi của studio' is listed (the work was done) but pays nothing.
  const pay = sql<string>`(case when ${tasks.studioFault} then 0 else ${tasks.totalFile} * ${rate} end)`;
  // Written as SQL for the same reason as customerRevenueJobs' page.
  const query = rowsOf<SalaryJobRow>(
    db.execute(sql`
      select ${tasks.id}, ${tasks.taskName} as "taskName", ${tasks.productCode} as "productCode", g.name as "productGroupName", ${tasks.completedAt} as "completedAt",
        case when ${asEditor} then 'Editor' else 'QA' end as "paidAs", ${tasks.totalFile} as files, ${rate}::text as rate,
        ${pay}::numeric(20,2)::text as pay, ${tasks.studioFault} as "studioFault"
      from ${tasks} left join ${productGroups} g on g.id = ${tasks.productGroupId}
      where ${and(scope, afterCursor(args.after))}
      order by ${tasks.completedAt}, ${tasks.id} limit ${limit + 1}`),
  ).then(withDates);
  const totals = async () => {
    const summary = completedSummaryIn(period, filter, actor);
    const [sums] = summary
      ? await rowsOf<{ jobs: number; files: number; pay: string }>(
          db.execute(sql`select coalesce(sum(d.completed_jobs), 0)::int as jobs, coalesce(sum(d.completed_files), 0)::int as files,
            coalesce(sum(case when d.editor_id = ${userId} then d.editor_pay else d.qa_pay end), 0)::numeric(20,2)::text as pay
            from report_days d where ${summary} and (d.editor_id = ${userId} or d.qa_id = ${userId})`),
        )
      : await db
          .select({ jobs: sql<number>`count(*)::int`, files: sql<number>`coalesce(sum(${tasks.totalFile}), 0)::int`, pay: sql<string>`coalesce(sum(${pay}), 0)::numeric(20,2)::text` })
          .from(tasks)
          .where(scope);
    return sums!;
  };
  const [rows, total] = await firstPageAnd(query, args.after ? null : totals);
  const { page, nextCursor: cursor } = nextCursor(rows, limit);
  return { jobs: page, total, nextCursor: cursor };
}
