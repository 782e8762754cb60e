/** @jest-environment node */
import { sealData } from 'iron-session';

// sessionToken() (lib/server/session.ts) is what /api/graphql forwards as the bearer token. It
// remembers opened seals, so these check that remembering never changes the answer: a cookie
// sealed with another secret, or altered, yields no token, and staff comes before cloud.

const SECRET = 'a'.repeat(32);
const jar = new Map<string, string>();
jest.mock('next/headers', () => ({
  cookies: async () => ({ get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined) }),
}));

const seal = (data: object, password = SECRET) => sealData(data, { password, ttl: 0 });

describe('sessionToken', () => {
  let sessionToken: () => Promise<string | undefined>;

  beforeAll(async () => {
    process.env.SESSION_SECRET = SECRET;
    process.env.PROVIDER_GRAPHQL_URL = 'http://127.0.0.1:4000/graphql';
    ({ sessionToken } = await import('@/lib/server/session'));
  });
  beforeEach(() => jar.clear());

  it("gives the staff session's token, before the cloud one, and the cloud one alone", async () => {
    jar.set('tm_staff', await seal({ token: 'staff-token' }));
    jar.set('tm_cloud', await seal({ token: 'cloud-token' }));
    expect(await sessionToken()).toBe('staff-token');
    jar.delete('tm_staff');
    expect(await sessionToken()).toBe('cloud-token');
  });

  it('gives nothing without a cookie, or for one sealed with another secret or altered', async () => {
    expect(await sessionToken()).toBeUndefined();
    jar.set('tm_staff', await seal({ token: 'forged' }, 'b'.repeat(32)));
    expect(await sessionToken()).toBeUndefined();
    const genuine = await seal({ token: 'staff-token' });
    jar.set('tm_staff', genuine.replace(/.(?=\*[^*]*$)/, (c) => (c === 'A' ? 'B' : 'A')));
    expect(await sessionToken()).toBeUndefined();
  });

  it('answers the same the second time (from memory) as the first', async () => {
    jar.set('tm_staff', await seal({ token: 'again' }));
    expect(await sessionToken()).toBe('again');
    expect(await sessionToken()).toBe('again');
    jar.set('tm_staff', await seal({ token: 'other' }));
    expect(await sessionToken()).toBe('other');
  });
});
