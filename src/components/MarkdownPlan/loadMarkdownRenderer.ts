// The markdown renderer (MarkdownBody.tsx: react-markdown, remark-gfm and our plugins, ~54 kB gzip) is a chunk
// of its own, loaded on demand (see lazyChunk.ts), so `<SessionPlans>` and `<PlanList>` hosts pay for it only
// once a markdown or file plan shows up. `<SessionPlans>` also loads `<MarkdownPlan>` and `<FilePlan>`
// themselves on demand (documentPlans.ts), in parallel with the renderer.
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyChunk } from '../shared/lazyChunk';
import type * as DocumentPlans from './documentPlans';
import type * as MarkdownBodyModule from './MarkdownBody';
import type { MarkdownBodyProps } from './MarkdownBody';

/** Internal: `warmUpParser` of the chunk that arrived, which then goes on to the loader's callers. */
export const warmUpOnArrival = <Module extends Pick<typeof MarkdownBodyModule, 'warmUpParser'>>(module: Module): Module => (module.warmUpParser(), module);

/**
 * Internal: the chunk, `reset` by the tests of the loading state. Its parser is warmed up in the task it arrives
 * in (`warmUpParser`), so the first document's render, a task of its own, does not also compile it.
 */
export const markdownRendererChunk = lazyChunk(() => import('./MarkdownBody').then(warmUpOnArrival));

/**
 * Internal: `<MarkdownPlan>` and `<FilePlan>` for `<SessionPlans>`, loaded together with the renderer (in
 * parallel, not one after the other), so a plan that arrives never waits twice.
 */
export const documentPlansChunk = lazyChunk<typeof DocumentPlans>(() =>
  Promise.all([import('./documentPlans'), markdownRendererChunk.preload()]).then(([module]) => module),
);

const pickBody = (module: typeof MarkdownBodyModule) => module.MarkdownBody;

/**
 * Starts loading the markdown renderer that `<MarkdownPlan>` and markdown `<FilePlan>`s use (react-markdown and
 * remark-gfm, a separate chunk) and returns a promise that settles when it is there (or rejects when the chunk
 * fails to load; a later call tries again). Calling it again is free.
 *
 * Call it early when you know markdown is coming (when a session opens), and `await` it before `renderToString`:
 * a synchronous server render cannot wait for the chunk and would send the loading state. Streaming server
 * renderers and Next.js wait by themselves. Without it, the first markdown plan shows its header and progress at
 * once and its document as soon as the chunk arrives; every later one renders at once.
 */
export function preloadMarkdownRenderer(): Promise<void> {
  return documentPlansChunk.preload().then(() => undefined);
}

/** The document component of a markdown plan, lazily loaded (synchronous once the chunk is here). */
export function getMarkdownBody(): LazyExoticComponent<ComponentType<MarkdownBodyProps>> {
  return markdownRendererChunk.component(pickBody);
}
