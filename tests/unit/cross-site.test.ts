/** @jest-environment node */
import { NextRequest } from 'next/server';
import { isCrossSite } from '@/lib/server/route-handler';

const request = (method: string, headers: Record<string, string>) => new NextRequest('http://localhost:3000/api/auth/logout', { method, headers });

describe('same-origin check of route handlers', () => {
  it('accepts same-origin fetches and typed-in navigations', () => {
    expect(isCrossSite(request('POST', { 'sec-fetch-site': 'same-origin' }))).toBe(false);
    expect(isCrossSite(request('GET', { 'sec-fetch-site': 'none' }))).toBe(false);
  });

  it('refuses cross-site and same-site-but-other-origin requests', () => {
    expect(isCrossSite(request('POST', { 'sec-fetch-site': 'cross-site' }))).toBe(true);
    expect(isCrossSite(request('POST', { 'sec-fetch-site': 'same-site' }))).toBe(true);
  });

  it('falls back to comparing Origin with Host when Sec-Fetch-Site is absent', () => {
    expect(isCrossSite(request('POST', { origin: 'http://localhost:3000', host: 'localhost:3000' }))).toBe(false);
    expect(isCrossSite(request('POST', { origin: 'https://evil.example', host: 'localhost:3000' }))).toBe(true);
    expect(isCrossSite(request('POST', { host: 'localhost:3000' }))).toBe(true);
    expect(isCrossSite(request('GET', { host: 'localhost:3000' }))).toBe(false);
  });
});
