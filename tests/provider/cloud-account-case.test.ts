// Cloud accounts are unique by lower(account), as login compares them (migration 0024,
// docs/decisions/data-hot-paths.md). The migration's own statements are replayed here on a
// database that holds case-duplicates, as a database made before 0024 could.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { asc, eq, sql } from 'drizzle-orm';
import { cloudUsers } from '../../provider/src/db/schema';
import { DEMO, startTestProvider, type TestProvider } from './harness';

const MIGRATION = readFileSync(new URL('../../provider/src/db/migrations/0024_hot_paths.sql', import.meta.url), 'utf8').split('--> statement-breakpoint');
const statement = (pattern: RegExp) => {
  const found = MIGRATION.find((text) => pattern.test(text));
  assert.ok(found, `migration 0024 has no statement matching ${pattern}`);
  return sql.raw(found.replace(/^\s*--.*$/gm, ''));
};

let p: TestProvider;
before(async () => {
  p = await startTestProvider();
});
after(() => p?.close());

const LOGIN = 'query($input: CloudUserLoginInput!) { cloudUserLogin(input: $input) { token cloudUserLogin { id account } } }';
const insertAccount = (account: string) => p.db.insert(cloudUsers).values({ account, passwordHash: 'x' }).returning({ id: cloudUsers.id });

describe('cloud account names are unique whatever their letter case', () => {
  it('a second account differing only in case is refused by the database; a different name is stored', async () => {
    await assert.rejects(insertAccount(DEMO.cloud.account.toUpperCase()), (error: { code?: string; cause?: { code?: string } }) => (error.cause?.code ?? error.code) === '23505');
    const [stored] = await insertAccount(`${DEMO.cloud.account}-moi`);
    assert.ok(stored!.id > 0);
  });

  it("the migration keeps the oldest of case-duplicates and renames the others with their id, then the index holds", async () => {
    await p.db.execute(sql`drop index cloud_users_account_lower_unique`);
    const [oldest] = await p.db.select({ id: cloudUsers.id }).from(cloudUsers).where(eq(cloudUsers.account, DEMO.cloud.account));
    const [upper] = await insertAccount('KHACHHANG');
    const [mixed] = await insertAccount('KhachHang');

    await p.db.execute(statement(/UPDATE "cloud_users"/));
    await p.db.execute(statement(/CREATE UNIQUE INDEX "cloud_users_account_lower_unique"/));

    const rows = await p.db
      .select({ id: cloudUsers.id, account: cloudUsers.account })
      .from(cloudUsers)
      .where(sql`lower(${cloudUsers.account}) like 'khachhang%'`)
      .orderBy(asc(cloudUsers.id));
    const byId = new Map(rows.map((row) => [row.id, row.account]));
    assert.equal(byId.get(oldest!.id), DEMO.cloud.account);
    assert.equal(byId.get(upper!.id), `KHACHHANG-${upper!.id}`);
    assert.equal(byId.get(mixed!.id), `KhachHang-${mixed!.id}`);
    // The oldest account still logs in under its name, in any case.
    const login = await p.gql(LOGIN, { input: { userName: 'KhachHang', password: DEMO.cloud.password } });
    assert.equal(login.errors, undefined, JSON.stringify(login.errors));
    assert.equal(login.data!.cloudUserLogin.cloudUserLogin.id, oldest!.id);
    await assert.rejects(insertAccount('khachHANG'));
  });
});
