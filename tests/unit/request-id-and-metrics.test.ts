/** @jest-environment node */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';

// The real /api/graphql and /api/metrics routes against a stand-in provider (a plain HTTP
// server that records what it receives): the app's request id reaches the provider, and the
// forwarded call shows up in the app's metrics, which only a scraper with the token may read.

jest.mock('@/lib/server/session', () => ({ sessionToken: async () => 'provider-token' }));

const received: IncomingHttpHeaders[] = [];
const provider = createServer((request, response) => {
  received.push(request.headers);
  request.resume();
  request.on('end', () => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ data: { chat_room: null } }));
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  process.env.SESSION_SECRET = 'x'.repeat(32);
  process.env.PROVIDER_GRAPHQL_URL = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/graphql`;
  process.env.METRICS_TOKEN = 'scraper-token-0123456789';
});
afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));

const params = { params: Promise.resolve({}) };

async function postGraphql(headers: Record<string, string>) {
  const { POST } = await import('@/app/api/graphql/route');
  return POST(
    new NextRequest('http://localhost:3000/api/graphql', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ operationName: 'ChatRoom', variables: { roomId: 1 } }),
    }),
    params,
  );
}

describe('request id', () => {
  it("carries the proxy's request id to the provider", async () => {
    const response = await postGraphql({ 'x-request-id': 'proxy-req-12345678' });
    expect(response.status).toBe(200);
    expect(received.at(-1)?.['x-request-id']).toBe('proxy-req-12345678');
  });

  it('replaces a malformed id with a fresh one', async () => {
    await postGraphql({ 'x-request-id': 'bad id <script>' });
    expect(received.at(-1)?.['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('/api/metrics', () => {
  async function scrape(authorization?: string) {
    const { GET } = await import('@/app/api/metrics/route');
    return GET(new NextRequest('http://localhost:3000/api/metrics', { headers: authorization ? { authorization } : {} }), params);
  }

  it('refuses a scraper without the token and answers the one with it', async () => {
    expect((await scrape()).status).toBe(401);
    expect((await scrape('Bearer wrong-token-0123456789')).status).toBe(401);
    const response = await scrape('Bearer scraper-token-0123456789');
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/tm_app_graphql_seconds_count\{operation="ChatRoom",status="200"\} 2/);
  });
});
