/** @jest-environment node */
import { parseAppEnv } from '@/lib/server/env-schema';
import { parseProviderEnv } from '@/provider/src/env';

const secret = 'x'.repeat(32);

describe('configuration', () => {
  it('fills the documented defaults', () => {
    const app = parseAppEnv({ SESSION_SECRET: secret });
    expect(app.PORT).toBe(3000);
    expect(app.PROVIDER_GRAPHQL_URL).toBe('http://127.0.0.1:4000/graphql');
    const provider = parseProviderEnv({ JWT_SECRET: secret });
    expect(provider.PROVIDER_PORT).toBe(4000);
    expect(provider.DATA_DIR).toBe('.data');
    expect(provider.DATABASE_URL).toBeUndefined();
  });

  it('names the variable that is wrong', () => {
    expect(() => parseAppEnv({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
    expect(() => parseAppEnv({ SESSION_SECRET: secret, PORT: 'abc' })).toThrow(/PORT/);
    expect(() => parseProviderEnv({ JWT_SECRET: secret, DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => parseProviderEnv({ JWT_SECRET: secret, REDIS_URL: 'http://x' })).toThrow(/REDIS_URL/);
    expect(() => parseProviderEnv({})).toThrow(/JWT_SECRET/);
  });
});
