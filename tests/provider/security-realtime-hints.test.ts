// Issue 12, findings 5 and 6: single-use realtime tickets and the websocket's Origin check;
// one login per request, no "Did you mean", __typename aliases counted, pending accounts hidden.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import { users } from '../../provider/src/db/schema';
import { DEMO, errorCode, startTestProvider, type TestProvider } from './harness';

const TICKET = 'mutation { issue_realtime_ticket { ticket } }';
const APP_ORIGIN = 'http://localhost:3240';

let p: TestProvider;
let editor: string;
let admin: string;
before(async () => {
  p = await startTestProvider({ security: { allowedOrigins: [APP_ORIGIN] } });
  editor = await p.login(DEMO.editor.email, DEMO.editor.password);
  admin = await p.login(DEMO.admin.email, DEMO.admin.password);
});
after(async () => p?.close());

async function ticket(token: string): Promise<string> {
  const result = await p.gql<{ issue_realtime_ticket: { ticket: string } }>(TICKET, {}, { token });
  assert.equal(result.errors, undefined);
  return result.data!.issue_realtime_ticket.ticket;
}

type Outcome = { acked: true } | { closed: number } | { refused: number };

/** Opens a raw graphql-ws socket and says whether the server acknowledged, closed or refused the handshake. */
function connect(ticketValue: string, origin?: string): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(p.wsUrl, 'graphql-transport-ws', origin ? { origin } : {});
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: { ticket: ticketValue } })));
    socket.on('message', (data) => {
      if (JSON.parse(String(data)).type === 'connection_ack') {
        resolve({ acked: true });
        socket.close();
      }
    });
    socket.on('close', (code) => resolve({ closed: code }));
    socket.on('unexpected-response', (_req, res) => resolve({ refused: res.statusCode ?? 0 }));
    socket.on('error', reject);
  });
}

describe('finding 5: realtime tickets and origins', () => {
  it('a ticket opens one socket; a second connection with it gets 4403', async () => {
    const once = await ticket(editor);
    assert.deepEqual(await connect(once), { acked: true });
    assert.deepEqual(await connect(once), { closed: 4403 });
    // Positive control: a fresh ticket for the same user connects.
    assert.deepEqual(await connect(await ticket(editor)), { acked: true });
  });

  it('the handshake refuses an Origin other than the app’s', async () => {
    assert.deepEqual(await connect(await ticket(editor), 'https://evil.example'), { refused: 401 });
    assert.deepEqual(await connect(await ticket(editor), APP_ORIGIN), { acked: true });
  });
});

describe('finding 6: hints and small leaks', () => {
  const LOGIN = 'login(input: { email: "editor@tm.local", password: "Sai-mat-khau" }) { token }';

  it('15 aliased logins are refused without checking a single password', async () => {
    const many = `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: ${LOGIN}`).join(' ')} }`;
    for (let round = 0; round < 2; round++) {
      const result = await p.gql(many);
      assert.equal(errorCode(result), 'BAD_USER_INPUT', JSON.stringify(result.errors));
      assert.equal(result.errors![0]!.message, 'Mỗi yêu cầu chỉ được đăng nhập một lần.');
    }
    // 30 wrong passwords would have locked the account (5 allowed); none was counted.
    const right = await p.gql('query { login(input: { email: "editor@tm.local", password: "Editor@123" }) { token } }');
    assert.equal(right.errors, undefined, JSON.stringify(right.errors));
    // Positive control: one wrong login in a request is checked as usual.
    assert.equal(errorCode(await p.gql(`{ ${LOGIN} }`)), 'UNAUTHENTICATED');
  });

  it('no error says "Did you mean", for fields or for enum values in variables', async () => {
    const field = await p.gql('{ mee { id } }', {}, { token: editor });
    assert.match(field.errors![0]!.message, /Cannot query field "mee"/);
    const enumValue = await p.gql('mutation M($s: TaskStatus!) { move_task(id: 1, version: 1, status: $s) { id } }', { s: 'Readyy' }, { token: editor });
    assert.match(enumValue.errors![0]!.message, /Readyy/);
    for (const result of [field, enumValue]) assert.doesNotMatch(JSON.stringify(result.errors), /Did you mean/);
  });

  it('__typename aliases count toward the limit of 15', async () => {
    const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `t${i}: __typename`).join(' ')} }`;
    assert.equal((await p.gql(aliases(15))).errors, undefined, 'control: 15 aliases');
    const sixteen = await p.gql(aliases(16));
    assert.equal(sixteen.data ?? null, null);
    assert.match(sixteen.errors![0]!.message, /Aliases limit of 15 exceeded/);
  });

  it('accounts awaiting approval are hidden from non-admins, in the list and by id', async () => {
    const [pending] = await p.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.pending.email));
    const list = async (token: string) => ((await p.gql('{ users(input: {}) { email } }', {}, { token })).data!.users as { email: string }[]).map((u) => u.email);
    const byId = async (token: string) => (await p.gql('query U($id: Int!) { user(id: $id) { email } }', { id: pending!.id }, { token })).data!.user;
    assert.ok((await list(admin)).includes(DEMO.pending.email), 'control: an admin sees it');
    assert.equal((await byId(admin)).email, DEMO.pending.email);
    const editorsList = await list(editor);
    assert.ok(!editorsList.includes(DEMO.pending.email));
    assert.ok(editorsList.includes(DEMO.editor2.email), 'an editor still sees active colleagues');
    assert.equal(await byId(editor), null);
  });
});
