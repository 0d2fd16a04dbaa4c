/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import dts from 'vite-plugin-dts';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { emitStylesheet } from './scripts/emit-stylesheet.mjs';
import { useClientDirectives } from './scripts/use-client.mjs';
import { explicitDeclarationImports } from './scripts/declaration-imports.mjs';
import { findChromium, CHROMIUM_ARGS, NO_CHROMIUM_MESSAGE } from './scripts/chromium.mjs';
import { emulateMedia } from './test/visual/browserCommands';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** Browser block shared by every Chromium test project; fails with instructions when no browser exists. */
function chromiumBrowser(options: { args?: readonly string[]; contextOptions?: { locale?: string; timezoneId?: string } } = {}) {
  const executablePath = findChromium();
  if (!executablePath && process.env.VITEST) {
    // A missing browser must fail the run, never silently skip the story tests.
    throw new Error(NO_CHROMIUM_MESSAGE);
  }
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: { executablePath, args: [...CHROMIUM_ARGS, ...(options.args ?? [])] },
      contextOptions: options.contextOptions,
    }),
    instances: [{ browser: 'chromium' as const }],
  };
}

/**
 * The `visual` project's browser: screenshots that come out the same on every machine of this kind. Text is
 * rasterised without hinting or LCD sub-pixels, colours in sRGB, at scale 1, without scrollbars; times are shown
 * in UTC and en-US. The reference images live in test/visual/baselines/ (one PNG per story and variant, named by
 * test/visual/visualStories.ts); the tolerance ignores anti-aliased pixels and allows a tiny share of others,
 * so glyph edges do not fail a run, while any moved box or changed colour does.
 */
function visualBrowser() {
  return {
    ...chromiumBrowser({
      args: ['--font-render-hinting=none', '--disable-lcd-text', '--force-color-profile=srgb', '--force-device-scale-factor=1', '--hide-scrollbars'],
      contextOptions: { locale: 'en-US', timezoneId: 'UTC' },
    }),
    viewport: { width: 640, height: 900 },
    commands: { emulateMedia },
    expect: {
      toMatchScreenshot: {
        comparatorName: 'pixelmatch' as const,
        comparatorOptions: { threshold: 0.05, allowedMismatchedPixels: 16 },
        resolveScreenshotPath: ({ arg, ext }: { arg: string; ext: string }) => path.resolve(dirname, 'test/visual/baselines', `${arg}${ext}`),
      },
    },
  };
}

// Plugins that only belong to the library build (declarations, stylesheet, "use client"); .storybook/main.ts drops
// them by name.

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    command === 'build' &&
      dts({
        tsconfigPath: './tsconfig.build.json',
        entryRoot: 'src',
        // `./acp` -> `./acp/index.js` in every .d.ts: hosts on node16 / nodenext resolution need the exact file.
        beforeWriteFile: explicitDeclarationImports({ outDir: path.resolve(dirname, 'dist'), sourceRoot: path.resolve(dirname, 'src') }),
      }),
    command === 'build' && emitStylesheet(path.resolve(dirname, 'src/styles.css')),
    command === 'build' && useClientDirectives(),
  ],
  build: {
    lib: {
      entry: {
        index: path.resolve(dirname, 'src/index.ts'),
        core: path.resolve(dirname, 'src/core.ts'),
        // Built beside its declarations (dist/acp-sdk/index.js + .d.ts). As dist/acp.js it sat next to the folder
        // dist/acp/, and TypeScript resolved core.d.ts's `export * from './acp'` to it: no parser types for hosts.
        'acp-sdk/index': path.resolve(dirname, 'src/acp-sdk/index.ts'),
        // Plan approval: its own entry, so neither `./core` nor the `<PlanList>` path pays for it.
        'approval/index': path.resolve(dirname, 'src/approval/index.ts'),
        // Plan history (revisions, diffs, the stale mark): its own entry for the same reason.
        'history/index': path.resolve(dirname, 'src/history/index.ts'),
        // Acting on a plan (run chosen steps, the plan editor): its own entry for the same reason.
        'actions/index': path.resolve(dirname, 'src/actions/index.ts'),
      },
      formats: ['es'],
    },
    sourcemap: true,
    rolldownOptions: {
      // Peer and runtime dependencies stay imports: the host's bundler dedupes them.
      external: [/^react($|\/)/, /^react-dom($|\/)/, /^react-markdown($|\/)/, /^remark-gfm($|\/)/, /^@agentclientprotocol\/sdk($|\/)/],

      // One output file per source module: package.json marks our JS side-effect free, so a host's bundler drops
      // every module it does not reach. In one flat file, MarkdownPlan's top-level plugin list kept react-markdown
      // and remark-gfm (~56 kB gzip) in a host that imports only <PlanList>.
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
  test: {
    // A timeout bounds a hang, not speed (no test asserts a time): on a loaded 2-core CI machine, jsdom tests of
    // large plans and the first story of a file (browser start-up) ran past vitest's 5 s default and failed at random.
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          // The web-IDE example imports the package by name, as a host does (see examples/web-ide/vite.config.ts).
          alias: [
            { find: /^react-acp-plans\/styles\.css$/, replacement: path.resolve(dirname, 'src/styles.css') },
            { find: /^react-acp-plans\/acp$/, replacement: path.resolve(dirname, 'src/acp-sdk/index.ts') },
            { find: /^react-acp-plans\/approval$/, replacement: path.resolve(dirname, 'src/approval/index.ts') },
            { find: /^react-acp-plans\/history$/, replacement: path.resolve(dirname, 'src/history/index.ts') },
            { find: /^react-acp-plans\/actions$/, replacement: path.resolve(dirname, 'src/actions/index.ts') },
            { find: /^react-acp-plans$/, replacement: path.resolve(dirname, 'src/index.ts') },
          ],
          include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}', '{demo,examples}/**/*.test.{ts,tsx}'],
          exclude: ['**/*.browser.test.{ts,tsx}', '**/*.visual.test.{ts,tsx}', '**/node_modules/**'],
          // Unit tests run in jsdom; both projects fail a test that writes console.error / console.warn. The
          // markdown renderer (a lazily loaded chunk) is loaded before each file's tests, as a host can preload it.
          setupFiles: ['./test/failOnConsole.ts', './test/preloadMarkdownRenderer.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['src/**/*.browser.test.{ts,tsx}', 'test/**/*.browser.test.{ts,tsx}'],
          setupFiles: ['./test/failOnConsole.ts', './test/preloadMarkdownRenderer.ts'],
          browser: chromiumBrowser(),
        },
      },
      {
        // Screenshot comparison of the key stories (test/visual/): light, dark, 320 px, right-to-left, forced colours.
        // `npm run test:visual -- --update` rewrites the baselines on purpose.
        extends: true,
        test: {
          name: 'visual',
          include: ['test/visual/**/*.visual.test.{ts,tsx}'],
          setupFiles: ['./test/failOnConsole.ts'],
          browser: visualBrowser(),
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          // Stories are held to the same rule: a story that writes console.error / console.warn fails.
          setupFiles: ['./test/failOnConsole.ts'],
          browser: chromiumBrowser(),
        },
      },
      {
        // Every story again in the dark theme (.storybook/preview.ts reads __STORY_THEME__): axe, play functions.
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        define: { __STORY_THEME__: JSON.stringify('dark') },
        test: {
          name: 'storybook-dark',
          setupFiles: ['./test/failOnConsole.ts'],
          browser: chromiumBrowser(),
        },
      },
    ],
  },
}));
