// The jsdom unit tests of the components and the React layer, on React 18 (our peer range is ^18 || ^19).
// Run by scripts/test-react18.sh, which installs react@18 / react-dom@18 into a temp dir (they cannot sit in our
// own node_modules: react-dom@18's peer range excludes the React 19 we develop with) and passes it as REACT18_DIR.
// Every import of react / react-dom resolves there: ours by alias, react-markdown's too (ESM, inlined so the alias
// reaches it), Testing Library's because it is installed beside React 18 (CommonJS requires skip the alias).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const react18 = process.env.REACT18_DIR && path.join(process.env.REACT18_DIR, 'node_modules');
if (!react18) throw new Error('Set REACT18_DIR (scripts/test-react18.sh does)');

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [{ find: /^(react|react-dom|@testing-library\/react|@testing-library\/dom)(\/.*)?$/, replacement: `${react18}/$1$2` }],
  },
  test: {
    name: 'react18',
    environment: 'jsdom',
    include: ['src/components/**/*.test.{ts,tsx}', 'src/react/**/*.test.{ts,tsx}'],
    exclude: ['**/*.browser.test.{ts,tsx}', '**/node_modules/**'],
    setupFiles: [
      path.join(dirname, 'test/failOnConsole.ts'),
      path.join(dirname, 'test/react18Console.ts'),
      path.join(dirname, 'test/preloadMarkdownRenderer.ts'),
    ],
    server: { deps: { inline: [/react-markdown/] } },
    // Tests of what differs between React versions by design, not of our behaviour (each runs on React 19):
    // DOM snapshots (useId spells ids ":r4:" in 18, "_r_4_" in 19), and tests asserting on the console output React
    // itself writes for a render error (18 logs "The above error occurred in…", 19 reports the error object) or
    // for the deliberately unsafe javascript: link that proves the security checks can fail.
    testNamePattern: new RegExp(
      '^(?!.*(' +
        [
          'matches the DOM snapshot',
          'shows an alert naming the plan, reports the error, and resets on a new resetKey',
          'isolates a plan that fails to render',
          'throws an error that names PlanStoreProvider when there is no provider',
          'has checks that do fail on live HTML or an unsafe URL',
        ].join('|') +
        '))',
    ),
  },
});
