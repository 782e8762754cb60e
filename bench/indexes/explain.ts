// EXPLAIN of the searches and lookups migration 0024 indexes: `npm run bench:explain`.
// Prints each plan's access paths, asserts nothing (docs/decisions/data-hot-paths.md).
//
// On PostgreSQL (DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test) in a database of its
// own, tm_bench_explain, created empty and dropped at the end. It is filled with a few years of a
// studio's rows (generate_series), analysed, and each statement is explained as the provider sends
// it (same shape, literal values).
import { sql } from 'drizzle-orm';
import { ensureRoles } from '../../provider/src/db/seed';
import { withBenchDatabase } from '../postgres-database';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const FILL = `
insert into users (email, password_hash, first_name, last_name, role_id, active)
  select 'nv' || g || '@tm.local', 'x', 'Thợ ' || g, 'Nguyễn', 3, true from generate_series(1, 2000) g;
insert into tasks (task_name, product_name, product_code, editor_id, status)
  select 'Việc ' || md5(g::text), 'Sản phẩm ' || (g % 997), 'SP-' || g, 1 + g % 2000, 1 + g % 8 from generate_series(1, 200000) g;
insert into notifications (user_id, task_id, content, is_read)
  select 1 + g % 2000, 1 + g % 200000, 'Thông báo ' || g, g % 50 <> 0 from generate_series(1, 300000) g;
insert into cloud_users (account, password_hash) select 'khach' || g, 'x' from generate_series(1, 5000) g;
insert into cloud_batches (cloud_user_id, name) select 1 + g % 5000, 'Lô ' || md5(g::text) from generate_series(1, 50000) g;
insert into cloud_files (batch_id, cloud_user_id, upload_id, name, size, completed_at, thumbnail_at)
  select 1 + g % 50000, 1 + (g % 50000) % 5000, 'u' || g, 'anh-' || md5(g::text) || '.jpg', 1000, now() - (g % 8760) * interval '1 hour',
    case when g % 50 = 0 then null else now() - (g % 8760) * interval '1 hour' end from generate_series(1, 500000) g;
insert into task_results (task_id, upload_id, name, size, uploaded_by, completed_at, thumbnail_at)
  select 1 + g % 200000, 'r' || g, 'ket-qua-' || g || '.jpg', 1000, 1 + g % 2000, now() - (g % 8760) * interval '1 hour',
    case when g % 50 = 0 then null else now() - (g % 8760) * interval '1 hour' end from generate_series(1, 300000) g;
insert into chat_rooms (type, created_by) select 'Private', 1 from generate_series(1, 100000) g;
insert into chat_room_members (room_id, user_id) select g, 1 + g % 2000 from generate_series(1, 100000) g;
insert into chat_room_members (room_id, user_id) select g, 1 + (g / 2000 + g) % 2000 from generate_series(1, 100000) g on conflict do nothing;
insert into chat_messages (room_id, posted_by, content, content_type)
  select 1 + g % 100000, 1 + g % 2000, case when g % 10 = 0 then 'chat-image:m' || g || '.jpg' else 'Tin nhắn ' || g end,
    case when g % 10 = 0 then 'image' else 'text' end from generate_series(1, 500000) g;
insert into audit_log (actor_id, entity_type, action, summary) select 1 + g % 20, 'user', 'update', 'Sửa ' || g from generate_series(1, 500000) g;
analyze;
`;

const PLANS: { name: string; query: string }[] = [
  { name: 'board search (task name, product name or code contains)', query: `select id from tasks where task_name ilike '%c0ffee%' or product_name ilike '%c0ffee%' or product_code ilike '%c0ffee%'` },
  { name: 'staff search (folded search_text)', query: `select id from users where search_text like '%nv1999%'` },
  { name: 'cloud login (lower(account))', query: `select id from cloud_users where lower(account) = 'khach4242' limit 1` },
  { name: "customer's batch search (batch or file name)", query: `select b.id from cloud_batches b where b.cloud_user_id = 42 and (b.name ilike '%beef%' or exists (select 1 from cloud_files f where f.batch_id = b.id and f.name ilike '%beef%'))` },
  { name: 'file search alone', query: `select id from cloud_files where name ilike '%c0ffee%'` },
  { name: 'unread count', query: `select count(*) from notifications where user_id = 42 and is_read = false` },
  {
    name: 'private room by its two members',
    query: `select room_id from chat_room_members where room_id in (select room_id from chat_room_members where user_id = 42) group by room_id having count(*) = 2 and bool_and(user_id in (42, 43))`,
  },
  { name: "a batch list's first 20 files per batch", query: `select f.id from (select id from cloud_batches where id in (1, 2, 3)) b cross join lateral (select id from cloud_files where batch_id = b.id order by relative_path, name, id limit 20) f` },
  // What a provider start reads (migrations 0037, 0038): after the move, no chat image holds its data URL.
  { name: 'chat images still holding a data URL (moveChatImagesOut, every start)', query: `select id, content from chat_messages where content_type = 'image' and content like 'data:%' and id > 0 order by id limit 50` },
  {
    name: "thumbnail sweep's start-up scan, cloud files (the last day, without a thumbnail)",
    query: `select id, upload_id, name, completed_at from cloud_files where thumbnail_at is null and completed_at is not null and completed_at >= now() - interval '1 day 5 minutes' order by completed_at, id limit 200`,
  },
  {
    name: "thumbnail sweep's next page, results",
    query: `select id, upload_id, name, completed_at from task_results where thumbnail_at is null and completed_at is not null and completed_at >= now() - interval '1 day 5 minutes' and (completed_at, id) > (now() - interval '20 hours', 42) order by completed_at, id limit 200`,
  },
  { name: 'audit actors', query: `select u.id from users u where exists (select 1 from audit_log a where a.actor_id = u.id) order by u.last_name, u.first_name, u.id` },
];

await withBenchDatabase(serverUrl, 'tm_bench_explain', async ({ db }) => {
  console.log('Filling tm_bench_explain (200,000 tasks, 300,000 notifications, 500,000 files, 300,000 results, 500,000 chat messages, 500,000 audit rows)…');
  await ensureRoles(db);
  for (const statement of FILL.split(';').map((s) => s.trim()).filter(Boolean)) await db.execute(sql.raw(statement));
  for (const plan of PLANS) {
    const result = (await db.execute(sql.raw(`explain (analyze, costs off, timing off, summary on) ${plan.query}`))) as unknown as { rows: { 'QUERY PLAN': string }[] };
    const lines = result.rows.map((row) => row['QUERY PLAN']);
    const paths = lines.filter((line) => /Scan|Execution Time/.test(line)).map((line) => line.trim());
    console.log(`\n${plan.name}\n  ${paths.join('\n  ')}`);
  }
});
