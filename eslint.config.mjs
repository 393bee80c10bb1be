// ESLint over the whole tree: the server, migrations, tests, scripts and both UIs, with type-aware rules
// (typescript-eslint reads each file's own tsconfig), react-hooks and jsx-a11y for the UIs, and
// eslint-config-prettier last so that formatting is Prettier's alone. `npm run lint` runs it; `npm test`
// fails on any error. A rule turned off or softened says why, here.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'storefront-ui/dist-server/**', 'test-results/**', 'coverage/**', '.data/**', '**/api/schema.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Unused names are errors, except the `_` names destructuring uses to leave a field out.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      // Rows from hand-written SQL (`manager.query`) arrive as `any` and are typed where a repository returns them;
      // checking every use of them would ask for a cast per column instead of one row type per statement.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      // Nest's lifecycle hooks and handlers are often `async` for their interface's sake without awaiting anything.
      '@typescript-eslint/require-await': 'off',
      // Template literals print numbers and unions of literals on purpose (messages, SQL placeholders).
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true, allowNullish: true }],
      // `void promise` marks a promise whose outcome is handled elsewhere (event handlers, fire-and-forget refreshes).
      '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: true }],
      // React and Nest hand callbacks that return promises to APIs typed as returning void (onClick, event subscribers).
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false, arguments: false } }],
    },
  },
  {
    // Plain JavaScript (scripts, configs, jest's setup): no tsconfig holds these, so no type-aware rules.
    files: ['**/*.mjs', '**/*.js', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { ...tseslint.configs.disableTypeChecked.languageOptions, globals: { ...globals.node } },
  },
  {
    files: ['test/**/*.js', '**/*.cjs'],
    rules: {
      // CommonJS files (jest's global setup, dependency-cruiser's configs) load with require().
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['admin-ui/src/**/*.{ts,tsx}', 'storefront-ui/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Two of react-hooks 7's React Compiler rules: they flag a ref that keeps the latest callback (written during
      // render) and state read from the browser after hydration (matchMedia, what was typed before the page came
      // alive), both correct without the compiler, which neither UI uses.
      'react-hooks/refs': 'off',
      'react-hooks/set-state-in-effect': 'off',
      // Focus moves into a dialog's first field as it opens (WAI-ARIA's dialog pattern); MUI's inputs take autoFocus
      // as a prop. A page-level autofocus on a plain element is still an error.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    // react-admin's AuthProvider contract: checkAuth, checkError and getIdentity reject with plain objects
    // ({ message, redirectTo, logoutUser }) that react-admin reads, not with Error instances.
    files: ['admin-ui/src/providers/authProvider.ts'],
    rules: { '@typescript-eslint/only-throw-error': 'off' },
  },
  {
    // The server's input rules match control characters on purpose: to refuse them (one-line text, links, file names).
    files: ['server/src/**/*.ts'],
    rules: { 'no-control-regex': 'off' },
  },
  {
    // Hostile-input tests write numbers past a double's precision on purpose, to see them refused.
    files: ['test/helpers/hostile.ts', 'test/api/errors.spec.ts'],
    rules: { 'no-loss-of-precision': 'off' },
  },
  {
    // Served to the browser by the Stripe stand-in in place of Stripe.js.
    files: ['test/helpers/stripe-js-stand-in.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  prettier,
);
