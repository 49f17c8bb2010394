import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: ['.next*/**', 'node_modules/**', 'data/**', 'public/media/**', 'bench/out/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'],
  },
  {
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
    // contract (src/contract, by a relative path).
    files: ['src/backend/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@/*', '**/features/**', '**/components/**', '**/api/**', '**/server/**', '**/gateway/**'] }],
    },
  },
  {
    // The storefront reaches the embedded API only through the gateway.
    files: ['pages/**', 'src/features/**', 'src/components/**', 'src/api/**', 'src/lib/**', 'src/theme/**'],
    ignores: ['pages/api/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@/backend', '@/backend/*', '**/backend/**'] }],
    },
  },
  {
    // Shared pieces do not reach up into features or pages.
    files: ['src/components/**', 'src/lib/**', 'src/api/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@/features/*', '@/backend', '@/backend/*', '@/server/*', '@/gateway', '@/gateway/*'] }],
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
