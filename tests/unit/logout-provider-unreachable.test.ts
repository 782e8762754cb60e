/** @jest-environment node */
import { createServer } from 'node:net';
import { NextRequest } from 'next/server';

// The real logout route with the provider unreachable (nothing listens on its port): the answer
// is 502 PROVIDER_UNAVAILABLE — what the account menu turns into 'Không thể đăng xuất!' — and
// the session cookie is kept, so the user stays signed in (docs/decisions/sessions-and-tokens.md).

const session = { token: 'provider-token', destroy: jest.fn(), save: jest.fn() };
jest.mock('@/lib/server/session', () => ({ getStaffSession: async () => session }));

/** A local port that was free a moment ago: connections to it are refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('POST /api/auth/logout with the provider unreachable', () => {
  it('answers 502 PROVIDER_UNAVAILABLE and keeps the session', async () => {
    process.env.SESSION_SECRET = 'x'.repeat(32);
    process.env.PROVIDER_GRAPHQL_URL = `http://127.0.0.1:${await closedPort()}/graphql`;
    const { POST } = await import('@/app/api/auth/logout/route');
    const response = await POST(new NextRequest('http://localhost:3000/api/auth/logout', { method: 'POST', headers: { 'sec-fetch-site': 'same-origin' } }), {
      params: Promise.resolve({}),
    });
    expect(response.status).toBe(502);
    expect((await response.json()).error.code).toBe('PROVIDER_UNAVAILABLE');
    expect(session.destroy).not.toHaveBeenCalled();
  });
});
