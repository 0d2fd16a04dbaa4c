// Setup file of the jsdom and browser test projects (vite.config.ts, vitest.react18.config.ts): loads the markdown renderer
// chunk once per test file, as a host may with preloadMarkdownRenderer(), so tests of markdown content render it
// synchronously. The loading state, the chunk's arrival, load errors and preloading have their own tests
// (src/components/MarkdownPlan/MarkdownPlan.lazy.test.tsx), which reset the loader.
import { beforeAll } from 'vitest';
import { preloadMarkdownRenderer } from '../src/components/MarkdownPlan/loadMarkdownRenderer';

beforeAll(() => preloadMarkdownRenderer());
