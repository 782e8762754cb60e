/** @jest-environment node */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

// lib/server/provider-client.ts against real local HTTP servers standing in for the provider: what it
// sends, what it hands back, and that a provider that never answers, answers something other
// than JSON, or drops the connection mid-answer is PROVIDER_UNAVAILABLE (the app's 502), never a
// hanging request.

jest.mock('server-only', () => ({}));

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;

const servers: Server[] = [];

async function provider(handler: Handler): Promise<string> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => handler(request, body, response));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return `http://127.0.0.1:${port}/graphql`;
}

async function client(url: string) {
  process.env.PROVIDER_GRAPHQL_URL = url;
  process.env.SESSION_SECRET = 'x'.repeat(32);
  jest.resetModules();
  return import('@/lib/server/provider-client');
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

describe('provider client', () => {
  it('posts the operation with the bearer token and hands back the JSON answer, bytes untouched when forwarding', async () => {
    const seen: { auth?: string; type?: string; body?: string }[] = [];
    const answer = JSON.stringify({ data: { me: { id: 7, first_name: 'Nguyễn' } } });
    const url = await provider((request, body, response) => {
      seen.push({ auth: request.headers.authorization, type: request.headers['content-type'], body });
      response.writeHead(200, { 'content-type': 'application/graphql-response+json; charset=utf-8' }).end(answer);
    });
    const { postToProvider, forwardToProvider } = await client(url);

    const parsed = await postToProvider({ query: '{ me { id first_name } }' }, { token: 'tok' });
    expect(parsed).toEqual({ data: { me: { id: 7, first_name: 'Nguyễn' } } });
    const forwarded = await forwardToProvider({ query: '{ me { id first_name } }', variables: { a: 1 } });
    expect(forwarded.status).toBe(200);
    expect(Buffer.from(forwarded.body).toString('utf8')).toBe(answer);

    expect(seen[0]).toEqual({ auth: 'Bearer tok', type: 'application/json', body: JSON.stringify({ query: '{ me { id first_name } }' }) });
    expect(seen[1]!.auth).toBeUndefined();
    expect(JSON.parse(seen[1]!.body!)).toEqual({ query: '{ me { id first_name } }', variables: { a: 1 } });
  });

  it('passes a 503 answer through with its status', async () => {
    const url = await provider((_request, _body, response) => {
      response.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ errors: [{ message: 'Cơ sở dữ liệu tạm thời không truy cập được.', extensions: { code: 'SERVICE_UNAVAILABLE' } }] }));
    });
    const { forwardToProvider } = await client(url);
    const forwarded = await forwardToProvider({ query: '{ me { id } }' });
    expect(forwarded.status).toBe(503);
    expect(JSON.parse(Buffer.from(forwarded.body).toString('utf8')).errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
  });

  it('an answer that is not JSON is PROVIDER_UNAVAILABLE', async () => {
    const url = await provider((_request, _body, response) => {
      response.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>');
    });
    const { postToProvider, forwardToProvider } = await client(url);
    await expect(forwardToProvider({ query: '{ me { id } }' })).rejects.toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
    await expect(postToProvider({ query: '{ me { id } }' })).rejects.toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
  });

  it('a connection dropped in the middle of the answer is PROVIDER_UNAVAILABLE', async () => {
    const url = await provider((_request, _body, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
      // The connection drops once the start of the answer has gone out.
      response.write('{"data":{"tasks":[', () => response.socket?.destroy());
    });
    const { forwardToProvider } = await client(url);
    await expect(forwardToProvider({ query: '{ tasks { id } }' })).rejects.toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
  });

  it('a kept-alive socket the provider dropped as the next request went out is retried once on a new socket; a fresh one is not', async () => {
    const perSocket = new Map<object, number>();
    let requests = 0;
    const url = await provider((request, _body, response) => {
      requests += 1;
      const n = (perSocket.get(request.socket) ?? 0) + 1;
      perSocket.set(request.socket, n);
      // The second request on a kept-alive socket finds it closed (the provider's idle timeout).
      if (n === 2) return void request.socket.destroy();
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: { n: requests } }));
    });
    const { postToProvider } = await client(url);
    expect(await postToProvider({ query: '{ n }' })).toEqual({ data: { n: 1 } });
    expect(await postToProvider({ query: '{ n }' })).toEqual({ data: { n: 3 } });
    expect(requests).toBe(3);

    // A request on a new socket that is dropped is not sent again: it may have been acted on.
    let dropped = 0;
    const dropping = await provider((request) => {
      dropped += 1;
      request.socket.destroy();
    });
    const fresh = await client(dropping);
    await expect(fresh.postToProvider({ query: '{ n }' })).rejects.toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
    expect(dropped).toBe(1);
  });

  it('a provider that never answers is given up within the budget: PROVIDER_UNAVAILABLE, not a hanging request', async () => {
    const url = await provider(() => {
      // accepts the request and never answers
    });
    const { forwardToProvider } = await client(url);
    await expect(forwardToProvider({ query: '{ me { id } }' })).rejects.toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
  }, 15_000);
});
