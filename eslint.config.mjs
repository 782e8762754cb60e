import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: ['node_modules/', '.next/', '.next-*/', '.data/', '.data-*/', 'coverage/', 'provider/dist/', 'test-results/', 'playwright-report/', '.bench-pages/', '**/*.generated.ts', 'next-env.d.ts'],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    // The provider is not React: envelop plugins and graphql-ws's server are named use*.
    files: ['provider/**', 'scripts/**', 'tests/provider/**', 'bench/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];

export default config;
