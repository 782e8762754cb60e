// Issue 10: every administration operation is refused to non-admins at the provider, and the
// same request succeeds for an admin (the positive control beside each refusal).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { auditLog, cloudUsers, customers, users } from '../../provider/src/db/schema';
import { DEMO, errorCode, startTestProvider, VIETNAMESE, type TestProvider } from './harness';

let p: TestProvider;
let tokens: { admin: string; qa: string; editor: string };
const ids: Record<string, number> = {};

before(async () => {
  p = await startTestProvider();
  tokens = {
    admin: await p.login(DEMO.admin.email, DEMO.admin.password),
    qa: await p.login(DEMO.qa.email, DEMO.qa.password),
    editor: await p.login(DEMO.editor.email, DEMO.editor.password),
  };
  const rows = await p.db.select({ id: users.id, email: users.email }).from(users);
  const idOf = (email: string) => rows.find((r) => r.email === email)!.id;
  ids.editor2 = idOf(DEMO.editor2.email);
  ids.pending = idOf(DEMO.pending.email);
  const [cloud] = await p.db.select({ id: cloudUsers.id }).from(cloudUsers).where(eq(cloudUsers.account, DEMO.cloud.account));
  ids.cloud = cloud!.id;
  const [customer] = await p.db.select({ id: customers.id }).from(customers).limit(1);
  ids.customer = customer!.id;
  // A second staff registration (to reject) and a cloud registration (to approve and reset).
  await p.gql('mutation R($input: RegisterStaffInput!) { register_staff(input: $input) { message } }', {
    input: { email: 'tuchoi@tm.local', password: 'TuChoi@2026', first_name: 'Bị', last_name: 'Từ Chối' },
  });
  await p.gql('mutation R($input: RegisterCloudUserInput!) { register_cloud_user(input: $input) { message } }', {
    input: { account: 'khachmoi', password: 'KhachMoi@2026', first_name: 'Mới', last_name: 'Khách' },
  });
  const after = await p.db.select({ id: users.id, email: users.email }).from(users);
  ids.toReject = after.find((r) => r.email === 'tuchoi@tm.local')!.id;
  const [newCloud] = await p.db.select({ id: cloudUsers.id }).from(cloudUsers).where(eq(cloudUsers.account, 'khachmoi'));
  ids.newCloud = newCloud!.id;
});
after(async () => {
  await p?.close();
});

type Operation = { name: string; query: string; variables: () => Record<string, unknown> };

const OPERATIONS: Operation[] = [
  { name: 'staff_page', query: 'query Q($i: StaffListInput!) { staff_page(input: $i) { total items { id } } }', variables: () => ({ i: { search: 'nguyen' } }) },
  { name: 'pending_registrations', query: '{ pending_registrations { id email } }', variables: () => ({}) },
  { name: 'cloud_user_page', query: 'query Q($i: CloudUserListInput!) { cloud_user_page(input: $i) { total } }', variables: () => ({ i: {} }) },
  { name: 'admin_cloud_user', query: 'query Q($id: Int!) { admin_cloud_user(id: $id) { id account } }', variables: () => ({ id: ids.cloud }) },
  { name: 'catalog_page', query: 'query Q($i: CatalogListInput!) { catalog_page(input: $i) { total } }', variables: () => ({ i: { area: 'customer' } }) },
  { name: 'catalog_entry', query: 'query Q($id: Int!) { catalog_entry(area: customer, id: $id) { id name } }', variables: () => ({ id: ids.customer }) },
  { name: 'catalog_options', query: '{ catalog_options(area: category) { id } }', variables: () => ({}) },
  { name: 'audit_log', query: 'query Q($i: AuditLogInput!) { audit_log(input: $i) { total } }', variables: () => ({ i: {} }) },
  { name: 'audit_actors', query: '{ audit_actors { id name } }', variables: () => ({}) },
  {
    name: 'create_staff',
    query: 'mutation M($i: CreateStaffInput!) { create_staff(input: $i) { temporary_password user { id } } }',
    variables: () => ({ i: { email: 'nv.taomoi@tm.local', first_name: 'Tạo', last_name: 'Mới', role_id: 3, level: 1 } }),
  },
  {
    name: 'update_staff',
    query: 'mutation M($i: UpdateStaffInput!) { update_staff(input: $i) { id level } }',
    variables: () => ({ i: { id: ids.editor2, first_name: 'Minh Anh', last_name: 'Phạm', role_id: 3, level: 2 } }),
  },
  { name: 'set_staff_active', query: 'mutation M($id: Int!) { set_staff_active(id: $id, active: true) { id } }', variables: () => ({ id: ids.editor2 }) },
  { name: 'reset_staff_password', query: 'mutation M($id: Int!) { reset_staff_password(id: $id) { temporary_password } }', variables: () => ({ id: ids.editor2 }) },
  { name: 'approve_registration', query: 'mutation M($id: Int!) { approve_registration(id: $id, role_id: 3) { id active } }', variables: () => ({ id: ids.pending }) },
  { name: 'reject_registration', query: 'mutation M($id: Int!) { reject_registration(id: $id, reason: "Không phải nhân viên studio") }', variables: () => ({ id: ids.toReject }) },
  { name: 'approve_cloud_user', query: 'mutation M($id: Int!) { approve_cloud_user(id: $id) { id active } }', variables: () => ({ id: ids.newCloud }) },
  { name: 'set_cloud_user_active', query: 'mutation M($id: Int!) { set_cloud_user_active(id: $id, active: true) { id } }', variables: () => ({ id: ids.cloud }) },
  { name: 'reset_cloud_user_password', query: 'mutation M($id: Int!) { reset_cloud_user_password(id: $id) { temporary_password } }', variables: () => ({ id: ids.newCloud }) },
  {
    name: 'set_cloud_user_customer',
    query: 'mutation M($id: Int!, $c: Int) { set_cloud_user_customer(id: $id, customer_id: $c) { id customer { id } } }',
    variables: () => ({ id: ids.newCloud, c: ids.customer }),
  },
  {
    name: 'set_cloud_user_quota',
    query: 'mutation M($id: Int!, $gb: String!) { set_cloud_user_quota(id: $id, quota_gb: $gb) { id quota_bytes } }',
    variables: () => ({ id: ids.cloud, gb: '60' }),
  },
  {
    name: 'save_catalog_entry',
    query: 'mutation M($i: SaveCatalogEntryInput!) { save_catalog_entry(input: $i) { id name } }',
    variables: () => ({ i: { area: 'unit', name: 'Bộ ảnh' } }),
  },
  {
    name: 'set_catalog_entry_active',
    query: 'mutation M($id: Int!) { set_catalog_entry_active(area: customer, id: $id, active: false) { id active } }',
    variables: () => ({ id: ids.customer }),
  },
];

async function auditRows() {
  const [row] = await p.db.select({ n: count() }).from(auditLog);
  return row!.n;
}

describe('administration is the admin’s alone', () => {
  for (const operation of OPERATIONS) {
    it(`${operation.name}: refused to QA, editor and a cloud user; allowed to the admin`, async () => {
      const cloudLogin = await p.gql<{ cloudUserLogin: { token: string } }>('query L($i: CloudUserLoginInput!) { cloudUserLogin(input: $i) { token } }', {
        i: { userName: DEMO.cloud.account, password: DEMO.cloud.password },
      });
      const cloudToken = cloudLogin.data?.cloudUserLogin.token;
      const logged = await auditRows();
      for (const [who, token] of [
        ['qa', tokens.qa],
        ['editor', tokens.editor],
        ['cloud', cloudToken],
        ['anonymous', undefined],
      ] as const) {
        const refused = await p.gql(operation.query, operation.variables(), { token });
        // A nullable root field answers { field: null } beside the error: no data either way.
        assert.ok(refused.data == null || Object.values(refused.data).every((value) => value === null), `${who} got data`);
        assert.equal(errorCode(refused), who === 'qa' || who === 'editor' ? 'FORBIDDEN' : 'UNAUTHENTICATED', `${who}: ${JSON.stringify(refused.errors)}`);
        assert.match(refused.errors![0]!.message, VIETNAMESE);
      }
      assert.equal(await auditRows(), logged, 'a refused request changed something');

      const allowed = await p.gql(operation.query, operation.variables(), { token: tokens.admin });
      assert.equal(allowed.errors, undefined, JSON.stringify(allowed.errors));
      assert.ok(allowed.data);
    });
  }
});
