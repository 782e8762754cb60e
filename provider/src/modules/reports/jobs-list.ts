import { sql, type SQL } from 'drizzle-orm';
import { statusName } from '../../../../domain/task-status';
import { studioDaysLater } from '../../../../domain/studio-time';
import type { Executor } from '../../db/client';
import { badInput } from '../../errors';
import type { ReportJobBasis } from '../../generated/graphql.generated';
import { studioDayStart } from '../tasks/dates';
import { getStuckThresholds, stuckWhere } from './jobs-status';
import { personName, rowsOf, type ReportScope } from './scope';

// The jobs behind a report (and /trang-thai-job's stuck jobs), page by page in time order (keyset
// on (time, id), so a 100,000-row export reads each row once and no page costs more than the first).

export type ReportJobRow = {
  id: number;
  taskName: string;
  productName: string | null;
  productCode: string | null;
  status: string;
  editorName: string | null;
  qaName: string | null;
  totalFile: number;
  createdAt: string;
  completedAt: string | null;
  statusSince: string;
};

const DEFAULT_PAGE = 500;
const MAX_PAGE = 5000;

type RawJob = {
  id: number;
  task_name: string;
  product_name: string | null;
  product_code: string | null;
  status: number;
  total_file: number;
  created_at: Date | string;
  completed_at: Date | string | null;
  status_since: Date | string;
  editor_name: string | null;
  qa_name: string | null;
  cursor_time?: string;
};

const iso = (value: Date | string) => new Date(value).toISOString();

export function toReportJob(row: RawJob): ReportJobRow {
  return {
    id: row.id,
    taskName: row.task_name,
    productName: row.product_name,
    productCode: row.product_code,
    status: statusName(row.status),
    editorName: row.editor_name,
    qaName: row.qa_name,
    totalFile: row.total_file,
    createdAt: iso(row.created_at),
    completedAt: row.completed_at === null ? null : iso(row.completed_at),
    statusSince: iso(row.status_since),
  };
}

/** The columns of a ReportJob, over tasks `t` (names as the pickers write them: last first). */
export const REPORT_JOB_COLUMNS = sql`t.id, t.task_name, t.product_name, t.product_code, t.status, t.total_file, t.created_at, t.completed_at, t.status_since,
  ${personName('e')} as editor_name, ${personName('q')} as qa_name`;
export const REPORT_JOB_JOINS = sql`left join users e on e.id = t.editor_id left join users q on q.id = t.qa_id`;

// The cursor carries the time as Postgres prints it (microseconds), which a JS Date would round.
function encodeCursor(time: string, id: number): string {
  return Buffer.from(`${time}|${id}`).toString('base64url');
}

function decodeCursor(cursor: string): { time: string; id: number } {
  const [time, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (!time || !/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(time) || !id || !/^\d{1,10}$/.test(id)) throw badInput('Con trỏ trang không hợp lệ', 'after');
  return { time, id: Number(id) };
}

export async function listReportJobs(
  db: Executor,
  scope: ReportScope,
  args: { basis: ReportJobBasis; day?: string | null; after?: string | null; first?: number | null },
) {
  const size = args.first ?? DEFAULT_PAGE;
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE) throw badInput(`Số dòng mỗi trang phải từ 1 đến ${MAX_PAGE}`, 'first');
  let { from, to } = scope;
  if (args.day) {
    const start = studioDayStart(args.day, 'startDate');
    if (start < scope.from || start >= scope.to) throw badInput('Ngày được chọn nằm ngoài khoảng thời gian của báo cáo', 'day');
    from = start;
    to = studioDaysLater(start, 1);
  }
  // The period bounds the jobs' creation or completion; the stuck jobs (jobs created in the
  // period, waiting past the thresholds) come longest wait first, by status_since.
  const periodTime: SQL = args.basis === 'completed' ? sql`t.completed_at` : sql`t.created_at`;
  const time: SQL = args.basis === 'stuck' ? sql`t.status_since` : periodTime;
  const stuck = args.basis === 'stuck' ? sql`and ${stuckWhere(await getStuckThresholds(db))}` : sql``;
  const inPeriod = sql`${periodTime} >= ${from.toISOString()}::timestamptz and ${periodTime} < ${to.toISOString()}::timestamptz and ${scope.where} ${stuck}`;
  const cursor = args.after ? decodeCursor(args.after) : null;
  const after = cursor ? sql`and (${time}, t.id) > (${cursor.time}::timestamptz, ${cursor.id})` : sql``;
  const cursorTime = sql`to_char(${time} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_time`;

  const pageQuery = rowsOf<RawJob>(
    args.basis === 'stuck'
      ? // The page is chosen from tasks_status_created_idx alone (status, created_at, status_since,
        // id: the period's waiting jobs are not in time order there), then only its rows are read.
        db.execute(sql`
      with page as (select t.id from tasks t where ${inPeriod} ${after} order by ${time}, t.id limit ${size + 1})
      select ${REPORT_JOB_COLUMNS}, ${cursorTime}
      from page p join tasks t on t.id = p.id ${REPORT_JOB_JOINS}
      order by ${time}, t.id`)
      : db.execute(sql`
      select ${REPORT_JOB_COLUMNS}, ${cursorTime}
      from tasks t ${REPORT_JOB_JOINS}
      where ${inPeriod} ${after}
      order by ${time}, t.id
      limit ${size + 1}`),
  );
  // The first page also carries the totals; both queries are sent at once (on a pool, two
  // connections answer them side by side), so the totals cost no extra round trip.
  const [raw, totals] = await Promise.all([pageQuery, cursor ? null : periodTotals(db, scope, args.basis, args.day ?? null, inPeriod)]);
  const more = raw.length > size;
  const page = more ? raw.slice(0, size) : raw;
  const last = page[page.length - 1];
  return {
    rows: page.map(toReportJob),
    totalCount: totals?.jobs ?? null,
    totalFiles: totals?.files ?? null,
    nextCursor: more && last?.cursor_time ? encodeCursor(last.cursor_time, last.id) : null,
  };
}

/** Jobs and files of the whole period (or day): from the day summary when the filter allows (no search, not the stuck jobs), else from the jobs. */
async function periodTotals(db: Executor, scope: ReportScope, basis: ReportJobBasis, day: string | null, inPeriod: SQL) {
  const [first, last] = day ? [day, day] : [scope.firstDay, scope.lastDay];
  const kind = sql.raw(basis === 'created' ? 'created' : 'completed');
  const [totals] = await rowsOf<{ jobs: number; files: number }>(
    scope.summary && basis !== 'stuck'
      ? db.execute(sql`select coalesce(sum(d.${kind}_jobs), 0)::int as jobs, coalesce(sum(d.${kind}_files), 0)::int as files
          from report_days d where d.day >= ${first}::date and d.day <= ${last}::date and ${scope.summary}`)
      : db.execute(sql`select count(*)::int as jobs, coalesce(sum(t.total_file), 0)::int as files from tasks t where ${inPeriod}`),
  );
  return { jobs: totals?.jobs ?? 0, files: totals?.files ?? 0 };
}
