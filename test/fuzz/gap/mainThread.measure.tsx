// NOT IN CI (issue 20's open gap; bench/README.md, "Soak and the main-thread bound"; the 100 kB nesting shapes are in CI:
// test/fuzz/mainThread.browser.test.tsx). Run it by copying it to
// test/fuzz/mainThread.fuzz.browser.test.tsx and `npx vitest run --project browser test/fuzz/mainThread...`. It fails today
// on a loaded machine even at the reduced SIZES below; raise SIZES to the caps once work per commit is bounded by shape.
//
// Fuzz (issue 20), in Chromium: no input the caps accept blocks the main thread past the bound while it renders
// and settles. The worst shapes: a markdown task list, a document with footnotes, a long item plan, the
// deep-nesting shapes at (and past) the nesting cap, a document streamed in growing snapshots; their sizes are
// below the caps for now (SIZES, below, says why and what the caps cost today).
//
// The bound. Issue 20 asks that no commit block the main thread for more than ~50 ms in production React on a
// user's machine; that is what `npm run bench` and `npm run bench:soak` measure (bench/README.md). This suite runs
// React's DEVELOPMENT build (several times slower: prop checks, double effects, owner stacks) inside Vitest's
// iframe, on a CI machine of 2 cores shared with other jobs, where a 50 ms bound would fail on load alone. So it
// asserts BLOCK_BOUND_MS (200 ms): loose enough to hold on a loaded CI machine in development mode, tight enough
// that unbounded work (a whole 1 MB document parsed in one commit: seconds) fails it at once.
import '../../../src/styles.css';
import { createRoot, type Root } from 'react-dom/client';
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MarkdownPlan } from '../../../src/components/MarkdownPlan';
import { PlanList } from '../../../src/components/PlanList';
import { SessionPlans } from '../../../src/components/SessionPlans';
import { PlanStoreProvider } from '../../../src/react/PlanStoreProvider';
import { createPlanStore, type PlanStore } from '../../../src/store';
import { capSizedEntries, capSizedFootnoteDocument, capSizedNesting, capSizedTaskList } from '../arbitraries';
import { measureBlocking, type Blocking } from '../mainThread';

/** The longest the main thread may be blocked here (development React, loaded CI machine); see above. */
export const BLOCK_BOUND_MS = 200;

const END = '\n\n[end](https://example.com/end)';
const hasEnd = (container: HTMLElement) => () => container.querySelector('a[href="https://example.com/end"]') !== null;

let root: Root | undefined;
let container: HTMLElement;
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;

// Rendered as a host renders: createRoot outside act(), so React schedules its work as in a real page.
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
});
afterEach(() => {
  root?.unmount();
  root = undefined;
  container?.remove();
});

function panel(): HTMLElement {
  container = document.createElement('div');
  container.style.inlineSize = '400px';
  container.style.blockSize = '600px';
  container.style.overflow = 'auto';
  document.body.append(container);
  return container;
}

function mount(element: ReactElement) {
  root = createRoot(container);
  root.render(element);
}

function report(name: string, blocking: Blocking) {
  // Printed so a CI log shows the margin, not only pass / fail.
  console.log(`[main thread] ${name}: longest task ${blocking.longestTask.toFixed(0)} ms, longest gap ${blocking.longestGap.toFixed(0)} ms, ${blocking.tasks.length} long tasks`);
}

function inSession(store: PlanStore): ReactElement {
  return (
    <PlanStoreProvider store={store}>
      <SessionPlans sessionId="s" motion="reduced" />
    </PlanStoreProvider>
  );
}

// Sizes that hold the bound here, NOT the caps: at the caps (1,000,000 characters, 5,000 entries, 100 kB of
// cap-deep nesting) the first render blocks for 0.3-5 s in this setup (measured on this project's loaded 2-core VM, load average ~10:
// 1 MB task list 2.2 s, 1 MB footnotes 1.9-2.4 s, 100 kB of `> - ` nested 32 deep 2.7 s, 100 kB of 32 nested
// quotes 1.7-2.3 s, 5,000 entries 0.46 s). Issue 20's remaining gap, described in bench/README.md ("Soak and
// main-thread bound"): raise each size to its cap as the work per commit gets bounded by shape, not characters.
const SIZES = {
  taskList: 20_000,
  footnotes: 50_000,
  nesting: 10_000,
  /** Quotes and quote/list mixes at depth 32 cost ~10x more per character than the other shapes. */
  deepContainers: 1_000,
  entries: 200,
  streamedTo: 50_000,
};
const markdownCases: Record<string, () => string> = {
  [`a ${SIZES.taskList}-character task list`]: () => capSizedTaskList(SIZES.taskList - END.length) + END,
  [`a ${SIZES.footnotes}-character document with footnotes`]: () => capSizedFootnoteDocument(SIZES.footnotes - END.length) + END,
  ...Object.fromEntries(
    Object.entries({ ...capSizedNesting(SIZES.nesting), ...pick(capSizedNesting(SIZES.deepContainers), ['quotes', 'mixed containers']) }).map(([name, text]) => [
      `nesting: ${name}, ${text.length} chars`,
      () => String(text) + END,
    ]),
  ),
};

function pick<T>(record: Record<string, T>, keys: string[]): Record<string, T> {
  return Object.fromEntries(keys.map((key) => [key, record[key]!]));
}

describe('the main thread while cap-sized input renders (Chromium)', () => {
  describe.each(['standalone', 'in a session'] as const)('<MarkdownPlan> %s', (where) => {
    it.each(Object.keys(markdownCases))('%s', async (name) => {
      const content = markdownCases[name]!();
      expect(content.length).toBeLessThanOrEqual(1_000_000);
      const element = panel();
      const blocking = await measureBlocking(() => {
        if (where === 'standalone') {
          mount(<MarkdownPlan content={content} motion="reduced" streaming={false} />);
        } else {
          const store = createPlanStore();
          expect(store.apply({ sessionId: 's', update: { sessionUpdate: 'plan_update', plan: { type: 'markdown', planId: 'md', content } } }).status).toBe('applied');
          mount(inSession(store));
        }
      }, hasEnd(element));
      report(`${where} ${name}`, blocking);
      expect(hasEnd(element)()).toBe(true);
      expect(blocking.longestTask).toBeLessThanOrEqual(BLOCK_BOUND_MS);
    }, 120_000);
  });

  it.each(['standalone', 'in a session'] as const)(`<PlanList> with ${SIZES.entries} entries, %s`, async (where) => {
    const entries = capSizedEntries(SIZES.entries, 200);
    const element = panel();
    const blocking = await measureBlocking(() => {
      if (where === 'standalone') {
        mount(<PlanList entries={entries} motion="reduced" />);
      } else {
        const store = createPlanStore();
        expect(store.apply({ sessionId: 's', update: { sessionUpdate: 'plan', entries } }).status).toBe('applied');
        mount(inSession(store));
      }
    }, () => element.querySelectorAll('li[data-status]').length === SIZES.entries);
    report(`PlanList ${SIZES.entries} entries ${where}`, blocking);
    expect(element.querySelectorAll('li[data-status]')).toHaveLength(SIZES.entries);
    expect(blocking.longestTask).toBeLessThanOrEqual(BLOCK_BOUND_MS);
  }, 120_000);

  it(`a markdown plan streamed in 20 growing snapshots to ${SIZES.streamedTo} characters`, async () => {
    const full = capSizedTaskList(SIZES.streamedTo - END.length);
    const store = createPlanStore();
    const element = panel();
    mount(inSession(store));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const blocking = await measureBlocking(() => {
      let step = 0;
      const next = () => {
        step += 1;
        const content = step === 20 ? full + END : full.slice(0, Math.floor((full.length * step) / 20));
        store.apply({ sessionId: 's', update: { sessionUpdate: 'plan_update', plan: { type: 'markdown', planId: 'md', content } } });
        if (step < 20) setTimeout(next, 50);
      };
      next();
    }, hasEnd(element));
    report(`streamed to ${SIZES.streamedTo}`, blocking);
    expect(hasEnd(element)()).toBe(true);
    expect(blocking.longestTask).toBeLessThanOrEqual(BLOCK_BOUND_MS);
  }, 120_000);
});
