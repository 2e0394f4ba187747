import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { featureBoundaries } from './tools/eslint/feature-boundaries.js';
import { serverBoundaries } from './tools/eslint/server-boundaries.js';

const kirin = {
  rules: { 'feature-boundaries': featureBoundaries, 'server-boundaries': serverBoundaries },
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'docs/**', '**/coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2024, sourceType: 'module', globals: { ...globals.node } },
    plugins: { kirin },
    rules: {
      'kirin/feature-boundaries': 'error',
      'kirin/server-boundaries': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through the config module (apps/server/src/config.ts).',
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**', 'apps/admin/src/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The config module and test harnesses are where the environment may be read.
    files: [
      '**/config.ts',
      '**/testing/**',
      '**/*.test.ts',
      'scripts/**',
      'bench/**',
      'e2e/**',
      '**/*.test.tsx',
      'apps/web/*.ts',
      'apps/web/scripts/**',
      'apps/admin/*.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
