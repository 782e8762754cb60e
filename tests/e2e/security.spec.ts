import { request as httpRequest } from 'node:http';
import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { E2E } from '../../playwright.config';
import { ACCOUNTS, stateFile } from './support';

// Issue 12 through the app: forged X-Forwarded-For (finding 1), request size (finding 3) and the
// Content-Security-Policy (finding 4). The login test calls from addresses of its own
// (127.0.0.x) so blocking them never blocks the browser of the other specs.

type Answer = { status: number; body: { error?: { code: string; message: string } } };

/** POSTs JSON to the app from a chosen local address, as a client the app has never seen. */
function postFrom(localAddress: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: E2E.appPort,
        path,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), 'sec-fetch-site': 'same-origin', ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : {} }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

test.describe('client address (finding 1)', () => {
  test('rotating X-Forwarded-For does not reset the per-client login limit', async () => {
    test.setTimeout(120_000);
    const attacker = '127.0.0.5';
    for (let i = 0; i < 30; i++) {
      const answer = await postFrom(attacker, '/api/auth/login', { email: `khach-${i}@tm.local`, password: 'Sai-mat-khau', remember: false }, { 'x-forwarded-for': `198.51.100.${i}` });
      expect(answer.status, `attempt ${i}`).toBe(401);
    }
    const login = { email: ACCOUNTS.editor2.email, password: ACCOUNTS.editor2.password, remember: false };
    const blocked = await postFrom(attacker, '/api/auth/login', login, { 'x-forwarded-for': '198.51.100.250' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error?.message).toMatch(/^Bạn đã đăng nhập sai quá nhiều lần\. Vui lòng thử lại sau \d+ phút\.$/);
    // Positive control: the same login from another client (socket) goes through.
    expect((await postFrom('127.0.0.6', '/api/auth/login', login)).status).toBe(200);
  });
});

test.describe('request size (finding 3)', () => {
  test.use({ storageState: stateFile('admin') });

  test('/api/graphql refuses a 20 MB body with 413 and a too long search with BAD_USER_INPUT', async ({ page }) => {
    await page.goto('/');
    const send = (searchString: string) =>
      page.request.post('/api/graphql', { data: { operationName: 'Tasks', variables: { filter: { searchString } } }, headers: { origin: E2E.baseURL } });
    const huge = await send('x'.repeat(20 * 1024 * 1024));
    expect(huge.status()).toBe(413);
    expect((await huge.json()).error).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'Dữ liệu gửi lên quá lớn.' });

    const long = await send('x'.repeat(201));
    expect(long.status()).toBe(200);
    expect((await long.json()).errors[0]).toMatchObject({ message: 'Giá trị của "searchString" quá dài (tối đa 200 ký tự).', extensions: { code: 'BAD_USER_INPUT' } });
    // Positive control: a search of an allowed length runs.
    const fine = await send('x'.repeat(200));
    expect((await fine.json()).errors).toBeUndefined();
  });
});

/** Collects the browser's CSP violation reports while `run` goes. */
async function cspViolations(page: Page, run: () => Promise<void>): Promise<string[]> {
  const violations: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  };
  page.on('console', onConsole);
  await run();
  page.off('console', onConsole);
  return violations;
}

test.describe('headers (finding 4)', () => {
  test('every page has a nonce-based CSP that Next and the boot script follow, and HSTS', async ({ page }) => {
    let headers: Record<string, string> = {};
    let html = '';
    const violations = await cspViolations(page, async () => {
      const response = (await page.goto('/auth/dang-nhap'))!;
      headers = response.headers();
      html = await response.text();
      // The empty form's messages come from the login schema, which the Turbopack runtime loads
      // after hydration with a script of its own (trusted through 'strict-dynamic', no nonce).
      await page.getByRole('button', { name: 'ĐĂNG NHẬP' }).click();
      await expect(page.getByText('Yêu cầu nhập email')).toBeVisible();
    });
    expect(violations).toEqual([]);
    const csp = headers['content-security-policy'] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(`connect-src 'self' ws://localhost:${E2E.providerPort}/graphql`);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toMatch(/img-src 'self' blob:;/);
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    // Every script the page was served with (its HTML; not those the runtime adds later) carries this response's nonce.
    const served = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => /\snonce="([^"]*)"/.exec(tag)?.[1]);
    expect(served.length).toBeGreaterThan(0);
    expect(served.every((value) => value === nonce)).toBe(true);
    // A second response gets a different nonce.
    const again = await page.request.get('/auth/dang-nhap');
    expect(again.headers()['content-security-policy']).not.toContain(nonce!);
  });

  test.describe('signed in', () => {
    test.use({ storageState: stateFile('editor') });

    test('the board and the chat work under the policy, with data: images allowed in the staff area only', async ({ page }) => {
      const violations = await cspViolations(page, async () => {
        const board = await page.goto('/');
        expect(board!.headers()['content-security-policy']).toMatch(/img-src 'self' blob: data:;/);
        await expect(page.locator('main')).toBeVisible();
        await page.waitForLoadState('load');
        await page.goto('/chat');
        await expect(page.locator('main')).toBeVisible();
        await page.waitForLoadState('load');
      });
      expect(violations).toEqual([]);
      // Injected markup with an inline handler (the usual XSS) does not run: no 'unsafe-inline'.
      const ran = await page.evaluate(async () => {
        const flag = window as unknown as { __injected?: boolean };
        document.body.insertAdjacentHTML('beforeend', '<img id="xss-probe" src="/khong-co-anh.png" onerror="window.__injected = true">');
        const probe = document.getElementById('xss-probe')!;
        await new Promise((resolve) => probe.addEventListener('error', resolve, { once: true }));
        return flag.__injected === true;
      });
      expect(ran).toBe(false);
    });
  });
});
