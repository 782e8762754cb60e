// Login limits, on a provider of their own so the counters do not leak into other tests.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO, errorCode, startTestProvider, type GqlResult, type TestProvider } from './harness';

const LOGIN = 'query Login($input: LoginInput!) { login(input: $input) { token user { email } } }';
const CLOUD_LOGIN = 'query CloudLogin($input: CloudUserLoginInput!) { cloudUserLogin(input: $input) { token } }';
const LIMITED = /^Bạn đã đăng nhập sai quá nhiều lần\. Vui lòng thử lại sau (\d+) phút\.$/;

let p: TestProvider;
before(async () => {
  p = await startTestProvider();
});
after(async () => {
  await p?.close();
});

const login = (email: string, password: string, clientIp: string) => p.gql(LOGIN, { input: { email, password } }, { clientIp });

function assertLimited(result: GqlResult) {
  assert.equal(result.data, null);
  assert.equal(errorCode(result), 'RATE_LIMITED', JSON.stringify(result.errors));
  const message = result.errors![0]!.message;
  const minutes = Number(LIMITED.exec(message)?.[1]);
  assert.ok(minutes >= 1 && minutes <= 15, `message: ${message}`);
}

function assertWrongPassword(result: GqlResult) {
  assert.equal(result.data, null);
  assert.equal(errorCode(result), 'UNAUTHENTICATED', JSON.stringify(result.errors));
}

describe('per-account limit', () => {
  it('blocks the sixth attempt after five wrong passwords, even with the right password', async () => {
    const ip = '203.0.113.1';
    for (let i = 0; i < 5; i++) assertWrongPassword(await login(DEMO.editor.email, `Sai-mat-khau-${i}`, ip));
    const sixth = await login(DEMO.editor.email, DEMO.editor.password, ip);
    assertLimited(sixth);
    assert.equal(sixth.errors![0]!.message, 'Bạn đã đăng nhập sai quá nhiều lần. Vui lòng thử lại sau 15 phút.');
    assert.ok(Number(sixth.errors![0]!.extensions!.retryAfterSeconds) > 0);
    // The email is the account, whatever its case.
    assertLimited(await login('EDITOR@tm.local', DEMO.editor.password, ip));
    // Another account from the same address is not affected.
    const other = await login(DEMO.editor2.email, DEMO.editor2.password, ip);
    assert.equal(other.errors, undefined);
    assert.equal(other.data!.login.user.email, DEMO.editor2.email);
  });

  it('limits the account even when every attempt comes from a different address', async () => {
    for (let i = 0; i < 5; i++) assertWrongPassword(await login(DEMO.qa.email, `Sai-mat-khau-${i}`, `203.0.113.${10 + i}`));
    assertLimited(await login(DEMO.qa.email, DEMO.qa.password, '203.0.113.99'));
  });

  it('a successful login clears the account counter', async () => {
    const ip = '203.0.113.50';
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) assertWrongPassword(await login(DEMO.admin.email, `Sai-mat-khau-${i}`, ip));
      const ok = await login(DEMO.admin.email, DEMO.admin.password, ip);
      assert.equal(ok.errors, undefined, `round ${round}: ${JSON.stringify(ok.errors)}`);
    }
  });

  it('limits cloud accounts the same way', async () => {
    const ip = '203.0.113.60';
    for (let i = 0; i < 5; i++) {
      const result = await p.gql(CLOUD_LOGIN, { input: { userName: DEMO.cloud.account, password: `Sai-mat-khau-${i}` } }, { clientIp: ip });
      assertWrongPassword(result);
    }
    assertLimited(await p.gql(CLOUD_LOGIN, { input: { userName: DEMO.cloud.account, password: DEMO.cloud.password } }, { clientIp: ip }));
  });
});

describe('per-client limit', () => {
  it('after 30 failures from one address, that address is blocked for any account but others are not', async () => {
    const ip = '192.0.2.7';
    for (let i = 0; i < 30; i++) assertWrongPassword(await login(`khach-${i}@tm.local`, 'Sai-mat-khau-1', ip));
    // A new account, with its right password, from the same address.
    assertLimited(await login(DEMO.editor2.email, DEMO.editor2.password, ip));
    // The same account from another address logs in.
    const elsewhere = await login(DEMO.editor2.email, DEMO.editor2.password, '192.0.2.8');
    assert.equal(elsewhere.errors, undefined);
    assert.equal(elsewhere.data!.login.user.email, DEMO.editor2.email);
  });
});
