// Tasks: creating a card (admin only, pickers, money snapshot), the catalogue, the board list with
// its filters, and who sees which card.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import { customers, productGroups, taskHistory, tasks, users } from '../../provider/src/db/schema';
import { errorCode, VIETNAMESE, type Json } from './harness';
import { Q, startTaskWorld, type Card, type TaskWorld } from './tasks-support';

let w: TaskWorld;

before(async () => {
  w = await startTaskWorld();
});
after(async () => {
  await w?.p.close();
});

describe('create_task', () => {
  it('admin creates a card with an editor: Assignee, at the end of its column, with history', async () => {
    const before = (await w.ok<{ tasks: Card[] }>(Q.tasks, { filter: { status: 'Assignee' } }, 'admin')).tasks;
    const card = await w.create({ taskName: '  Bộ ảnh giày da  ', editorId: w.id.editor, qaId: w.id.qa, originalFiles: 'https://drive/goc/1', description: 'Tách nền' });
    assert.equal(card.taskName, 'Bộ ảnh giày da');
    assert.equal(card.status, 'Assignee');
    assert.equal(card.version, 1);
    assert.equal(card.adminId, w.id.admin);
    assert.deepEqual([card.editorId, card.qaId, card.productGroupId], [w.id.editor, w.id.qa, w.groupIds[0]]);
    assert.equal(card.editor!.id, w.id.editor);
    assert.equal(card.qa!.first_name, 'Kiểm Duyệt');
    assert.equal(card.completedAt, null);
    assert.ok(before.every((t) => t.position < card.position), 'a new card goes to the end of its column');
    const full = await w.get(card.id);
    assert.equal(full.history!.length, 1);
    assert.deepEqual({ ...full.history![0], id: 0, when: '' }, { id: 0, when: '', who: { id: w.id.admin, first_name: 'Quản Trị' }, from: null, to: 'Assignee', comment: 'Tạo việc' });
  });

  it('without an editor the card starts in Ready', async () => {
    const card = await w.create({ qaId: w.id.qa });
    assert.equal(card.status, 'Ready');
    assert.equal(card.editor, null);
  });

  it('only admins create tasks', async () => {
    for (const role of ['qa', 'editor'] as const) {
      const result = await w.fails(Q.create, { input: { taskName: 'X', productGroupId: w.groupIds[0], totalFile: 1 } }, role);
      assert.equal(errorCode(result), 'FORBIDDEN');
      assert.match(result.errors![0]!.message, VIETNAMESE);
    }
    assert.equal(errorCode(await w.p.gql(Q.create, { input: { taskName: 'X', productGroupId: w.groupIds[0], totalFile: 1 } })), 'UNAUTHENTICATED');
    assert.equal((await w.p.db.select().from(tasks).where(eq(tasks.taskName, 'X'))).length, 0);
  });

  it('validates the name, the file count, the product group and the pickers in Vietnamese', async () => {
    const [pending] = await w.p.db.select({ id: users.id }).from(users).where(eq(users.email, 'nhanvienmoi@tm.local'));
    const base = { taskName: 'Bộ ảnh hợp lệ', productGroupId: w.groupIds[0], totalFile: 5 };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ taskName: '   ' }, 'Yêu cầu nhập tên việc', 'taskName'],
      [{ totalFile: 0 }, 'Tổng số file phải là số nguyên dương', 'totalFile'],
      [{ totalFile: -3 }, 'Tổng số file phải là số nguyên dương', 'totalFile'],
      [{ productGroupId: 987654 }, 'Nhóm hàng không tồn tại hoặc đã ngừng sử dụng.', 'productGroupId'],
      [{ editorId: w.id.qa }, 'Editor được chọn không tồn tại, chưa kích hoạt hoặc không phải editor.', 'editorId'],
      [{ editorId: pending!.id }, 'Editor được chọn không tồn tại, chưa kích hoạt hoặc không phải editor.', 'editorId'],
      [{ editorId: 987654 }, 'Editor được chọn không tồn tại, chưa kích hoạt hoặc không phải editor.', 'editorId'],
      [{ qaId: w.id.editor }, 'QA được chọn không tồn tại, chưa kích hoạt hoặc không phải QA.', 'qaId'],
      [{ qaId: w.id.admin }, 'QA được chọn không tồn tại, chưa kích hoạt hoặc không phải QA.', 'qaId'],
    ];
    const countBefore = (await w.p.db.select({ id: tasks.id }).from(tasks)).length;
    for (const [override, message, field] of cases) {
      const result = await w.fails(Q.create, { input: { ...base, ...override } }, 'admin');
      assert.equal(errorCode(result), 'BAD_USER_INPUT', JSON.stringify(override));
      assert.equal(result.errors![0]!.message, message);
      assert.equal(result.errors![0]!.extensions!.field, field);
    }
    // An editor who was deactivated is no longer a valid pick.
    await w.p.db.update(users).set({ active: false }).where(eq(users.id, w.id.editor2));
    try {
      const result = await w.fails(Q.create, { input: { ...base, editorId: w.id.editor2 } }, 'admin');
      assert.equal(errorCode(result), 'BAD_USER_INPUT');
    } finally {
      await w.p.db.update(users).set({ active: true }).where(eq(users.id, w.id.editor2));
    }
    assert.equal((await w.p.db.select({ id: tasks.id }).from(tasks)).length, countBefore, 'nothing half-written');
  });

  it('snapshots the money of the product group; a later price change does not reach the task', async () => {
    const [group] = await w.p.db.insert(productGroups).values({ name: 'Nhóm thử giá', unitPrice: '12345.50', editorRate: '4000.25', qaRate: '999.99' }).returning();
    const card = await w.create({ productGroupId: group!.id, editorId: w.id.editor });
    await w.p.db.update(productGroups).set({ unitPrice: '99999', editorRate: '50000', qaRate: '7000' }).where(eq(productGroups.id, group!.id));
    const [row] = await w.p.db.select().from(tasks).where(eq(tasks.id, card.id));
    assert.deepEqual([row!.unitPrice, row!.editorRate, row!.qaRate], ['12345.50', '4000.25', '999.99']);
    // Changing the task's product group later does not re-price it either.
    const moved = await w.ok<{ update_task: Card }>(Q.update, { id: card.id, version: card.version, input: { productGroupId: w.groupIds[1] } }, 'admin');
    assert.equal(moved.update_task.productGroupId, w.groupIds[1]);
    const [again] = await w.p.db.select().from(tasks).where(eq(tasks.id, card.id));
    assert.deepEqual([again!.unitPrice, again!.editorRate, again!.qaRate], ['12345.50', '4000.25', '999.99']);
    // A group that was retired cannot be chosen for a new task.
    await w.p.db.update(productGroups).set({ active: false }).where(eq(productGroups.id, group!.id));
    assert.equal(errorCode(await w.fails(Q.create, { input: { taskName: 'Y', productGroupId: group!.id, totalFile: 1 } }, 'admin')), 'BAD_USER_INPUT');
  });
});

describe('product_groups', () => {
  it('lists active groups with exact decimal money; the customer price only for admins', async () => {
    const admin = (await w.ok<{ product_groups: { id: number; name: string; unit_price: string | null; editor_rate: string; qa_rate: string }[] }>(Q.groups, {}, 'admin')).product_groups;
    const active = await w.p.db.select().from(productGroups).where(eq(productGroups.active, true));
    assert.deepEqual(admin.map((g) => g.id).sort(), active.map((g) => g.id).sort());
    const premium = admin.find((g) => g.name === 'Ghép ảnh cao cấp')!;
    assert.deepEqual([premium.unit_price, premium.editor_rate, premium.qa_rate], ['60000.00', '20000.00', '4000.50']);
    const names = admin.map((g) => g.name);
    assert.deepEqual(names, [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const editor = (await w.ok<{ product_groups: { unit_price: string | null; editor_rate: string }[] }>(Q.groups, {}, 'editor')).product_groups;
    assert.equal(editor.length, admin.length);
    assert.ok(editor.every((g) => g.unit_price === null && /^\d+\.\d{2}$/.test(g.editor_rate)));
    assert.equal(errorCode(await w.p.gql(Q.groups)), 'UNAUTHENTICATED');
  });
});

describe('tasks (the board list)', () => {
  let made: Card[];
  before(async () => {
    // Four cards on known studio days around midnight in Asia/Ho_Chi_Minh (UTC+7).
    made = [
      await w.create({ taskName: 'Lọc ngày A', productCode: 'LOC-A', editorId: w.id.editor, qaId: w.id.qa }),
      await w.create({ taskName: 'Lọc ngày B', productName: 'Khăn lụa đỏ', productCode: 'LOC-B', editorId: w.id.editor2, qaId: w.id.qa2 }),
      await w.create({ taskName: 'Lọc ngày C', productCode: 'MÃ-ĐẶC-BIỆT_%', editorId: w.id.editor, qaId: w.id.qa2 }),
      await w.create({ taskName: 'Lọc ngày D', productCode: 'LOC-D' }),
    ];
    const times = ['2024-03-09T16:59:59.999Z', '2024-03-09T17:00:00.000Z', '2024-03-10T16:59:59.999Z', '2024-03-10T17:00:00.000Z'];
    for (const [i, card] of made.entries()) await w.p.db.update(tasks).set({ createdAt: new Date(times[i]!) }).where(eq(tasks.id, card.id));
  });

  const list = async (filter: Record<string, unknown> | null, as: 'admin' | 'qa' | 'editor' | 'editor2' = 'admin') =>
    (await w.ok<{ tasks: Card[] }>(Q.tasks, { filter }, as)).tasks;
  const names = (cards: Card[]) => cards.map((c) => c.taskName).filter((n) => n.startsWith('Lọc ngày')).sort();

  it('returns every card, by the default column order then position', async () => {
    const all = await list(null);
    const count = (await w.p.db.select({ id: tasks.id }).from(tasks)).length;
    assert.equal(all.length, count);
    const order = ['Ready', 'Assignee', 'InProgress', 'Reject', 'Waiting', 'WaitApprove', 'Cancel', 'Completed'];
    for (let i = 1; i < all.length; i++) {
      const [a, b] = [all[i - 1]!, all[i]!];
      const [ra, rb] = [order.indexOf(a.status), order.indexOf(b.status)];
      assert.ok(ra < rb || (ra === rb && a.position <= b.position), `${a.status}/${a.position} before ${b.status}/${b.position}`);
    }
  });

  it('filters by an inclusive range of studio days', async () => {
    assert.deepEqual(names(await list({ startDate: '2024-03-10', endDate: '2024-03-10' })), ['Lọc ngày B', 'Lọc ngày C']);
    assert.deepEqual(names(await list({ startDate: '10-03-2024', endDate: '11-03-2024' })), ['Lọc ngày B', 'Lọc ngày C', 'Lọc ngày D']);
    assert.deepEqual(names(await list({ endDate: '2024-03-09' })), ['Lọc ngày A']);
    // An ISO date-time names the studio day it falls on.
    assert.deepEqual(names(await list({ startDate: '2024-03-09T20:00:00.000Z', endDate: '2024-03-10T05:00:00+07:00' })), ['Lọc ngày B', 'Lọc ngày C']);
    for (const [filter, message] of [
      [{ startDate: '2024-02-30' }, 'Ngày bắt đầu không hợp lệ'],
      [{ endDate: 'hôm qua' }, 'Ngày kết thúc không hợp lệ'],
      [{ startDate: '2024-03-11', endDate: '2024-03-10' }, 'Ngày kết thúc nhỏ hơn ngày bắt đầu'],
    ] as const) {
      const result = await w.fails(Q.tasks, { filter }, 'admin');
      assert.equal(errorCode(result), 'BAD_USER_INPUT');
      assert.equal(result.errors![0]!.message, message);
    }
  });

  it('filters by editor, QA, status and a case-insensitive search', async () => {
    const byEditor = await list({ editorId: w.id.editor2 });
    assert.ok(byEditor.length > 0 && byEditor.every((c) => c.editorId === w.id.editor2));
    const byQa = await list({ qaId: w.id.qa2 });
    assert.deepEqual(names(byQa), ['Lọc ngày B', 'Lọc ngày C']);
    assert.ok(byQa.every((c) => c.qaId === w.id.qa2));
    const ready = await list({ status: 'Ready' });
    assert.ok(ready.length > 0 && ready.every((c) => c.status === 'Ready'));
    assert.deepEqual(names(await list({ searchString: 'lọc NGÀY b' })), ['Lọc ngày B']);
    assert.deepEqual(names(await list({ searchString: 'KHĂN LỤA' })), ['Lọc ngày B']);
    assert.deepEqual(names(await list({ searchString: 'loc-d' })), ['Lọc ngày D']);
    // LIKE wildcards typed by the user are plain characters.
    assert.deepEqual(names(await list({ searchString: 'đặc-biệt_%' })), ['Lọc ngày C']);
    assert.deepEqual((await list({ searchString: '%' })).map((c) => c.taskName), ['Lọc ngày C']);
    assert.deepEqual((await list({ searchString: '_' })).map((c) => c.taskName), ['Lọc ngày C']);
    assert.deepEqual(names(await list({ editorId: w.id.editor, qaId: w.id.qa2, startDate: '2024-03-10', searchString: 'lọc' })), ['Lọc ngày C']);
  });

  it('editors only ever see their own cards, whatever filters they send', async () => {
    const own = await list(null, 'editor');
    const stored = await w.p.db.select({ id: tasks.id }).from(tasks).where(eq(tasks.editorId, w.id.editor));
    assert.equal(own.length, stored.length);
    assert.ok(own.every((c) => c.editorId === w.id.editor));
    for (const filter of [{ editorId: w.id.editor2 }, { qaId: w.id.qa2 }, { status: 'Ready' }, { searchString: 'Lọc ngày' }]) {
      const seen = await list(filter, 'editor');
      assert.ok(seen.every((c) => c.editorId === w.id.editor), JSON.stringify(filter));
    }
    assert.deepEqual(names(await list({ searchString: 'Lọc ngày' }, 'editor')), ['Lọc ngày A', 'Lọc ngày C']);
  });

  it('QA and admins see the whole board', async () => {
    const count = (await w.p.db.select({ id: tasks.id }).from(tasks)).length;
    assert.equal((await list(null, 'qa')).length, count);
    assert.equal((await list(null, 'admin')).length, count);
  });

  it('task(id): editors get their own card; anyone else\'s answers exactly like a missing one', async () => {
    const [mine, theirs] = [made[0]!, made[1]!];
    assert.equal((await w.get(mine.id, 'editor')).id, mine.id);
    const forbidden = await w.fails(Q.task, { id: theirs.id }, 'editor');
    const missing = await w.fails(Q.task, { id: 987654 }, 'editor');
    assert.equal(errorCode(forbidden), 'NOT_FOUND');
    assert.deepEqual(forbidden.errors!.map((e) => [e.message, e.extensions]), missing.errors!.map((e) => [e.message, e.extensions]));
    assert.equal((await w.get(theirs.id, 'qa')).id, theirs.id);
    assert.equal((await w.get(theirs.id, 'editor2')).id, theirs.id);
    assert.equal(errorCode(await w.p.gql(Q.task, { id: mine.id })), 'UNAUTHENTICATED');
  });

  it('lists a large board with its people in a handful of queries', async () => {
    // 2,000 more cards straight into the table; the list still answers with names and avatars.
    const [template] = await w.p.db.select().from(tasks).where(inArray(tasks.id, [made[0]!.id]));
    const { id: _id, ...rest } = template!;
    const rows = Array.from({ length: 2000 }, (_, i) => ({ ...rest, taskName: `Tải lớn ${i}`, position: 10_000 + i }));
    for (let i = 0; i < rows.length; i += 500) await w.p.db.insert(tasks).values(rows.slice(i, i + 500));
    // Count the statements the request sends: the session check, the list (the open columns,
    // then one per finished column's window: docs/decisions/board-window.md), one batch of people.
    // However many cards, never more.
    const client = (w.p.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const query = client.query;
    let statements = 0;
    client.query = function (this: unknown, ...args: unknown[]) {
      statements += 1;
      return query.apply(this, args);
    };
    let all: Card[];
    try {
      all = await list({ searchString: 'Tải lớn' });
    } finally {
      client.query = query;
    }
    assert.equal(all.length, 2000);
    assert.ok(statements >= 4 && statements <= 6, `${statements} statements for one board`);
    assert.ok(all.every((c) => c.editor?.id === w.id.editor && c.qa?.id === w.id.qa));
    const editorView = await list({ searchString: 'Tải lớn' }, 'editor');
    assert.equal(editorView.length, 2000);
    assert.equal((await list({ searchString: 'Tải lớn' }, 'editor2')).length, 0);
    await w.p.db.delete(taskHistory).where(inArray(taskHistory.taskId, all.map((c) => c.id)));
    await w.p.db.delete(tasks).where(inArray(tasks.id, all.map((c) => c.id)));
  });
});

describe('a task\'s customer (tài khoản khách)', () => {
  it('admin sets an active customer on create and changes or clears it on update; others see its name', async () => {
    const options = (await w.ok<{ customer_options: { id: number; name: string; active: boolean }[] }>('query { customer_options { id name active } }', {}, 'admin')).customer_options;
    assert.ok(options.length >= 2, 'the demo studio has customers');
    const [first, second] = options;
    const card = await w.create({ customerId: first!.id, editorId: w.id.editor });
    const read = `query Task($id: Int!) { task(id: $id) { customerId customer { id name } version } }`;
    assert.deepEqual((await w.ok<{ task: Json }>(read, { id: card.id }, 'editor')).task.customer, { id: first!.id, name: first!.name });

    const changed = await w.ok<{ update_task: Card & { customerId: number } }>(Q.update.replace('{ id adminId', '{ customerId id adminId'), { id: card.id, version: card.version, input: { customerId: second!.id } }, 'admin');
    assert.equal(changed.update_task.customerId, second!.id);
    const history = (await w.get(card.id)).history!;
    assert.equal(history.at(-1)!.comment, 'Cập nhật: Khách hàng');

    const cleared = await w.ok<{ update_task: Card & { customerId: number | null } }>(Q.update.replace('{ id adminId', '{ customerId id adminId'), { id: card.id, version: changed.update_task.version, input: { customerId: null } }, 'admin');
    assert.equal(cleared.update_task.customerId, null);
  });

  it('refuses an unknown or inactive customer, and a customer change by the task\'s own editor', async () => {
    const [inactive] = await w.p.db.insert(customers).values({ name: 'Khách đã ngừng', active: false }).returning();
    for (const customerId of [inactive!.id, 987654]) {
      const result = await w.fails(Q.create, { input: { taskName: 'Có khách lạ', productGroupId: w.groupIds[0], totalFile: 3, customerId } }, 'admin');
      assert.equal(errorCode(result), 'BAD_USER_INPUT');
      assert.equal(result.errors![0]!.message, 'Khách hàng không tồn tại hoặc đã ngừng sử dụng.');
    }
    assert.equal((await w.p.db.select().from(tasks).where(eq(tasks.taskName, 'Có khách lạ'))).length, 0);

    const [active] = await w.p.db.insert(customers).values({ name: 'Khách mới của studio' }).returning();
    const card = await w.create({ editorId: w.id.editor });
    const refused = await w.fails(Q.update, { id: card.id, version: card.version, input: { customerId: active!.id } }, 'editor');
    assert.equal(errorCode(refused), 'FORBIDDEN');
    // Positive control: the admin may make the same change.
    const done = await w.ok<{ update_task: Card }>(Q.update, { id: card.id, version: card.version, input: { customerId: active!.id } }, 'admin');
    assert.equal(done.update_task.version, card.version + 1);
  });

  it('customer_options is for admins only', async () => {
    for (const role of ['qa', 'editor'] as const) assert.equal(errorCode(await w.fails('query { customer_options { id } }', {}, role)), 'FORBIDDEN');
    assert.ok((await w.ok<{ customer_options: unknown[] }>('query { customer_options { id } }', {}, 'admin')).customer_options.length > 0);
  });
});
