// Administration lists at 10,000 rows: how long a diacritics-insensitive search and a page take
// at the provider (PGlite in memory, in-process provider, over HTTP). Prints figures only.
//   npm run bench:admin
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createProvider } from '../../provider/src/app';
import { openDatabase } from '../../provider/src/db/client';
import { auditLog, categories, cloudUsers, customers, locations, productGroups, units, users } from '../../provider/src/db/schema';
import { ensureRoles, seedDemo } from '../../provider/src/db/seed';

const ROWS = 10_000;
const RUNS = 30;
const LAST = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Huỳnh', 'Phan', 'Vũ', 'Võ', 'Đặng', 'Bùi', 'Đỗ'];
const FIRST = ['Văn An', 'Thị Bình', 'Minh Châu', 'Quốc Dũng', 'Thu Hà', 'Gia Huy', 'Ngọc Lan', 'Đức Mạnh', 'Thanh Tâm', 'Hải Yến'];
const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 1000) await insert(rows.slice(i, i + 1000));
}

async function main() {
  const handle = await openDatabase({ dataDir: 'memory://' });
  const { db } = handle;
  await ensureRoles(db);
  await seedDemo(db);
  const hash = 'not-a-real-hash';
  const seq = Array.from({ length: ROWS }, (_, i) => i);
  console.log(`filling ${ROWS.toLocaleString('en')} rows per list…`);
  await insertInChunks(seq, (chunk) =>
    db.insert(users).values(chunk.map((i) => ({ email: `nv${i}@bench.local`, passwordHash: hash, lastName: pick(LAST, i), firstName: `${pick(FIRST, i * 7)} ${i}`, roleId: (i % 3) + 1, active: i % 10 !== 0 }))),
  );
  await insertInChunks(seq, (chunk) => db.insert(cloudUsers).values(chunk.map((i) => ({ account: `khach${i}`, passwordHash: hash, lastName: pick(LAST, i), firstName: pick(FIRST, i) }))));
  await insertInChunks(seq, (chunk) => db.insert(customers).values(chunk.map((i) => ({ name: `Cửa hàng ${pick(LAST, i)} ${pick(FIRST, i * 3)} ${i}`, phone: `09${String(i).padStart(8, '0')}` }))));
  for (const table of [locations, categories, units]) {
    await insertInChunks(seq, (chunk) => db.insert(table).values(chunk.map((i) => ({ name: `Mục ${pick(FIRST, i)} ${i}` }))));
  }
  await insertInChunks(seq, (chunk) => db.insert(productGroups).values(chunk.map((i) => ({ name: `Nhóm ${pick(FIRST, i)} ${i}`, unitPrice: String(1000 + i), editorRate: '500', qaRate: '100' }))));
  await insertInChunks(seq, (chunk) =>
    db.insert(auditLog).values(chunk.map((i) => ({ actorId: 1, entityType: pick(['user', 'customer', 'product_group'], i), entityId: i, action: 'update', summary: `Thay đổi ${i}` }))),
  );

  const provider = createProvider({ db, jwtSecret: randomBytes(32).toString('hex'), production: false });
  await provider.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${(provider.httpServer.address() as AddressInfo).port}/graphql`;
  const call = async (query: string, variables: Record<string, unknown>, token?: string) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: Record<string, { total?: number; token?: string }>; errors?: unknown };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data!;
  };
  const { login } = await call('query L($i: LoginInput!) { login(input: $i) { token } }', { i: { email: 'admin@tm.local', password: 'Admin@123' } });
  const token = login!.token!;

  const cases: [string, string, Record<string, unknown>][] = [
    ['baseline: { me } (no list)', '{ me { id } }', {}],
    ['staff: search "nguyen"', 'query Q($i: StaffListInput!) { staff_page(input: $i) { total items { id email role { id } is_online } } }', { i: { search: 'nguyen' } }],
    ['staff: search "thi binh" + role + page 20', 'query Q($i: StaffListInput!) { staff_page(input: $i) { total items { id } } }', { i: { search: 'thi binh', role_id: 3, page: 20 } }],
    ['cloud users: search "dang"', 'query Q($i: CloudUserListInput!) { cloud_user_page(input: $i) { total items { id customer { name } } } }', { i: { search: 'dang' } }],
    ['customers: search "cua hang le"', 'query Q($i: CatalogListInput!) { catalog_page(input: $i) { total items { id name } } }', { i: { area: 'customer', search: 'cua hang le' } }],
    ['locations: sort by name, page 400', 'query Q($i: CatalogListInput!) { catalog_page(input: $i) { total items { id } } }', { i: { area: 'location', page: 400 } }],
    ['product groups: search "ngoc lan", by price', 'query Q($i: CatalogListInput!) { catalog_page(input: $i) { total items { id unit_price category { name } } } }', { i: { area: 'product_group', search: 'ngoc lan', sort: 'unit_price' } }],
    ['audit log: kind filter, page 10', 'query Q($i: AuditLogInput!) { audit_log(input: $i) { total items { id summary actor { name } } } }', { i: { entity_type: 'customer', page: 10 } }],
  ];
  console.log(`\n${'list and request'.padEnd(46)} ${'matches'.padStart(8)} ${'median'.padStart(9)} ${'p95'.padStart(9)}`);
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
  console.log(`\n${RUNS} runs each after 3 warm-up runs; PGlite in memory, one process, over HTTP on 127.0.0.1.`);
  await provider.close();
  await handle.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
