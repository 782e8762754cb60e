// Pins on the photo (docs/decisions/proofing-marks.md): the customer's marks on a delivered photo,
// saved as a set with the decision; after 'Gửi phản hồi' each is a request item of the revision
// job, answered by its editor and sent back by its QA; the job is not 'Hoàn thành' while one is
// open; round 2's results show the customer the requests they answer. Every refusal has its
// positive control beside it.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { PROOFING_MESSAGES } from '../../domain/validation/proofing';
import { notifications, reviewMarks, taskHistory, tasks } from '../../provider/src/db/schema';
import { errorCode } from './harness';
import { deliveryWorld, type DeliveryWorld } from './delivery-support';
import { startTaskWorld, walk, type Card, type Role, type TaskWorld } from './tasks-support';

let w: TaskWorld;
let d: DeliveryWorld;
let other: string;
let card: Card;
let deliveryId: number;
let results: { id: number; name: string }[];
let revisionId: number;

type Mark = { id: number; number: number; kind: string; x: number | null; y: number | null; w: number | null; h: number | null; note: string; state: string; reply: string; qa_note: string; answered_by_name: string | null };
const MARK = 'id number kind x y w h note state reply qa_note answered_by_name';
const REVIEW = `mutation($r: Int!, $d: ReviewDecision!, $n: String, $m: [ReviewMarkInput!]) { cloud_review_result(resultId: $r, decision: $d, note: $n, marks: $m) { id review_decision review_note review_marks { ${MARK} } } }`;
type Reviewed = { cloud_review_result: { id: number; review_decision: string; review_note: string; review_marks: Mark[] } };
const SUBMIT = 'mutation($d: Int!) { cloud_submit_review(deliveryId: $d) { id submitted } }';
const REQUESTS = `query($t: Int!) { task_revision_requests(taskId: $t) { id name review_note review_marks { ${MARK} } } }`;
type Requests = { task_revision_requests: { id: number; name: string; review_note: string; review_marks: Mark[] }[] };
const ANSWER = `mutation($id: Int!, $done: Boolean!, $reply: String) { answer_request_item(id: $id, done: $done, reply: $reply) { ${MARK} } }`;
const REJECT = `mutation($id: Int!, $note: String!) { reject_request_item(id: $id, note: $note) { ${MARK} } }`;
const DELIVER = 'mutation($t: Int!) { deliver_task(taskId: $t) { id round } }';

const review = (resultId: number, decision: 'APPROVED' | 'CHANGES', note: string | null, marks: unknown[] | null, token = d.customer) =>
  w.p.gql<Reviewed>(REVIEW, { r: resultId, d: decision, n: note, m: marks }, { token });
const storedMarks = async (resultId: number) =>
  (await w.p.db.select({ number: reviewMarks.number, kind: reviewMarks.kind, note: reviewMarks.note }).from(reviewMarks).where(eq(reviewMarks.resultId, resultId))).sort((a, b) => a.number - b.number);
const items = async (as: Role = 'editor') => (await w.ok<Requests>(REQUESTS, { t: revisionId }, as)).task_revision_requests;
const allItems = async () => (await items()).flatMap((row) => row.review_marks.map((mark) => ({ ...mark, photo: row.name })));

const POINT = { kind: 'POINT', x: 0.25, y: 0.5, note: 'Xóa nốt ruồi' };
const RECT = { kind: 'RECT', x: 0.1, y: 0.2, w: 0.3, h: 0.4, note: 'Nền sáng hơn' };
const NOTE = { kind: 'NOTE', note: 'Tổng thể ấm hơn' };

before(async () => {
  w = await startTaskWorld();
  d = await deliveryWorld(w);
  other = await w.p.cloudLogin('khachhang2');
  card = await d.job('Ghim trên ảnh');
  for (const name of ['IMG_1.jpg', 'IMG_2.jpg', 'IMG_3.jpg']) assert.equal(await d.upload(card.id, name), 204);
  await d.approve(card);
  deliveryId = (await w.ok<{ deliver_task: { id: number } }>(DELIVER, { t: card.id }, 'admin')).deliver_task.id;
  results = (await w.p.gql<{ cloud_delivery_results: { id: number; name: string }[] }>('query($d: Int!) { cloud_delivery_results(deliveryId: $d) { id name } }', { d: deliveryId }, { token: d.customer })).data!.cloud_delivery_results;
  assert.deepEqual(results.map((r) => r.name), ['IMG_1.jpg', 'IMG_2.jpg', 'IMG_3.jpg']);
});

after(() => w.p.close());

describe('the customer marks a delivered photo', () => {
  test('marks are saved numbered in order, replaced as a set, and removed by an approval; staff who see the job read them', async () => {
    const saved = await review(results[0]!.id, 'CHANGES', '', [POINT, RECT, NOTE]);
    assert.equal(saved.errors, undefined, JSON.stringify(saved.errors));
    assert.deepEqual(
      saved.data!.cloud_review_result.review_marks.map((m) => [m.number, m.kind, m.x, m.y, m.w, m.h, m.note, m.state]),
      [
        [1, 'POINT', 0.25, 0.5, null, null, 'Xóa nốt ruồi', 'OPEN'],
        [2, 'RECT', 0.1, 0.2, 0.3, 0.4, 'Nền sáng hơn', 'OPEN'],
        [3, 'NOTE', null, null, null, null, 'Tổng thể ấm hơn', 'OPEN'],
      ],
    );
    // Replaced as a set, in the new order.
    const replaced = await review(results[0]!.id, 'CHANGES', '', [RECT, POINT]);
    assert.deepEqual(replaced.data!.cloud_review_result.review_marks.map((m) => [m.number, m.note]), [
      [1, 'Nền sáng hơn'],
      [2, 'Xóa nốt ruồi'],
    ]);
    const panel = await w.ok<{ task_results: { results: { id: number; review_marks: { number: number; kind: string }[] }[] } }>('query($t: Int!) { task_results(taskId: $t) { results { id review_marks { number kind } } } }', { t: card.id }, 'qa');
    assert.deepEqual(panel.task_results.results.find((r) => r.id === results[0]!.id)!.review_marks, [
      { number: 1, kind: 'RECT' },
      { number: 2, kind: 'POINT' },
    ]);
    // An approval removes them.
    const approved = await review(results[0]!.id, 'APPROVED', null, [POINT]);
    assert.deepEqual(approved.data!.cloud_review_result.review_marks, []);
    assert.deepEqual(await storedMarks(results[0]!.id), []);
    // Set again for what follows: two marks, no general note.
    assert.equal((await review(results[0]!.id, 'CHANGES', null, [POINT, RECT])).errors, undefined);
  });

  test('bad marks are refused with the Vietnamese message and change nothing', async () => {
    const before = await storedMarks(results[0]!.id);
    assert.equal(before.length, 2);
    const cases: [unknown[], string][] = [
      [[{ ...POINT, x: 1.5 }], PROOFING_MESSAGES.markOutside],
      [[{ ...POINT, y: -0.1 }], PROOFING_MESSAGES.markOutside],
      [[{ kind: 'POINT', note: 'không có chỗ' }], PROOFING_MESSAGES.markOutside],
      [[{ ...RECT, x: 0.8, w: 0.3 }], PROOFING_MESSAGES.markOutside],
      [[{ ...RECT, w: 0.001 }], PROOFING_MESSAGES.markTooSmall],
      [[POINT, { ...RECT, note: '   ' }], PROOFING_MESSAGES.markNoteRequired],
      [[{ ...POINT, note: 'a'.repeat(1001) }], PROOFING_MESSAGES.noteTooLong],
      [Array.from({ length: 21 }, (_, i) => ({ ...POINT, note: `Điểm ${i + 1}` })), PROOFING_MESSAGES.tooManyMarks],
    ];
    for (const [marks, message] of cases) {
      const refused = await review(results[0]!.id, 'CHANGES', 'Ghi chú chung', marks);
      assert.equal(errorCode(refused), 'BAD_USER_INPUT', JSON.stringify(marks).slice(0, 80));
      assert.equal(refused.errors![0]!.message, message);
    }
    // CHANGES with neither a mark nor a note.
    const empty = await review(results[0]!.id, 'CHANGES', ' ', []);
    assert.equal(errorCode(empty), 'BAD_USER_INPUT');
    assert.equal(empty.errors![0]!.message, PROOFING_MESSAGES.noteRequired);
    assert.deepEqual(await storedMarks(results[0]!.id), before);
    // Positive control: 20 marks are allowed.
    const twenty = await review(results[2]!.id, 'CHANGES', null, Array.from({ length: 20 }, (_, i) => ({ ...POINT, note: `Điểm ${i + 1}` })));
    assert.equal(twenty.errors, undefined, JSON.stringify(twenty.errors));
    assert.equal(twenty.data!.cloud_review_result.review_marks.length, 20);
    assert.equal((await review(results[2]!.id, 'APPROVED', null, null)).errors, undefined);
  });

  test("another customer is told the photo does not exist, beside the owner's success", async () => {
    const refused = await review(results[1]!.id, 'CHANGES', null, [POINT], other);
    assert.equal(errorCode(refused), 'NOT_FOUND');
    assert.deepEqual(await storedMarks(results[1]!.id), []);
    assert.equal(errorCode(await w.fails(REVIEW, { r: results[1]!.id, d: 'CHANGES', m: [POINT] }, 'admin')), 'UNAUTHENTICATED');
    const mine = await review(results[1]!.id, 'CHANGES', null, [POINT]);
    assert.equal(mine.errors, undefined, JSON.stringify(mine.errors));
    // A general note alone (the marks removed): on submit it becomes the photo's one item.
    const noteOnly = await review(results[1]!.id, 'CHANGES', 'Làm sáng da', null);
    assert.deepEqual(noteOnly.data!.cloud_review_result.review_marks, []);
    assert.equal(noteOnly.data!.cloud_review_result.review_note, 'Làm sáng da');
  });

  test("on 'Gửi phản hồi' a note-only photo becomes a 'note' item; afterwards the marks are locked", async () => {
    const submitted = await w.p.gql(SUBMIT, { d: deliveryId }, { token: d.customer });
    assert.equal(submitted.errors, undefined, JSON.stringify(submitted.errors));
    const [revision] = await w.p.db.select({ id: tasks.id }).from(tasks).where(eq(tasks.parentTaskId, card.id));
    revisionId = revision!.id;
    const rows = await items();
    assert.deepEqual(
      rows.map((row) => [row.name, row.review_marks.map((m) => [m.number, m.kind, m.note, m.state])]),
      [
        ['IMG_1.jpg', [[1, 'POINT', 'Xóa nốt ruồi', 'OPEN'], [2, 'RECT', 'Nền sáng hơn', 'OPEN']]],
        ['IMG_2.jpg', [[1, 'NOTE', 'Làm sáng da', 'OPEN']]],
      ],
    );
    const late = await review(results[0]!.id, 'CHANGES', null, [NOTE]);
    assert.equal(errorCode(late), 'CONFLICT');
    assert.equal(late.errors![0]!.message, PROOFING_MESSAGES.submitted);
    assert.equal((await storedMarks(results[0]!.id)).length, 2);
    // Who may not see the revision job does not see its items.
    assert.equal(errorCode(await w.fails(REQUESTS, { t: revisionId }, 'editor2')), 'NOT_FOUND');
  });
});

describe("the revision job's request items", () => {
  let first: Mark & { photo: string };

  before(async () => {
    first = (await allItems())[0]!;
  });

  test("the revision job's editor (or an admin) answers an item; its QA and others may not", async () => {
    assert.equal(errorCode(await w.fails(ANSWER, { id: first.id, done: true }, 'editor2')), 'NOT_FOUND');
    assert.equal(errorCode(await w.fails(ANSWER, { id: first.id, done: true }, 'qa')), 'FORBIDDEN');
    assert.equal(errorCode(await w.fails(ANSWER, { id: first.id, done: true }, 'qa2')), 'FORBIDDEN');
    assert.equal(errorCode(await w.fails(ANSWER, { id: 999999, done: true }, 'admin')), 'NOT_FOUND');
    assert.equal(errorCode(await w.p.gql(ANSWER, { id: first.id, done: true }, { token: d.customer })), 'UNAUTHENTICATED');
    assert.equal((await allItems())[0]!.state, 'OPEN');
    // Positive control: the job's editor, with a reply.
    const done = (await w.ok<{ answer_request_item: Mark }>(ANSWER, { id: first.id, done: true, reply: ' Đã xóa ' }, 'editor')).answer_request_item;
    assert.deepEqual([done.state, done.reply, typeof done.answered_by_name], ['DONE', 'Đã xóa', 'string']);
    // An admin may too: open again, then done.
    assert.equal((await w.ok<{ answer_request_item: Mark }>(ANSWER, { id: first.id, done: false }, 'admin')).answer_request_item.state, 'OPEN');
    assert.equal((await w.ok<{ answer_request_item: Mark }>(ANSWER, { id: first.id, done: true, reply: 'Đã xóa' }, 'editor')).answer_request_item.state, 'DONE');
    const history = await w.p.db.select({ comment: taskHistory.comment }).from(taskHistory).where(eq(taskHistory.taskId, revisionId));
    assert.ok(history.some((h) => h.comment === 'Đã xong yêu cầu 1 của ảnh IMG_1: Đã xóa'), JSON.stringify(history));
    assert.ok(history.some((h) => h.comment === 'Mở lại yêu cầu 1 của ảnh IMG_1'));
  });

  test("the revision job's QA (or an admin) sends a done item back with a reason; the editor and another QA may not", async () => {
    assert.equal(errorCode(await w.fails(REJECT, { id: first.id, note: 'Còn vết' }, 'editor')), 'FORBIDDEN');
    assert.equal(errorCode(await w.fails(REJECT, { id: first.id, note: 'Còn vết' }, 'qa2')), 'FORBIDDEN');
    assert.equal(errorCode(await w.fails(REJECT, { id: first.id, note: 'Còn vết' }, 'editor2')), 'NOT_FOUND');
    const noReason = await w.fails(REJECT, { id: first.id, note: '  ' }, 'qa');
    assert.equal(errorCode(noReason), 'BAD_USER_INPUT');
    assert.equal(noReason.errors![0]!.message, PROOFING_MESSAGES.rejectReasonRequired);
    assert.equal((await allItems())[0]!.state, 'DONE');
    // Positive control: the job's QA.
    const back = (await w.ok<{ reject_request_item: Mark }>(REJECT, { id: first.id, note: 'Còn vết ở cằm' }, 'qa')).reject_request_item;
    assert.deepEqual([back.state, back.qa_note], ['OPEN', 'Còn vết ở cằm']);
    // Only a done item goes back.
    const notDone = await w.fails(REJECT, { id: first.id, note: 'Lần nữa' }, 'qa');
    assert.equal(errorCode(notDone), 'CONFLICT');
    assert.equal(notDone.errors![0]!.message, PROOFING_MESSAGES.itemNotDone);
    const history = await w.p.db.select({ comment: taskHistory.comment }).from(taskHistory).where(and(eq(taskHistory.taskId, revisionId)));
    assert.ok(history.some((h) => h.comment === 'Trả lại yêu cầu 1 của ảnh IMG_1: Còn vết ở cằm'));
    // The editor is told (the refusals above told nobody: one notice, from the QA's return).
    const told = await w.p.db.select({ content: notifications.content }).from(notifications).where(and(eq(notifications.userId, w.p.ids.editor), eq(notifications.taskId, revisionId), eq(notifications.event, 'rejected')));
    assert.equal(told.length, 1, JSON.stringify(told));
    assert.match(told[0]!.content, /đã trả lại yêu cầu 1 của ảnh IMG_1 trong việc «.*»: Còn vết ở cằm$/);
  });

  test("the gate: QA's move to 'Hoàn thành' is refused with the count while an item is open, and passes once all are done", async () => {
    // Round 2's results, uploaded before approval: one paired by its original, one by name.
    for (const name of ['IMG_1.jpg', 'IMG_2.jpg']) assert.equal(await d.upload(revisionId, name), 204);
    const waiting = await walk(w, await w.get(revisionId), [['WaitApprove', 'admin']]);
    const open = (await allItems()).filter((m) => m.state === 'OPEN');
    assert.equal(open.length, 3);
    const refused = await w.move(waiting, 'Completed', 'qa');
    assert.equal(errorCode(refused), 'FORBIDDEN');
    assert.equal(refused.errors![0]!.message, PROOFING_MESSAGES.openItems(3));
    const unchanged = await w.get(revisionId);
    assert.deepEqual([unchanged.status, unchanged.version], ['WaitApprove', waiting.version]);
    // Done one by one: still refused with one open.
    for (const mark of open.slice(0, 2)) await w.ok(ANSWER, { id: mark.id, done: true, reply: `Xong ${mark.number}` }, 'editor');
    assert.equal((await w.move(waiting, 'Completed', 'qa')).errors![0]!.message, PROOFING_MESSAGES.openItems(1));
    await w.ok(ANSWER, { id: open[2]!.id, done: true }, 'editor');
    const completed = await w.move(waiting, 'Completed', 'qa');
    assert.equal(completed.errors, undefined, JSON.stringify(completed.errors));
    // Completed: the items are locked.
    const locked = await w.fails(ANSWER, { id: first.id, done: false }, 'editor');
    assert.equal(errorCode(locked), 'CONFLICT');
    assert.equal(locked.errors![0]!.message, PROOFING_MESSAGES.itemLocked);
    assert.equal(errorCode(await w.fails(REJECT, { id: first.id, note: 'Muộn' }, 'qa')), 'CONFLICT');
  });

  test("'Giao cho khách' is refused while an item is open (an item reopened behind the gate's back), and delivers once none is", async () => {
    await w.p.db.update(reviewMarks).set({ state: 'open' }).where(eq(reviewMarks.id, first.id));
    const refused = await w.fails(DELIVER, { t: revisionId }, 'admin');
    assert.equal(errorCode(refused), 'FORBIDDEN');
    assert.equal(refused.errors![0]!.message, PROOFING_MESSAGES.openItems(1));
    await w.p.db.update(reviewMarks).set({ state: 'done' }).where(eq(reviewMarks.id, first.id));
    assert.equal((await w.ok<{ deliver_task: { round: number } }>(DELIVER, { t: revisionId }, 'admin')).deliver_task.round, 2);
  });

  test("round 2's results show the customer the requests they answer, with state and reply, never who answered", async () => {
    const round2 = (await w.p.gql<{ cloud_my_deliveries: { id: number; round: number }[] }>('query { cloud_my_deliveries { id round } }', {}, { token: d.customer })).data!.cloud_my_deliveries.find((x) => x.round === 2)!;
    const EARLIER = `query($d: Int!) { cloud_delivery_results(deliveryId: $d) { name review_marks { id } earlier_marks { number kind note state reply qa_note answered_by_name } } }`;
    type Earlier = { cloud_delivery_results: { name: string; review_marks: unknown[]; earlier_marks: Pick<Mark, 'number' | 'kind' | 'note' | 'state' | 'reply' | 'qa_note' | 'answered_by_name'>[] }[] };
    const seen = (await w.p.gql<Earlier>(EARLIER, { d: round2.id }, { token: d.customer })).data!.cloud_delivery_results;
    assert.deepEqual(seen, [
      {
        name: 'IMG_1.jpg',
        review_marks: [],
        earlier_marks: [
          { number: 1, kind: 'POINT', note: 'Xóa nốt ruồi', state: 'DONE', reply: 'Xong 1', qa_note: '', answered_by_name: null },
          { number: 2, kind: 'RECT', note: 'Nền sáng hơn', state: 'DONE', reply: 'Xong 2', qa_note: '', answered_by_name: null },
        ],
      },
      { name: 'IMG_2.jpg', review_marks: [], earlier_marks: [{ number: 1, kind: 'NOTE', note: 'Làm sáng da', state: 'DONE', reply: '', qa_note: '', answered_by_name: null }] },
    ]);
    assert.equal(errorCode(await w.p.gql(EARLIER, { d: round2.id }, { token: other })), 'NOT_FOUND');
    // Staff who see the job read them on the revision job's results, with who answered and QA's reason.
    const staff = await w.ok<{ task_results: { results: { name: string; earlier_marks: { qa_note: string; answered_by_name: string | null }[] }[] } }>('query($t: Int!) { task_results(taskId: $t) { results { name earlier_marks { qa_note answered_by_name } } } }', { t: revisionId }, 'qa');
    const img1 = staff.task_results.results.find((r) => r.name === 'IMG_1.jpg')!.earlier_marks;
    assert.ok(img1.every((m) => typeof m.answered_by_name === 'string' && m.answered_by_name.length > 0));
    assert.equal(img1[0]!.qa_note, 'Còn vết ở cằm');
    // Round 1's results answer nothing.
    const round1 = await w.ok<{ task_results: { results: { earlier_marks: unknown[] }[] } }>('query($t: Int!) { task_results(taskId: $t) { results { earlier_marks { id } } } }', { t: card.id }, 'qa');
    assert.ok(round1.task_results.results.every((r) => r.earlier_marks.length === 0));
  });
});
