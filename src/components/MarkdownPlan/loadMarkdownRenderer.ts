// Loads the markdown renderer (MarkdownBody.tsx: react-markdown, remark-gfm and our plugins, ~55 kB gzip) on
// demand, so `<SessionPlans>` and `<PlanList>` hosts pay for it only once a markdown or file plan shows up.
//
// A React `lazy` component rather than state + effect, for server rendering and hydration: streaming server
// renderers (renderToPipeableStream, renderToReadableStream, Next.js) wait for it, and a client hydrating
// server-rendered markdown before the chunk has arrived keeps the server's HTML in place (React hydrates a
// suspended boundary later) instead of mismatching. Once the module is here, the lazy component resolves
// synchronously (`lazy` accepts any thenable, and ours calls back at once), so later plans, remounts and
// `renderToString` after `await preloadMarkdownRenderer()` never show the loading state.
import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { MarkdownBodyProps } from './MarkdownBody';

type RendererModule = typeof import('./MarkdownBody');
type LazyBody = LazyExoticComponent<ComponentType<MarkdownBodyProps>>;

const importRenderer = (): Promise<RendererModule> => import('./MarkdownBody');

let importer = importRenderer;
let loaded: RendererModule | undefined;
let loading: Promise<RendererModule> | undefined;
let lazyBody: LazyBody | undefined;

function load(): Promise<RendererModule> {
  loading ??= importer().then(
    (module) => (loaded = module),
    (error: unknown) => {
      // The next attempt (a retry, a new plan, another preload) imports again, through a new lazy component:
      // React's lazy keeps its rejection forever.
      loading = undefined;
      lazyBody = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Starts loading the markdown renderer that `<MarkdownPlan>` and markdown `<FilePlan>`s use (react-markdown and
 * remark-gfm, a separate chunk) and returns a promise that settles when it is there (or rejects when the chunk
 * fails to load; a later call tries again). Calling it again is free.
 *
 * Call it early when you know markdown is coming (on a hover, when a session opens), and `await` it before
 * `renderToString`: a synchronous server render cannot wait for the chunk and would send the loading state.
 * Streaming server renderers and Next.js wait by themselves. Without it, the first markdown plan shows its header
 * and progress at once and its document as soon as the chunk arrives.
 */
export function preloadMarkdownRenderer(): Promise<void> {
  return load().then(() => undefined);
}

/** Whether the markdown renderer has loaded (documents render synchronously from then on). */
export function isMarkdownRendererLoaded(): boolean {
  return loaded !== undefined;
}

/**
 * The document component, lazily loaded. Always the same component until a load fails (so a plan that
 * re-renders never remounts its document), resolving synchronously once the module is loaded.
 */
export function getMarkdownBody(): LazyBody {
  lazyBody ??= lazy(() => {
    if (loaded) {
      const resolved = { default: loaded.MarkdownBody };
      // A thenable that calls back at once: React's lazy then renders without suspending, even in renderToString.
      return { then: (onFulfilled: (value: typeof resolved) => unknown) => onFulfilled(resolved) } as Promise<typeof resolved>;
    }
    return load().then((module) => ({ default: module.MarkdownBody }));
  });
  return lazyBody;
}

/**
 * Tests only: forgets the loaded renderer, and imports it with `importRendererForTests` from now on (default:
 * the real chunk). Not exported from the package.
 */
export function resetMarkdownRendererLoader(importRendererForTests: () => Promise<RendererModule> = importRenderer): void {
  importer = importRendererForTests;
  loaded = undefined;
  loading = undefined;
  lazyBody = undefined;
}
