// Production hardening, checked against a production provider and, where the switch matters,
// against a development one started from the same code.
import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { DEMO, errorCode, startTestProvider, type GqlResult, type TestProvider } from './harness';

let prod: TestProvider;
let dev: TestProvider;
let prodToken: string;
let devToken: string;
let editorId: number;

before(async () => {
  // Documents over 4 KB are refused by size before graphql-armor counts tokens
  // (security-limits.test.ts); a larger allowance here keeps the token limit itself tested.
  const security = { maxDocumentBytes: 64 * 1024 };
  [prod, dev] = await Promise.all([startTestProvider({ production: true, security }), startTestProvider({ production: false, security })]);
  [prodToken, devToken] = await Promise.all([prod.login(DEMO.editor.email, DEMO.editor.password), dev.login(DEMO.editor.email, DEMO.editor.password)]);
  editorId = ((await prod.gql('{ me { id } }', {}, { token: prodToken })).data as { me: { id: number } }).me.id;
});
after(async () => {
  await Promise.all([prod?.close(), dev?.close()]);
});

const INTROSPECTION = '{ __schema { types { name } } }';
const MISSPELLED = '{ me { id emial } }';
/** `{ me { role { … id } } }` nested `levels` deep, using inline fragments (each one a level). */
const deepQuery = (levels: number) => `{ me { role { ${'... on Role { '.repeat(levels - 3)} id ${'} '.repeat(levels - 3)} } } }`;
const aliasQuery = (aliases: number) => `{ ${Array.from({ length: aliases }, (_, i) => `a${i}: me { id }`).join(' ')} }`;
/** A registration whose name holds a NUL byte: refused as bad input (PostgreSQL cannot store it). */
const NUL_REGISTRATION = {
  query: 'mutation R($input: RegisterStaffInput!) { register_staff(input: $input) { message } }',
  variables: { input: { email: 'nul@tm.local', password: 'MatKhau@2024', first_name: 'A\u0000B', last_name: 'C' } },
};
const NOTIFICATIONS = 'query N($id: Int!) { get_notification_by_user_id(id: $id) { id } }';

/** Runs `action` while the notifications table is missing: a genuinely unexpected database failure. */
async function withBrokenDatabase<T>(provider: TestProvider, action: () => Promise<T>): Promise<T> {
  await provider.db.execute(sql`alter table notifications rename to notifications_gone`);
  try {
    return await action();
  } finally {
    await provider.db.execute(sql`alter table notifications_gone rename to notifications`);
  }
}

function assertNoStackTraces(result: GqlResult) {
  const text = JSON.stringify(result);
  assert.doesNotMatch(text, /"stack"|"exception"|"originalError"/);
  assert.doesNotMatch(text, /\bat .+:\d+:\d+/, 'a stack frame leaked');
  assert.doesNotMatch(text, /provider\/src|node_modules|file:\/\//, 'a source path leaked');
  for (const error of result.errors ?? []) {
    assert.equal(error.extensions?.exception, undefined);
    assert.equal(error.extensions?.stacktrace, undefined);
  }
}

/** Runs `fn` with console.error captured (the provider logs unexpected errors for the operator). */
async function capturingConsoleError<T>(fn: () => Promise<T>): Promise<{ value: T; logged: string }> {
  const original = console.error;
  const lines: string[] = [];
  console.error = (...args: unknown[]) => {
    lines.push(args.map((a) => (typeof a === 'string' ? a : inspect(a, { depth: 4 }))).join(' '));
  };
  try {
    return { value: await fn(), logged: lines.join('\n') };
  } finally {
    console.error = original;
  }
}

describe('introspection', () => {
  it('is refused in production', async () => {
    const result = await prod.gql(INTROSPECTION, {}, { token: prodToken });
    assert.equal(result.data ?? null, null);
    assert.ok(result.errors?.length);
    assert.match(result.errors![0]!.message, /introspection/i);
    assert.doesNotMatch(JSON.stringify(result), /"User"|"Task"/);
    const typeQuery = await prod.gql('{ __type(name: "User") { fields { name } } }', {}, { token: prodToken });
    assert.equal(typeQuery.data ?? null, null);
    assert.doesNotMatch(JSON.stringify(typeQuery), /show_password|last_seen_at/);
  });

  it('is allowed in development (so the switch is what refuses it)', async () => {
    const result = await dev.gql(INTROSPECTION);
    assert.equal(result.errors, undefined);
    const names = (result.data!.__schema.types as { name: string }[]).map((t) => t.name);
    assert.ok(names.includes('User') && names.includes('Task') && names.includes('Notification'));
  });
});

describe('field suggestions', () => {
  it('production names the unknown field without suggesting the real one', async () => {
    const result = await prod.gql(MISSPELLED, {}, { token: prodToken });
    assert.equal(result.data ?? null, null);
    assert.match(result.errors![0]!.message, /emial/);
    assert.doesNotMatch(JSON.stringify(result), /Did you mean/i);
    assert.doesNotMatch(JSON.stringify(result), /"email"|\\"email\\"/);
  });

  it('development does not suggest it either (issue 12)', async () => {
    const result = await dev.gql(MISSPELLED, {}, { token: devToken });
    assert.match(result.errors![0]!.message, /emial/);
    assert.doesNotMatch(JSON.stringify(result), /Did you mean/i);
  });
});

describe('query limits', () => {
  it('accepts depth 12 and refuses depth 13', async () => {
    const ok = await prod.gql(deepQuery(12), {}, { token: prodToken });
    assert.equal(ok.errors, undefined, JSON.stringify(ok.errors));
    assert.deepEqual(ok.data, { me: { role: { id: 3 } } });

    const tooDeep = await prod.gql(deepQuery(13), {}, { token: prodToken });
    assert.equal(tooDeep.data ?? null, null);
    assert.match(tooDeep.errors![0]!.message, /depth limit of 12/i);
  });

  it('accepts 15 aliases and refuses 16', async () => {
    const ok = await prod.gql(aliasQuery(15), {}, { token: prodToken });
    assert.equal(ok.errors, undefined, JSON.stringify(ok.errors));
    assert.equal(Object.keys(ok.data!).length, 15);

    const tooMany = await prod.gql(aliasQuery(16), {}, { token: prodToken });
    assert.equal(tooMany.data ?? null, null);
    assert.match(tooMany.errors![0]!.message, /aliases limit of 15/i);
  });

  it('refuses a query of more than 3000 tokens', async () => {
    const ok = await prod.gql(`{ me { ${'id '.repeat(300)} } }`, {}, { token: prodToken });
    assert.equal(ok.errors, undefined, JSON.stringify(ok.errors));
    const huge = await prod.gql(`{ me { ${'id '.repeat(3100)} } }`, {}, { token: prodToken });
    assert.equal(huge.data ?? null, null);
    assert.match(huge.errors![0]!.message, /token limit/i);
  });

  it('the same limits hold in development', async () => {
    assert.match((await dev.gql(deepQuery(13), {}, { token: devToken })).errors![0]!.message, /depth limit of 12/i);
    assert.match((await dev.gql(aliasQuery(16), {}, { token: devToken })).errors![0]!.message, /aliases limit of 15/i);
  });
});

describe('error masking', () => {
  it('production hides an unexpected error behind a Vietnamese message, with no stack, but logs it', async () => {
    const { value: result, logged } = await capturingConsoleError(() => withBrokenDatabase(prod, () => prod.gql(NOTIFICATIONS, { id: editorId }, { token: prodToken })));
    assert.equal(result.data ?? null, null);
    assert.equal(result.errors?.length, 1);
    assert.equal(result.errors![0]!.message, 'Đã có lỗi xảy ra. Vui lòng thử lại sau.');
    assert.equal(errorCode(result), 'INTERNAL_SERVER_ERROR');
    assertNoStackTraces(result);
    assert.doesNotMatch(JSON.stringify(result), /select|notifications|relation/i, 'database details leaked');
    assert.match(logged, /notifications/i, 'the operator log has the real cause');
  });

  it('development shows the cause (so masking is the production switch) but still no stack', async () => {
    const { value: result } = await capturingConsoleError(() => withBrokenDatabase(dev, () => dev.gql(NOTIFICATIONS, { id: editorId }, { token: devToken })));
    assert.equal(errorCode(result), 'INTERNAL_SERVER_ERROR');
    assert.notEqual(result.errors![0]!.message, 'Đã có lỗi xảy ra. Vui lòng thử lại sau.');
    assertNoStackTraces(result);
  });

  it('a variable of the wrong type is a validation error naming the value, not a server failure', async () => {
    const result = await prod.gql('query U($id: Int!) { user(id: $id) { id } }', { id: 2.5 }, { token: prodToken });
    assert.equal(result.data ?? null, null);
    assert.notEqual(errorCode(result), 'INTERNAL_SERVER_ERROR');
    assert.match(result.errors![0]!.message, /Int cannot represent non-integer value: 2\.5/);
  });

  it('a name with a control character is bad input, not a server failure', async () => {
    const result = await prod.gql(NUL_REGISTRATION.query, NUL_REGISTRATION.variables);
    assert.equal(errorCode(result), 'BAD_USER_INPUT');
    assert.equal(result.errors![0]!.message, 'Tên chứa ký tự không hợp lệ');
  });

  it('expected errors keep their code and Vietnamese message, with no stack, in production', async () => {
    const cases: GqlResult[] = [
      await prod.gql('{ me { id } }'),
      await prod.gql('{ me { id } }', {}, { token: 'not-a-jwt' }),
      await prod.gql('query L($i: LoginInput!) { login(input: $i) { token } }', { i: { email: 'khong-co@tm.local', password: 'Sai-mat-khau-1' } }),
      await prod.gql('query N($id: Int!) { get_notification_by_user_id(id: $id) { id } }', { id: 1 }, { token: prodToken }),
      await prod.gql('mutation R($i: RegisterStaffInput!) { register_staff(input: $i) { message } }', {
        i: { email: 'x', password: 'MatKhau@2024', first_name: 'A', last_name: 'B' },
      }),
    ];
    const codes = cases.map((result) => errorCode(result));
    assert.deepEqual(codes, ['UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED', 'FORBIDDEN', 'BAD_USER_INPUT']);
    for (const result of cases) assertNoStackTraces(result);
    // Validation errors and armor refusals carry no stack either.
    for (const query of [MISSPELLED, INTROSPECTION, deepQuery(13), aliasQuery(16), '{ me { id ']) {
      assertNoStackTraces(await prod.gql(query, {}, { token: prodToken }));
    }
  });

  it('an error names the field it came from (GraphQL spec: `path`), in both modes', async () => {
    // Two root fields, one refused (a cloud user may not read staff): the client must be able
    // to tell which one failed.
    const query = '{ cloud_me { account } other: user(id: 1) { id } }';
    for (const provider of [prod, dev]) {
      const login = await provider.gql('query C($i: CloudUserLoginInput!) { cloudUserLogin(input: $i) { token } }', {
        i: { userName: DEMO.cloud.account, password: DEMO.cloud.password },
      });
      const result = await provider.gql(query, {}, { token: login.data!.cloudUserLogin.token });
      assert.deepEqual(result.data, { cloud_me: { account: DEMO.cloud.account }, other: null });
      assert.equal(result.errors?.length, 1);
      assert.equal(errorCode(result), 'UNAUTHENTICATED');
      assert.deepEqual(result.errors![0]!.path, ['other'], `errors: ${JSON.stringify(result.errors)}`);
    }
  });
});
