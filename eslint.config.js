import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', 'db/src/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    // Type-aware rules, through the project references of the root tsconfig.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
    },
  },
  {
    // A workspace package reaches another only through that package's exports (its package.json), never
    // by a relative path into its files; bench/ too (it imports packages' public or ./testing entries).
    files: [
      '{common,runtime,protocol,upstreams,db,api,lookup-worker,indexer,web,sandbox,scripts,bench}/**/*.{ts,tsx}',
    ],
    plugins: { 'import-x': importX },
    // (Import loops, type-only ones included, are found by scripts/import-cycles.test.ts.)
    rules: { 'import-x/no-relative-packages': 'error' },
  },
  ...layers(),
);

/**
 * The package layers (docs/architecture.md): what each package's product source may import. Shared packages
 * sit below the deployables, and no deployable imports another. Tests and their support (`*.test.ts`,
 * `test/`, `testing/`) may also use other packages' `./testing` entries and the sandbox as devDependencies.
 */
function layers() {
  const MAY_IMPORT = {
    common: [],
    runtime: ['common'],
    protocol: ['common', 'runtime'],
    upstreams: ['common', 'runtime'],
    db: ['common', 'runtime'],
    api: ['common', 'runtime', 'protocol', 'db'],
    'lookup-worker': ['common', 'runtime', 'protocol', 'upstreams'],
    indexer: ['common', 'runtime', 'protocol', 'upstreams', 'db'],
    sandbox: ['common', 'runtime'],
    web: ['common'],
  };
  const packages = Object.keys(MAY_IMPORT);
  return Object.entries(MAY_IMPORT).map(([pkg, allowed]) => {
    const below = allowed.length ? allowed.join(', ') : 'no other package';
    const forbidden = packages.filter((other) => other !== pkg && !allowed.includes(other));
    return {
      files: [`${pkg}/src/**/*.{ts,tsx}`],
      ignores: ['**/*.test.{ts,tsx}', '**/test/**', '**/testing/**', '**/testing.ts'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: `^@namescope/(${forbidden.join('|')})(/.*)?$`,
                message: `${pkg}/ may import only ${below} (the package layers of docs/architecture.md).`,
              },
              {
                regex: '^@namescope/[^/]+/testing(/.*)?$',
                message: 'Test support is for tests: product source never imports a ./testing entry.',
              },
            ],
          },
        ],
      },
    };
  });
}
