// Issue 10: the catalogue of /he-thong/quan-ly, price changes that never touch past jobs, cloud
// accounts, and the audit log that records all of it.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { cloudUsers, productGroups, tasks } from '../../provider/src/db/schema';
import { DEMO, errorCode, startTestProvider, VIETNAMESE, type Json, type TestProvider } from './harness';

let p: TestProvider;
let admin: string;

const SAVE = 'mutation S($i: SaveCatalogEntryInput!) { save_catalog_entry(input: $i) { id name active unit_price editor_rate qa_rate category { id name } unit { id name } } }';
const PAGE = 'query P($i: CatalogListInput!) { catalog_page(input: $i) { total items { id name active unit_price } } }';
const AUDIT = 'query A($i: AuditLogInput!) { audit_log(input: $i) { total items { actor { name } entity_type entity_id action summary before after } } }';

before(async () => {
  p = await startTestProvider();
  admin = await p.login(DEMO.admin.email, DEMO.admin.password);
});
after(async () => {
  await p?.close();
});

async function save(input: Record<string, unknown>) {
  const result = await p.gql(SAVE, { i: input }, { token: admin });
  assert.equal(result.errors, undefined, JSON.stringify(result.errors));
  return result.data!.save_catalog_entry;
}

describe('the catalogue', () => {
  it('creates, lists, searches without diacritics, sorts and pages every area', async () => {
    for (const area of ['location', 'category', 'unit'] as const) {
      await save({ area, name: `Ảnh sản phẩm ${area}` });
      await save({ area, name: `Đồ gỗ ${area}` });
      const found = await p.gql(PAGE, { i: { area, search: 'anh san' } }, { token: admin });
      assert.deepEqual(found.data!.catalog_page.items.map((e: Json) => e.name), [`Ảnh sản phẩm ${area}`]);
      const sorted = await p.gql(PAGE, { i: { area, sort: 'name', descending: true, page_size: 1 } }, { token: admin });
      assert.equal(sorted.data!.catalog_page.total, 2);
      assert.equal(sorted.data!.catalog_page.items.length, 1);
      assert.equal(sorted.data!.catalog_page.items[0].name, `Đồ gỗ ${area}`);
    }
    const customers = await p.gql(PAGE, { i: { area: 'customer', search: 'ngoc bich' } }, { token: admin });
    assert.deepEqual(customers.data!.catalog_page.items.map((e: Json) => e.name), ['Cửa hàng Trang sức Ngọc Bích']);
  });

  it('refuses bad input in Vietnamese and writes nothing', async () => {
    const before = await p.gql(PAGE, { i: { area: 'product_group', page_size: 100 } }, { token: admin });
    for (const [input, field] of [
      [{ area: 'unit', name: '   ' }, 'name'],
      [{ area: 'unit', name: 'ĐỒ GỖ UNIT' }, 'name'],
      [{ area: 'customer', name: 'Khách lạ', email: 'khong-phai-email' }, 'email'],
      [{ area: 'product_group', name: 'Giá âm', unit_price: '-1', editor_rate: '0', qa_rate: '0' }, 'unitPrice'],
      [{ area: 'product_group', name: 'Ba số lẻ', unit_price: '1000.555', editor_rate: '0', qa_rate: '0' }, 'unitPrice'],
      [{ area: 'product_group', name: 'Thiếu giá', unit_price: '1000', editor_rate: '', qa_rate: '0' }, 'editorRate'],
      [{ area: 'product_group', name: 'Tách nền', unit_price: '1000', editor_rate: '0', qa_rate: '0' }, 'name'],
    ] as const) {
      const result = await p.gql(SAVE, { i: input }, { token: admin });
      assert.equal(errorCode(result), 'BAD_USER_INPUT', `${JSON.stringify(input)}: ${JSON.stringify(result.errors)}`);
      assert.equal(result.errors![0]!.extensions!.field, field, JSON.stringify(input));
      assert.match(result.errors![0]!.message, VIETNAMESE);
    }
    const afterwards = await p.gql(PAGE, { i: { area: 'product_group', page_size: 100 } }, { token: admin });
    assert.equal(afterwards.data!.catalog_page.total, before.data!.catalog_page.total);
  });

  it('rates above the unit price need a confirmation', async () => {
    const input = { area: 'product_group', name: 'Lỗ vốn', unit_price: '10000', editor_rate: '8000', qa_rate: '2000.01' };
    const refused = await p.gql(SAVE, { i: input }, { token: admin });
    assert.equal(errorCode(refused), 'BAD_USER_INPUT');
    assert.equal(refused.errors![0]!.extensions!.needsConfirmation, true);
    const confirmed = await save({ ...input, confirm_rates: true });
    assert.equal(confirmed.qa_rate, '2000.01');
  });

  it('raising a price never changes a past job, and the log shows the old and new price', async () => {
    const category = await save({ area: 'category', name: 'Thời trang' });
    const unit = await save({ area: 'unit', name: 'Ảnh' });
    const group = await save({ area: 'product_group', name: 'Chân dung', category_id: category.id, unit_id: unit.id, unit_price: '30000', editor_rate: '9000.50', qa_rate: '2000' });
    assert.deepEqual([group.category.name, group.unit.name, group.unit_price, group.editor_rate], ['Thời trang', 'Ảnh', '30000.00', '9000.50']);

    const created = await p.gql('mutation C($i: CreateTaskInput!) { create_task(input: $i) { id } }', { i: { taskName: 'Chân dung cưới', productGroupId: group.id, totalFile: 10 } }, { token: admin });
    assert.equal(created.errors, undefined, JSON.stringify(created.errors));
    const taskId = created.data!.create_task.id;

    const raised = await save({ area: 'product_group', id: group.id, name: 'Chân dung', category_id: category.id, unit_id: unit.id, unit_price: '35000', editor_rate: '9000.5', qa_rate: '2000' });
    assert.equal(raised.unit_price, '35000.00');
    const [task] = await p.db.select({ unitPrice: tasks.unitPrice, editorRate: tasks.editorRate, qaRate: tasks.qaRate }).from(tasks).where(eq(tasks.id, taskId));
    assert.deepEqual(task, { unitPrice: '30000.00', editorRate: '9000.50', qaRate: '2000.00' });

    const log = await p.gql(AUDIT, { i: { entity_type: 'product_group', action: 'update' } }, { token: admin });
    const entry = log.data!.audit_log.items.find((e: Json) => e.entity_id === group.id);
    assert.ok(entry, 'no audit row for the price change');
    assert.equal(entry.actor.name, 'Nguyễn Quản Trị');
    // Only the price changed (9000.5 is 9000.50): the log names just that.
    assert.deepEqual(JSON.parse(entry.before), { unitPrice: '30000.00' });
    assert.deepEqual(JSON.parse(entry.after), { unitPrice: '35000' });
    assert.match(entry.summary, /30\.000 VNĐ → 35\.000 VNĐ/);
  });

  it('a record in use is deactivated, not deleted: it leaves the pickers and stays in the list', async () => {
    const [group] = await p.db.select().from(productGroups).where(eq(productGroups.name, 'Tách nền'));
    const off = await p.gql('mutation D($id: Int!) { set_catalog_entry_active(area: product_group, id: $id, active: false) { active } }', { id: group!.id }, { token: admin });
    assert.deepEqual(off.data!.set_catalog_entry_active, { active: false });
    const picker = await p.gql('{ product_groups { name } }', {}, { token: admin });
    assert.ok(!picker.data!.product_groups.some((g: Json) => g.name === 'Tách nền'));
    const list = await p.gql(PAGE, { i: { area: 'product_group', search: 'tach nen' } }, { token: admin });
    assert.deepEqual(list.data!.catalog_page.items.map((e: Json) => [e.name, e.active]), [['Tách nền', false]]);
    const [stillThere] = await p.db.select({ id: tasks.id }).from(tasks).where(eq(tasks.productGroupId, group!.id)).limit(1);
    assert.ok(stillThere, 'the demo tasks of the group are still there');
  });
});

describe('cloud accounts', () => {
  it('searches, deactivates (login then refused), resets a password and links a customer', async () => {
    const found = await p.gql('query Q($i: CloudUserListInput!) { cloud_user_page(input: $i) { total items { id account customer { name } awaiting_approval } } }', { i: { search: 'HANG khách' } }, { token: admin });
    const account = found.data!.cloud_user_page.items[0];
    assert.equal(account.account, 'khachhang');
    assert.equal(account.customer.name, 'Công ty Thời trang Lụa Việt');

    const off = await p.gql('mutation M($id: Int!) { set_cloud_user_active(id: $id, active: false) { active } }', { id: account.id }, { token: admin });
    assert.equal(off.errors, undefined);
    const login = await p.gql('query L($i: CloudUserLoginInput!) { cloudUserLogin(input: $i) { token } }', { i: { userName: 'khachhang', password: DEMO.cloud.password } }, { clientIp: '10.20.0.1' });
    assert.match(login.errors![0]!.message, /bị khóa/);
    await p.gql('mutation M($id: Int!) { set_cloud_user_active(id: $id, active: true) { active } }', { id: account.id }, { token: admin });

    const reset = await p.gql('mutation R($id: Int!) { reset_cloud_user_password(id: $id) { temporary_password } }', { id: account.id }, { token: admin });
    const withTemporary = await p.gql('query L($i: CloudUserLoginInput!) { cloudUserLogin(input: $i) { token } }', { i: { userName: 'khachhang', password: reset.data!.reset_cloud_user_password.temporary_password } }, { clientIp: '10.20.0.2' });
    assert.equal(withTemporary.errors, undefined);

    const unlinked = await p.gql('mutation M($id: Int!) { set_cloud_user_customer(id: $id, customer_id: null) { customer { id } } }', { id: account.id }, { token: admin });
    assert.equal(unlinked.data!.set_cloud_user_customer.customer, null);
    const [row] = await p.db.select({ customerId: cloudUsers.customerId }).from(cloudUsers).where(eq(cloudUsers.id, account.id));
    assert.equal(row!.customerId, null);
  });
});

describe('the audit log', () => {
  it('filters by kind, person and date', async () => {
    const all = await p.gql(AUDIT, { i: { page_size: 100 } }, { token: admin });
    assert.ok(all.data!.audit_log.total > 5);
    const cloud = await p.gql(AUDIT, { i: { entity_type: 'cloud_user', page_size: 100 } }, { token: admin });
    assert.deepEqual([...new Set(cloud.data!.audit_log.items.map((e: Json) => e.entity_type))], ['cloud_user']);
    assert.deepEqual(cloud.data!.audit_log.items.map((e: Json) => e.action).sort(), ['deactivate', 'password_reset', 'reactivate', 'update']);

    const actors = await p.gql('{ audit_actors { id name } }', {}, { token: admin });
    assert.deepEqual(actors.data!.audit_actors.map((a: Json) => a.name), ['Nguyễn Quản Trị']);
    const mine = await p.gql(AUDIT, { i: { actor_id: actors.data!.audit_actors[0].id } }, { token: admin });
    assert.equal(mine.data!.audit_log.total, all.data!.audit_log.total);
    const future = await p.gql(AUDIT, { i: { from: new Date(Date.now() + 3600_000).toISOString() } }, { token: admin });
    assert.equal(future.data!.audit_log.total, 0);
  });
});
