import http from 'node:http';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { chunksWithGraphql } from '../../bench/pages/first-load-js';
import { SMOKE } from '../../playwright.smoke.config';
import { ACCOUNTS, fillStaffLogin } from '../e2e/support';

// The production build as the container runs it: health, headers, no introspection, and the
// three things every user does first — sign in, see the board, chat live.

test('health and readiness answer on the app and the provider', async ({ request }) => {
  for (const url of ['/api/health', '/api/ready', `${SMOKE.providerOrigin}/health`, `${SMOKE.providerOrigin}/ready`]) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
  }
});

test('the browser bundle carries no graphql-js and no query AST (operations are ids and names)', () => {
  // Positive control: the same scan finds graphql-js where it is (its own package).
  expect(chunksWithGraphql(path.join('node_modules', 'graphql', 'error')).length).toBeGreaterThan(0);
  expect(chunksWithGraphql(path.join(process.env.NEXT_DIST_DIR || '.next-prod', 'static', 'chunks'))).toEqual([]);
});

test('an idle kept-alive connection is still open after 6 s, so a request sent on it is answered', async () => {
  // Node's default closes it after 5 s; a caller that sends on it then gets ECONNRESET (nginx a 502).
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = () =>
    new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
      const request = http.get(`${SMOKE.baseURL}/api/health`, { agent }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, reused: request.reusedSocket }));
      });
      request.on('error', reject);
    });
  expect(await get()).toEqual({ status: 200, reused: false });
  await new Promise((resolve) => setTimeout(resolve, 6000));
  expect(await get()).toEqual({ status: 200, reused: true });
  agent.destroy();
});

test('pages carry the security headers', async ({ request }) => {
  const response = await request.get('/auth/dang-nhap');
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-powered-by']).toBeUndefined();
  expect(headers['content-security-policy']).toMatch(/script-src[^;]*'nonce-[^']+'/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
});

test('the provider refuses introspection but answers a login', async ({ request }) => {
  const introspection = await request.post(`${SMOKE.providerOrigin}/graphql`, { data: { query: '{ __schema { queryType { name } } }' } });
  const refused = await introspection.json();
  expect(refused.data ?? null).toBeNull();
  expect(JSON.stringify(refused.errors)).toContain('introspection');
  // Positive control: an ordinary query through the same door is answered.
  const login = await request.post(`${SMOKE.providerOrigin}/graphql`, {
    data: { query: 'query Login($input: LoginInput!) { login(input: $input) { token } }', variables: { input: { email: ACCOUNTS.admin.email, password: ACCOUNTS.admin.password } } },
  });
  expect((await login.json()).data.login.token).toEqual(expect.any(String));
});

test('sign in, see the board, and chat live between two people', async ({ browser }) => {
  const admin = await browser.newPage();
  await admin.goto('/auth/dang-nhap');
  await fillStaffLogin(admin, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
  await admin.getByRole('button', { name: 'ĐĂNG NHẬP' }).click();
  await expect(admin.getByTestId('task-board')).toBeVisible();
  await expect(admin.getByTestId('task-board').getByRole('button').first()).toBeVisible();

  const editor = await browser.newPage();
  await editor.goto('/auth/dang-nhap');
  await fillStaffLogin(editor, ACCOUNTS.editor2.email, ACCOUNTS.editor2.password);
  await editor.getByRole('button', { name: 'ĐĂNG NHẬP' }).click();
  await expect(editor.getByTestId('task-board')).toBeVisible();

  await admin.goto('/chat/new');
  await admin.getByRole('combobox').fill('Minh Anh');
  await admin.getByRole('option', { name: new RegExp(ACCOUNTS.editor2.name) }).click();
  const message = `Kiểm tra bản production ${Date.now()}`;
  await admin.getByRole('textbox', { name: 'Tin nhắn' }).fill(message);
  await admin.getByRole('textbox', { name: 'Tin nhắn' }).press('Enter');
  await expect(admin).toHaveURL(/\/chat\/\d+$/);
  await editor.goto(new URL(admin.url()).pathname);
  await expect(editor.getByRole('list', { name: 'Tin nhắn' }).getByText(message)).toBeVisible();

  // Live over the production websocket: the editor's reply appears on the admin's open page.
  await editor.getByRole('textbox', { name: 'Tin nhắn' }).fill('Đã nhận ạ');
  await editor.getByRole('textbox', { name: 'Tin nhắn' }).press('Enter');
  await expect(admin.getByRole('list', { name: 'Tin nhắn' }).getByText('Đã nhận ạ')).toBeVisible();
});
