import { expect, test } from '@playwright/test';
import { E2E } from '../../playwright.config';
import { ACCOUNTS, loginThroughForm, logoutThroughMenu, stateFile } from './support';

const INTROSPECTION = '{ __schema { types { name } } }';

test.describe('logout', () => {
  test('ends the session, and the old cookie replayed later gets nothing', async ({ page, context, request }) => {
    await loginThroughForm(page, 'editor');
    const oldCookies = await context.cookies();
    const staffCookie = oldCookies.find((c) => c.name === 'tm_staff')!;

    await logoutThroughMenu(page);
    await expect(page).toHaveURL('/auth/dang-nhap');
    expect((await context.cookies()).find((c) => c.name === 'tm_staff')).toBeUndefined();

    // Replay: put the logged-out cookie back into the browser.
    await context.addCookies([staffCookie]);
    await page.goto('/thong-tin-tai-khoan');
    await expect(page).toHaveURL(/\/auth\/dang-nhap\?returnTo=%2Fthong-tin-tai-khoan/);
    await expect(page.getByRole('heading', { name: 'ĐĂNG NHẬP HỆ THỐNG' })).toBeVisible();

    // And straight to the API with the replayed cookie.
    const replay = await request.post('/api/graphql', {
      headers: { cookie: `tm_staff=${staffCookie.value}`, 'sec-fetch-site': 'same-origin' },
      data: { operationName: 'Users', variables: { input: {} } },
    });
    const body = await replay.json();
    expect(body.data).toBeNull();
    expect(body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  test('a query the logout overtakes, answered after it, does not send the login screen elsewhere', async ({ page }) => {
    await loginThroughForm(page, 'editor');
    // Hold the board's search until the logout has answered the page, as a slow query would be.
    let release!: () => void;
    const logoutAnswered = new Promise<void>((resolve) => (release = resolve));
    let held = false;
    let heldAnswer: string | undefined;
    await page.route('**/api/graphql', async (route) => {
      if (!route.request().postData()?.includes('"Board"')) return route.continue();
      held = true;
      await logoutAnswered;
      const response = await route.fetch();
      heldAnswer = (await response.json()).errors?.[0]?.extensions?.code;
      await route.fulfill({ response });
    });
    await page.route('**/api/auth/logout', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response });
      release();
    });
    await page.getByRole('search', { name: 'Lọc việc' }).getByLabel('Tìm kiếm').fill('đang tải');
    await expect.poll(() => held).toBe(true);

    await logoutThroughMenu(page);
    // The held query reaches the page after the logout, refused: the session it asked with is over.
    await expect.poll(() => heldAnswer).toBe('UNAUTHENTICATED');
    await expect(page.getByRole('heading', { name: 'ĐĂNG NHẬP HỆ THỐNG' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL('/auth/dang-nhap');
  });

  test("logging out in one browser leaves the user's other sessions signed in", async ({ browser }) => {
    const first = await browser.newContext();
    const second = await browser.newContext();
    const [a, b] = [await first.newPage(), await second.newPage()];
    await loginThroughForm(a, 'qa');
    await loginThroughForm(b, 'qa');
    await logoutThroughMenu(a);
    await expect(a).toHaveURL('/auth/dang-nhap');
    await b.goto('/thong-tin-tai-khoan');
    await expect(b).toHaveURL('/thong-tin-tai-khoan');
    await first.close();
    await second.close();
  });
});

test.describe('the provider token', () => {
  test('is never readable by page JavaScript', async ({ page, context }) => {
    await loginThroughForm(page, 'admin');
    const cookies = await context.cookies();
    for (const cookie of cookies) expect(cookie.httpOnly, cookie.name).toBe(true);
    const exposed = await page.evaluate(() => ({
      cookie: document.cookie,
      local: JSON.stringify({ ...localStorage }),
      session: JSON.stringify({ ...sessionStorage }),
      html: document.documentElement.outerHTML,
    }));
    expect(exposed.cookie).not.toContain('tm_staff');
    const jwt = /eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/;
    expect(exposed.local).not.toMatch(jwt);
    expect(exposed.session).not.toMatch(jwt);
    expect(exposed.html).not.toMatch(jwt);
  });
});

test.describe('/api/graphql', () => {
  test.use({ storageState: stateFile('admin') });

  test("forwards the app's own operations", async ({ page }) => {
    await page.goto('/');
    const result = await page.evaluate(async () => {
      const response = await fetch('/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ operationName: 'Users', variables: { input: {} } }) });
      return response.json();
    });
    const emails = result.data.users.map((u: { email: string }) => u.email);
    expect(emails).toEqual(expect.arrayContaining([ACCOUNTS.admin.email, ACCOUNTS.qa.email, ACCOUNTS.editor.email]));
    expect(result.data.users.every((u: { show_password: string | null }) => u.show_password === null)).toBe(true);
  });

  test('refuses an ad-hoc query, an introspection query and a server-only operation', async ({ page }) => {
    await page.goto('/');
    const answers = await page.evaluate(async (introspection) => {
      const post = async (body: unknown) => {
        const response = await fetch('/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        return { status: response.status, body: await response.json() };
      };
      return [
        await post({ query: '{ users { email } }' }),
        await post({ query: introspection }),
        await post({ operationName: 'Users', query: '{ users { email } }' }),
        await post({ operationName: 'Login', variables: { input: { email: 'admin@tm.local', password: 'Admin@123' } } }),
        await post({ operationName: 'IssueRealtimeTicket' }),
        await post({ operationName: 'ReceiveMessage', variables: { userId: 1 } }),
      ];
    }, INTROSPECTION);
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error: { code: 'BAD_REQUEST', message: 'Thao tác không được phép.' } });
    }
  });

  test('refuses cross-site posts to state-changing routes', async ({ request }) => {
    const response = await request.post('/api/auth/logout', { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(response.status()).toBe(403);
  });
});

test.describe('the provider itself', () => {
  test('answers no introspection to an anonymous caller', async ({ request }) => {
    const response = await request.post(E2E.providerURL, { data: { query: INTROSPECTION } });
    const body = await response.json();
    expect(body.data?.__schema).toBeUndefined();
    expect(body.errors?.length).toBeGreaterThan(0);
  });

  test('answers no data without a token', async ({ request }) => {
    const response = await request.post(E2E.providerURL, { data: { query: '{ users { email } }' } });
    const body = await response.json();
    expect(body.data).toBeNull();
    expect(body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

test.describe('realtime ticket', () => {
  test.use({ storageState: stateFile('qa') });

  test('is issued to the signed-in user only, with the websocket address', async ({ page, playwright }) => {
    await page.goto('/');
    const answer = await page.evaluate(async () => (await fetch('/api/realtime/ticket')).json());
    expect(answer.url).toBe(`ws://localhost:${E2E.providerPort}/graphql`);
    expect(answer.ticket).toMatch(/^eyJ/);

    const anonymous = await playwright.request.newContext({ baseURL: E2E.baseURL, storageState: { cookies: [], origins: [] } });
    const refused = await anonymous.get('/api/realtime/ticket');
    expect(refused.status()).toBe(401);
    await anonymous.dispose();
  });
});
