/** @jest-environment node */
import { NextRequest } from 'next/server';

// lib/server/route-handler.ts clientIp(): the socket's peer (x-tm-peer-address, written by
// scripts/app-server.ts), or X-Forwarded-For only as far as TRUSTED_PROXY_HOPS proxies reach.

async function clientIpWith(hops: string | undefined, headers: Record<string, string>): Promise<string> {
  jest.resetModules();
  process.env.SESSION_SECRET = 'x'.repeat(32);
  if (hops === undefined) delete process.env.TRUSTED_PROXY_HOPS;
  else process.env.TRUSTED_PROXY_HOPS = hops;
  const { clientIp } = await import('@/lib/server/route-handler');
  return clientIp(new NextRequest('http://localhost:3000/api/auth/login', { method: 'POST', headers }));
}

describe('client address', () => {
  it('by default is the socket peer, whatever X-Forwarded-For claims', async () => {
    expect(await clientIpWith(undefined, { 'x-tm-peer-address': '::ffff:192.0.2.10', 'x-forwarded-for': '198.51.100.1' })).toBe('192.0.2.10');
    expect(await clientIpWith('0', { 'x-tm-peer-address': '2001:db8::1', 'x-forwarded-for': '198.51.100.1, 198.51.100.2' })).toBe('2001:db8::1');
  });

  it('behind trusted proxies takes the entry that many hops from the right, never what the client wrote further left', async () => {
    const headers = { 'x-tm-peer-address': '10.0.0.2', 'x-forwarded-for': '6.6.6.6, 203.0.113.7, 10.0.0.1' };
    expect(await clientIpWith('1', headers)).toBe('10.0.0.1');
    expect(await clientIpWith('2', headers)).toBe('203.0.113.7');
    // More hops configured than entries present: the leftmost entry, as far as the chain goes.
    expect(await clientIpWith('5', { 'x-tm-peer-address': '10.0.0.2', 'x-forwarded-for': '203.0.113.7' })).toBe('203.0.113.7');
  });

  it('without the app server (next dev) is one shared "unknown" client rather than a forged one', async () => {
    expect(await clientIpWith('0', { 'x-forwarded-for': '198.51.100.1' })).toBe('unknown');
  });
});
