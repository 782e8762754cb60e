// Bulk data for bench/reports: `jobs` jobs spread evenly over the three years before now, with
// their history, generated inside the database with generate_series (no row-by-row inserts).
// Old jobs are mostly Completed (some rejected once, some cancelled); recent ones in every status.
import { sql } from 'drizzle-orm';
import type { Database } from '../../provider/src/db/client';

const EXTRA_EDITORS = 18;
const EXTRA_QA = 4;

export async function generateJobs(db: Database, jobs: number): Promise<void> {
  await db.execute(sql`
    insert into users (email, password_hash, first_name, last_name, active, role_id)
    select 'bench-editor-' || i || '@tm.local', 'x', 'Editor ' || i, 'Bench', true, 3 from generate_series(1, ${EXTRA_EDITORS}) i
    union all
    select 'bench-qa-' || i || '@tm.local', 'x', 'QA ' || i, 'Bench', true, 2 from generate_series(1, ${EXTRA_QA}) i`);
  // The per-day summary is rebuilt once at the end rather than kept row by row by its trigger.
  await db.execute(sql`alter table tasks disable trigger tasks_report_days`);
  await db.execute(sql`alter table tasks disable trigger tasks_report_cycle_days`);
  const before = ((await db.execute(sql`select coalesce(max(id), 0)::int as id from tasks`)) as unknown as { rows: { id: number }[] }).rows[0]!.id;
  await db.execute(sql`
    with people as (
      select (select array_agg(id order by id) from users where role_id = 3) as editors,
             (select array_agg(id order by id) from users where role_id = 2) as qas,
             (select min(id) from users where role_id = 1) as admin,
             (select min(id) from product_groups) as product_group),
    jobs as (
      select i, now() - interval '3 years' + (i::float8 / ${jobs}) * (interval '3 years' - interval '1 hour') as created, random() as r, random() as r2
      from generate_series(1, ${jobs}) i),
    shaped as (
      select j.*,
        case when j.created < now() - interval '14 days'
          then case when j.r < 0.93 then 8 when j.r < 0.96 then 7 when j.r < 0.97 then 3 when j.r < 0.98 then 5 else 6 end
          else 1 + floor(j.r * 8)::int end as status,
        j.created + (7 + j.r2 * 90) * interval '1 hour' as done
      from jobs j)
    insert into tasks (admin_id, editor_id, qa_id, task_name, product_name, product_code, product_group_id, total_file, status, position,
      unit_price, editor_rate, qa_rate, created_at, updated_at, completed_at, status_since, first_assigned_at, reject_count)
    select p.admin, case when s.status = 1 then null else p.editors[1 + s.i % array_length(p.editors, 1)] end, p.qas[1 + s.i % array_length(p.qas, 1)],
      'Bench job ' || s.i, 'Áo mẫu ' || (s.i % 97), 'BN-' || s.i, p.product_group, 1 + ((s.i::bigint * 7919) % 50)::int, s.status, s.i,
      25000, 8000, 2000, s.created, s.created,
      case when s.status = 8 then least(s.done, now()) end,
      case s.status when 8 then least(s.done, now()) when 7 then s.created + interval '1 hour' when 6 then s.created + interval '4 hours'
        when 5 then s.created + interval '3 hours' when 4 then s.created + interval '2 hours' when 3 then s.created + interval '30 minutes' else s.created end,
      case when s.status = 1 then null else s.created end,
      case when s.status = 6 or (s.status = 8 and s.i % 7 = 0) then 1 else 0 end
    from shaped s cross join people p`);
  // The facts were written above; the trigger would only write them again, row by row.
  await db.execute(sql`alter table task_history disable trigger task_history_report_facts`);
  await db.execute(sql`alter table task_history disable trigger task_history_flow_days`);
  await db.execute(sql`alter table task_history disable trigger task_history_reject_days`);
  await db.execute(sql`
    insert into task_history (task_id, actor_id, from_status, to_status, created_at)
    select t.id, null, s.from_status, s.to_status, s.at
    from tasks t cross join lateral (values
      (null::smallint, (case when t.status = 1 then 1 else 2 end)::smallint, t.created_at, true),
      (2::smallint, 3::smallint, t.created_at + interval '30 minutes', t.status in (3, 4, 5, 6, 8)),
      (3::smallint, 4::smallint, t.created_at + interval '2 hours', t.status = 4),
      (3::smallint, 5::smallint, t.created_at + interval '3 hours', t.status in (5, 6, 8)),
      (5::smallint, 6::smallint, t.created_at + interval '4 hours', t.status = 6 or (t.status = 8 and t.reject_count = 1)),
      (6::smallint, 3::smallint, t.created_at + interval '5 hours', t.status = 8 and t.reject_count = 1),
      (3::smallint, 5::smallint, t.created_at + interval '6 hours', t.status = 8 and t.reject_count = 1),
      (2::smallint, 7::smallint, t.created_at + interval '1 hour', t.status = 7),
      (5::smallint, 8::smallint, t.completed_at, t.status = 8)
    ) as s(from_status, to_status, at, keep)
    where s.keep and t.id > ${before}`);
  await db.execute(sql`alter table task_history enable trigger task_history_report_facts`);
  await db.execute(sql`alter table tasks enable trigger tasks_report_days`);
  await db.execute(sql`alter table tasks enable trigger tasks_report_cycle_days`);
  await db.execute(sql`alter table task_history enable trigger task_history_flow_days`);
  await db.execute(sql`alter table task_history enable trigger task_history_reject_days`);
  await db.execute(sql`select report_days_rebuild()`);
  await db.execute(sql`select report_flow_days_rebuild()`);
  await db.execute(sql`select report_reject_days_rebuild()`);
  await db.execute(sql`select report_cycle_days_rebuild()`);
  // The summaries' rows in day order, as their triggers write them day after day in use (a
  // rebuild inserts them in hash order, scattering a month's rows over the whole table).
  for (const [table, key] of [
    ['report_days', 'report_days_day_status_editor_id_qa_id_product_group_id_custome'],
    ['report_flow_days', 'report_flow_days_day_status_pk'],
    ['report_reject_days', 'report_reject_days_day_editor_id_qa_id_pk'],
    ['report_cycle_days', 'report_cycle_days_day_editor_id_bucket_pk'],
  ] as const) {
    await db.execute(sql.raw(`cluster ${table} using ${key}`));
  }
  await db.execute(sql`vacuum analyze report_days`);
  await db.execute(sql`vacuum analyze report_flow_days`);
  await db.execute(sql`vacuum analyze report_reject_days`);
  await db.execute(sql`vacuum analyze report_cycle_days`);
  await db.execute(sql`vacuum analyze tasks`);
  await db.execute(sql`vacuum analyze task_history`);
}
