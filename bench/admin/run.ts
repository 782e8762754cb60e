// Administration lists at 10,000 rows: how long a diacritics-insensitive search and a page take
// at the provider (in-process provider, over HTTP). Prints figures only. PGlite in memory always;
// PostgreSQL too when DATABASE_URL is set (its own database tm_bench_admin, dropped at the end).
//   npm run bench:admin
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { createProvider } from '../../provider/src/app';
import { openDatabase, type Database } from '../../provider/src/db/client';
import { auditLog, categories, cloudBatches, cloudFiles, cloudUsers, customers, locations, productGroups, units, users } from '../../provider/src/db/schema';
import { ensureRoles, seedDemo } from '../../provider/src/db/seed';
import { withBenchDatabase } from '../postgres-database';
import { callProvider } from '../system';
import { listCloudUserPage, usageOfCloudUsers } from '../../provider/src/modules/admin/cloud-users';

const ROWS = 10_000;
const RUNS = 30;
const LAST = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Huỳnh', 'Phan', 'Vũ', 'Võ', 'Đặng', 'Bùi', 'Đỗ'];
const FIRST = ['Văn An', 'Thị Bình', 'Minh Châu', 'Quốc Dũng', 'Thu Hà', 'Gia Huy', 'Ngọc Lan', 'Đức Mạnh', 'Thanh Tâm', 'Hải Yến'];
const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 1000) await insert(rows.slice(i, i + 1000));
}

const BENCH_DB = process.env.BENCH_ADMIN_DB ?? 'tm_bench_admin';

async function fill(db: Database) {
  await ensureRoles(db);
  await seedDemo(db);
  const hash = 'not-a-real-hash';
  const seq = Array.from({ length: ROWS }, (_, i) => i);
  console.log(`filling ${ROWS.toLocaleString('en')} rows per list…`);
  await insertInChunks(seq, (chunk) =>
    db.insert(users).values(chunk.map((i) => ({ email: `nv${i}@bench.local`, passwordHash: hash, lastName: pick(LAST, i), firstName: `${pick(FIRST, i * 7)} ${i}`, roleId: (i % 3) + 1, active: i % 10 !== 0 }))),
  );
  await insertInChunks(seq, (chunk) => db.insert(cloudUsers).values(chunk.map((i) => ({ account: `khach${i}`, passwordHash: hash, lastName: pick(LAST, i), firstName: pick(FIRST, i) }))));
  // Usage columns: every account a batch with 0–5 files (25,000 in all), most finished.
  const cloudIds = (await db.select({ id: cloudUsers.id }).from(cloudUsers)).map((row) => row.id);
  const batchIds: { id: number; owner: number }[] = [];
  await insertInChunks(cloudIds, async (chunk) => {
    const rows = await db
      .insert(cloudBatches)
      .values(chunk.map((owner) => ({ cloudUserId: owner, name: `Lô ${owner}` })))
      .returning({ id: cloudBatches.id, owner: cloudBatches.cloudUserId });
    batchIds.push(...rows);
  });
  const files = batchIds.flatMap(({ id, owner }, i) =>
    Array.from({ length: (i * 7) % 6 }, (_, k) => ({
      batchId: id,
      cloudUserId: owner,
      uploadId: `${id}-${k}`,
      name: `anh-${k}.jpg`,
      size: 1_000_000 + ((i * 31 + k) % 9_000_000),
      completedAt: k === 4 ? null : new Date(Date.now() - ((i + k) % 1000) * 60_000),
    })),
  );
  await insertInChunks(files, (chunk) => db.insert(cloudFiles).values(chunk));
  await insertInChunks(seq, (chunk) => db.insert(customers).values(chunk.map((i) => ({ name: `Cửa hàng ${pick(LAST, i)} ${pick(FIRST, i * 3)} ${i}`, phone: `09${String(i).padStart(8, '0')}` }))));
  for (const table of [locations, categories, units]) {
    await insertInChunks(seq, (chunk) => db.insert(table).values(chunk.map((i) => ({ name: `Mục ${pick(FIRST, i)} ${i}` }))));
  }
  await insertInChunks(seq, (chunk) => db.insert(productGroups).values(chunk.map((i) => ({ name: `Nhóm ${pick(FIRST, i)} ${i}`, unitPrice: String(1000 + i), editorRate: '500', qaRate: '100' }))));
  await insertInChunks(seq, (chunk) =>
    db.insert(auditLog).values(chunk.map((i) => ({ actorId: 1, entityType: pick(['user', 'customer', 'product_group'], i), entityId: i, action: 'update', summary: `Thay đổi ${i}` }))),
  );

}

async function measure(db: Database, where: string) {
  const provider = createProvider({ db, jwtSecret: randomBytes(32).toString('hex'), production: false });
  await provider.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${(provider.httpServer.address() as AddressInfo).port}/graphql`;
  const call = (query: string, variables: Record<string, unknown>, token?: string) => callProvider<Record<string, { total?: number; token?: string }>>(url, query, variables, token);

  const { login } = await call('query L($i: LoginInput!) { login(input: $i) { token } }', { i: { email: 'admin@tm.local', password: 'Admin@123' } });
  const token = login!.token!;

  const cases: [string, string, Record<string, unknown>][] = [
    ['baseline: { me } (no list)', '{ me { id } }', {}],
    ['staff: search "nguyen"', 'query Q($i: StaffListInput!) { staff_page(input: $i) { total items { id email role { id } is_online } } }', { i: { search: 'nguyen' } }],
    ['staff: search "thi binh" + role + page 20', 'query Q($i: StaffListInput!) { staff_page(input: $i) { total items { id } } }', { i: { search: 'thi binh', role_id: 3, page: 20 } }],
    [
      'cloud users: search "dang" + usage columns',
      'query Q($i: CloudUserListInput!) { cloud_user_page(input: $i) { total items { id customer { name } file_count used_bytes last_upload_at } } }',
      { i: { search: 'dang' } },
    ],
    [
      'cloud users: page 300 + usage columns',
      'query Q($i: CloudUserListInput!) { cloud_user_page(input: $i) { total items { id file_count used_bytes last_upload_at } } }',
      { i: { page: 300 } },
    ],
    ['customers: search "cua hang le"', 'query Q($i: CatalogListInput!) { catalog_page(input: $i) { total items { id name } } }', { i: { area: 'customer', search: 'cua hang le' } }],
    ['locations: sort by name, page 400', 'query Q($i: CatalogListInput!) { catalog_page(input: $i) { total items { id } } }', { i: { area: 'location', page: 400 } }],
    ['product groups: search "ngoc lan", by price', 'query Q($i: CatalogListInput!) { catalog_page(input: $i) { total items { id unit_price category { name } } } }', { i: { area: 'product_group', search: 'ngoc lan', sort: 'unit_price' } }],
    ['audit log: kind filter, page 10', 'query Q($i: AuditLogInput!) { audit_log(input: $i) { total items { id summary actor { name } } } }', { i: { entity_type: 'customer', page: 10 } }],
  ];
  console.log(`\n${where}\n${'list and request'.padEnd(46)} ${'matches'.padStart(8)} ${'median'.padStart(9)} ${'p95'.padStart(9)}`);
  for (const [label, query, variables] of cases) {
    const times: number[] = [];
    let total = 0;
    for (let run = 0; run < RUNS + 3; run++) {
      const started = performance.now();
      const data = await call(query, variables, token);
      const elapsed = performance.now() - started;
      if (run >= 3) times.push(elapsed); // the first runs warm the query plans
      total = (Object.values(data)[0] as { total?: number }).total ?? 0;
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
    console.log(`${label.padEnd(46)} ${String(total).padStart(8)} ${`${at(0.5)} ms`.padStart(9)} ${`${at(0.95)} ms`.padStart(9)}`);
  }
  // The same cloud page straight from the data functions (no HTTP, no GraphQL): what the database
  // costs, and the share of the grouped usage query in it.
  const page = await listCloudUserPage(db, { page: 300 });
  const ids = page.items.map((item) => item.id);
  for (const [label, run] of [
    ['cloud page 300, data function only', () => listCloudUserPage(db, { page: 300 })],
    ['  of which the grouped usage query', () => usageOfCloudUsers(db, ids)],
  ] as const) {
    const times: number[] = [];
    for (let i = 0; i < RUNS + 3; i++) {
      const started = performance.now();
      await run();
      if (i >= 3) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(`${label.padEnd(46)} ${''.padStart(8)} ${`${times[Math.floor(times.length / 2)]!.toFixed(1)} ms`.padStart(9)} ${`${times[Math.floor(0.95 * times.length)]!.toFixed(1)} ms`.padStart(9)}`);
  }
  console.log(`\n${RUNS} runs each after 3 warm-up runs; one process, over HTTP on 127.0.0.1.`);
  await provider.close();
}

async function onPglite() {
  const handle = await openDatabase({ dataDir: 'memory://' });
  try {
    await fill(handle.db);
    await measure(handle.db, 'PGlite in memory');
  } finally {
    await handle.close();
  }
}

async function onPostgres(serverUrl: string) {
  await withBenchDatabase(serverUrl, BENCH_DB, async ({ db }) => {
    await fill(db);
    await db.execute(sql`analyze`);
    await measure(db, `PostgreSQL (${BENCH_DB})`);
  });
}

async function main() {
  await onPglite();
  if (process.env.DATABASE_URL) await onPostgres(process.env.DATABASE_URL);
  else console.log('\nDATABASE_URL is not set: PostgreSQL part skipped');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
