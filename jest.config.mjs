import nextJest from 'next/jest.js';

// Unit tests only (pure logic and components). Provider integration tests run on node:test
// (scripts/test-provider.mjs) and end-to-end tests on Playwright (tests/e2e).
const createJestConfig = nextJest({ dir: './' });

export default createJestConfig({
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/tests/e2e/', '/tests/provider/', '/.next/'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1', '^server-only$': '<rootDir>/tests/unit/support/server-only.ts' },
});
