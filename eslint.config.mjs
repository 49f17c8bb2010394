import fs from 'node:fs';
import path from 'node:path';
import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/*
 * The floors. A file imports only from its own floor's folder or
 * from floors below it; lint fails on anything else, and `npm run lint`'s second part
 * (scripts/cycles.mjs, madge) on any import cycle, type-only imports included.
 *
 *   pages/                      routes: getServerSideProps, the page component, API routes
 *   src/shell/                  the frame around every page (pages/_app.tsx wraps each page in it)
 *   src/features/<name>/        one feature each; others use it only through its index.ts
 *   src/components, api, server shared UI pieces, the API client, server-side page helpers
 *   src/speed                   the speed tricks that stay (src/speed/README.md): they use src/lib only
 *   src/lib, src/contract       plain functions, types and schemas
 *
 * The embedded API (src/backend) stands apart: the router matches the routes handlers/index.ts
 * lists (types in route-types.ts); handlers use services and no other handler, services never use
 * handlers, and only the seeding script, the database's first start and tests use the seed.
 * src/observe (the log, the metrics, the trace hooks: plain Node) sits under the server's side
 * (src/http, src/gateway, src/backend, src/server, pages/api) and imports only src/lib/env.ts of the project.
 */
const root = import.meta.dirname;
const abs = (glob) => path.join(root, glob);
const features = fs.readdirSync(path.join(root, 'src/features'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const FEATURE_DOOR = abs('src/features/*/index.ts');
const floorZones = [
  // a feature is used by another feature only through its index.ts
  ...features.map((name) => ({
    target: `./src/features/${name}/**`,
    from: `./src/features/!(${name})/**`,
    except: [FEATURE_DOOR],
    message: 'Another feature is used only through its index.ts.',
  })),
  {
    target: './src/shell/**',
    from: './src/features/**',
    except: [FEATURE_DOOR],
    message: 'The shell uses a feature only through its index.ts.',
  },
  {
    // pages also reach a feature's route entries directly, so a route's bundle holds only its own page
    target: './pages/**',
    from: './src/features/**',
    except: [FEATURE_DOOR, abs('src/features/*/**/*Page.tsx'), abs('src/features/*/load*.ts'), abs('src/features/*/server.ts'), abs('src/features/*/form-*.ts')],
    message: "Pages use a feature through its index.ts or its route entries (*Page.tsx, load*.ts, server.ts, form-*.ts).",
  },
  {
    target: './src/features/**',
    from: ['./src/shell/**', './pages/**'],
    message: 'Features do not import the shell or pages: the shell wraps the page (pages/_app.tsx, getLayout).',
  },
  {
    target: ['./src/components/**', './src/api/**', './src/server/**', './src/theme/**'],
    from: ['./src/features/**', './src/shell/**', './pages/**'],
    message: 'Shared pieces import nothing above them (features, shell, pages).',
  },
  { target: './src/api/**', from: ['./src/components/**', './src/server/**'], message: 'The API client imports no UI and no server helpers.' },
  { target: './src/server/**', from: ['./src/components/**', './src/theme/**'], message: 'src/server imports no UI.' },
  {
    // the speed tricks sit just above the bottom floor: pages (_document, _app), the shell,
    // features and components use them; they use only src/lib
    target: './src/speed/**/!(*.test).{ts,tsx}',
    from: ['./src/!(lib|speed)/**', './pages/**'],
    message: 'src/speed imports only src/lib (and itself): it is a low floor that pages, features and components build on.',
  },
  {
    // (their tests may compare them with their users, e.g. the totals' property tests)
    target: ['./src/lib/**/!(*.test).{ts,tsx}', './src/contract/**/!(*.test).{ts,tsx}'],
    from: ['./src/!(lib|contract)/**', './pages/**'],
    message: 'src/lib and src/contract are the bottom floor: they import only each other.',
  },
  {
    // test helpers, mocks and the test databases' set-up live in src/testing, for tests only
    target: ['./src/!(testing)/**/!(*.test|*.cases).{ts,tsx,mts}', './pages/**'],
    from: './src/testing/**',
    message: 'src/testing is for tests (*.test.ts, *.cases.ts) only.',
  },
  { target: './src/backend/services/**', from: './src/backend/handlers/**', message: 'Services never import handlers: move the shared piece down into services.' },
  {
    // the log, the metrics and the trace hooks: every bundle of the server loads them, so they load nothing else
    target: './src/observe/**/!(*.test).ts',
    from: ['./src/!(observe|lib)/**', './src/lib/!(env).ts', './pages/**'],
    message: 'src/observe imports nothing of the project but the environment (src/lib/env.ts): the server, the gateway and the embedded API all build on it.',
  },
  {
    // handlers/index.ts registers every handler module; a handler uses no other handler
    target: './src/backend/handlers/!(index).ts',
    from: './src/backend/handlers/**',
    message: 'A handler imports no other handler: move what two share into services (guards: services/guards.ts); handlers/index.ts wires them.',
  },
  {
    target: ['./src/backend/*.ts', './src/backend/!(handlers|__tests__)/**'],
    from: './src/backend/handlers/!(index).ts',
    message: 'Handler modules are reached through handlers/index.ts (the router imports that list only).',
  },
  {
    // the seed is for the seeding script, the database's first start (db/prepare.ts) and tests
    target: ['./src/backend/!(seed|db|__tests__)/**/!(*.test).ts', './src/backend/db/!(prepare|*.test).ts', './src/backend/!(*.test).ts'],
    from: './src/backend/seed/**',
    message: 'Run-time code does not import seed data: move what it shares with the seed out of src/backend/seed.',
  },
];

/** i18next's client would ship with every page: src/lib/i18n.tsx reads what the server loaded. */
const clientTranslationMessage = 'Translate with useTranslation from @/lib/i18n (i18next runs on the server only).';
const clientTranslationPaths = [
  { name: 'next-i18next/pages', message: clientTranslationMessage },
  { name: 'react-i18next', message: clientTranslationMessage },
  { name: 'i18next', message: clientTranslationMessage },
  // loaded with the first toast (src/components/toast.tsx), not with every page
  { name: 'react-hot-toast', message: 'Show toasts with toast from @/components/toast.', allowTypeImports: true },
];

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: ['.next*/**', 'bench/reference/.next/**', 'node_modules/**', 'data/**', 'public/media/**', 'bench/out/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'],
  },
  {
    settings: {
      // import/no-cycle follows imports through src only: no parsing of node_modules
      'import/ignore': ['node_modules'],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // CommonJS configuration files that Next.js and next-i18next load with require()
    files: ['**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The embedded API stands alone: it imports nothing from the storefront, only the shared
    // contract (src/contract) and the environment (src/lib/env.ts), by relative paths.
    files: ['src/backend/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@/*', '**/features/**', '**/components/**', '**/api/**', '**/server/**', '**/gateway/**', '**/lib/*', '!**/lib/env'] }],
    },
  },
  {
    // The storefront reaches the embedded API only through the gateway; the log and the metrics
    // (src/observe: pino, prom-client) are the server's, never in a page's bundle.
    files: ['pages/**', 'src/shell/**', 'src/features/**', 'src/components/**', 'src/api/**', 'src/lib/**', 'src/theme/**', 'src/speed/**'],
    ignores: ['pages/api/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@/backend', '@/backend/*', '**/backend/**', '@/observe', '@/observe/*', '**/observe/**'] }],
    },
  },
  {
    // Shared pieces do not reach up into features or pages.
    files: ['src/components/**', 'src/lib/**', 'src/api/**', 'src/speed/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@/features/*', '@/shell', '@/shell/*', '@/backend', '@/backend/*', '@/server/*', '@/gateway', '@/gateway/*'] }],
    },
  },
  {
    // The floors (see the top of this file); import cycles: scripts/cycles.mjs.
    files: ['src/**/*.{ts,tsx}', 'pages/**/*.{ts,tsx}'],
    rules: {
      'import/no-restricted-paths': ['error', { basePath: root, zones: floorZones }],
    },
  },
  {
    // Pages and components translate with src/lib/i18n.tsx; i18next stays on the server, where
    // serverSideTranslations loads each page's namespaces.
    files: ['src/**/*.{ts,tsx}', 'pages/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: clientTranslationPaths }],
    },
  },
  {
    // Shared UI pieces take the API's shapes as types only; the store's config (money format,
    // default phone country) is the one query they read themselves.
    files: ['src/components/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: clientTranslationPaths,
          patterns: [{ group: ['@/api/*', '!@/api/config'], allowTypeImports: true, message: 'Components import the API client only as types (or @/api/config).' }],
        },
      ],
    },
  },
  {
    // The contract both sides share is pure: packages and its own modules only.
    files: ['src/contract/**'],
    ignores: ['src/contract/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@/*', '../*'] }],
    },
  },
  {
    // The environment is read through src/lib/env.ts (`env('NAME')`: the value its schema checked);
    // NODE_ENV and NEXT_PUBLIC_* stay literal, since the build inlines them. Tests set variables freely.
    files: ['src/**/*.{ts,tsx,mts}'],
    ignores: ['src/lib/env.ts', '**/*.test.ts', '**/*.test.tsx', 'src/**/__tests__/**', 'src/testing/**', 'src/backend/db/test-*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "MemberExpression[object.object.name='process'][object.property.name='env'][computed=true]",
          "MemberExpression[object.object.name='process'][object.property.name='env'][property.name!=/^(NODE_ENV|NEXT_PUBLIC_[A-Z0-9_]+)$/]",
          ":not(MemberExpression) > MemberExpression[object.name='process'][property.name='env']",
        ].map((selector) => ({ selector, message: "Read the environment with env('NAME') from src/lib/env.ts (declare a new variable there)." })),
      ],
    },
  },
  {
    // The production server (src/http) is plain Node in front of Next: it imports no UI.
    files: ['src/http/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react', 'react/*', 'react-dom', 'react-dom/*', '@mui/*', '@emotion/*', '@/features/*', '@/components/*', '@/theme/*', '**/features/**', '**/components/**', '**/theme/**', '**/pages/**'] },
      ],
    },
  },
];

export default config;
