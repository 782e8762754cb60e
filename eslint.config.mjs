import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import importX from 'eslint-plugin-import-x';

// What may import what (README, "Architecture"; docs/decisions/module-boundaries.md). Paths are
// from the repository root; `from` is what the `target` files may not import.
const SHARED_APP_AREAS = ['./lib/chat', './lib/navigation', './lib/reports', './lib/tasks'];

// The provider's modules, each allowed to import only those listed before it: an order, so no
// two modules can import each other, however indirectly. A module that needs one listed after
// it means the order (or the code) must change, and the record above says how we decide.
const PROVIDER_MODULE_ORDER = ['audit', 'mail', 'catalog', 'notifications', 'pay-periods', 'auth', 'users', 'cloud-account', 'files', 'cloud-files', 'chat', 'tasks', 'deliveries', 'reports', 'admin'];

const boundaryZones = [
  {
    target: './domain',
    from: './',
    except: ['./domain', './node_modules'],
    message: 'domain/ holds the rules the app and the provider share: it imports only itself and packages.',
  },
  {
    target: './provider',
    from: './',
    except: ['./provider', './domain', './graphql', './node_modules'],
    message: 'The provider imports only domain/, graphql/, its own files and packages.',
  },
  {
    target: ['./app', './components', './lib', './proxy.ts'],
    from: './provider',
    message: 'The app reaches the provider through GraphQL only; shared rules live in domain/.',
  },
  {
    target: ['./lib/client', './components', ...SHARED_APP_AREAS],
    from: './lib/server',
    message: "Browser code (lib/client, components) and the app code both sides run (lib/<area>) never import lib/server: it is server-only.",
  },
  {
    target: ['./lib/server', ...SHARED_APP_AREAS],
    from: './lib/client',
    message: 'lib/client is browser code: the server and the shared lib/<area> code do not import it.',
  },
  {
    target: ['./lib/client', './components', ...SHARED_APP_AREAS],
    from: ['./graphql/generated/trusted-documents.generated.ts', './graphql/generated/provider-documents.generated.ts', './graphql/provider-text.ts'],
    message: 'Browser code sends operation names and ids (graphql/generated/operations.generated.ts), never query text (docs/decisions/page-weight.md).',
  },
  ...PROVIDER_MODULE_ORDER.slice(0, -1).map((module, index) => ({
    target: `./provider/src/modules/${module}`,
    from: PROVIDER_MODULE_ORDER.slice(index + 1).map((later) => `./provider/src/modules/${later}`),
    message: `Provider modules import only modules listed before them in PROVIDER_MODULE_ORDER (eslint.config.mjs): ${module} may not import this one.`,
  })),
];

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
    files: ['**/*.{ts,tsx,mts,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // The TypeScript parser reads the imported files too (no-cycle follows them), and
      // tsconfig's paths resolve '@/…'.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      // Module cycles are errors: an import loop is broken by a small shared module or an event.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The browser bundle carries no graphql-js (operations are small generated constants), and
    // sonner only once a toast is wanted (lib/client/toast.ts).
    files: ['lib/client/**', 'components/**', ...SHARED_APP_AREAS.map((area) => `${area.slice(2)}/**`)],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'graphql', allowTypeImports: true, message: 'Browser code does not ship graphql-js (docs/decisions/page-weight.md).' },
            { name: 'sonner', allowTypeImports: true, message: "Import toast from '@/lib/client/toast': sonner loads after the page (docs/decisions/page-weight.md)." },
          ],
        },
      ],
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
