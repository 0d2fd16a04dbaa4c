// Fuzz (issue 20), in Chromium: generated hostile plans (wide tables, long words and URLs, deep nesting, bidi and
// control characters, long unknown statuses and ids) never widen a 400 px panel or the page, nor let a script or
// an unsafe URL into the DOM. Layout is the browser's decision, so this runs in Chromium; a modest number of runs
// keeps it to seconds in CI. test/containment.browser.test.tsx holds the hand-written cases.
import '../../src/styles.css';
import { act, cleanup, render } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PlanList } from '../../src/components/PlanList';
import { SessionPlans } from '../../src/components/SessionPlans';
import { PlanStoreProvider } from '../../src/react/PlanStoreProvider';
import { createPlanStore } from '../../src/store';
import { hostileMarkdown, hostileText, traffic, wireEntry } from './arbitraries';
import { findUnsafeMarkup } from './domSafety';

const WIDTH = 400;
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await nextFrame();
    await nextFrame();
  });
}

function expectContained(panel: HTMLElement) {
  expect(panel.getBoundingClientRect().width).toBe(WIDTH);
  expect(panel.scrollWidth, 'panel scrollWidth').toBeLessThanOrEqual(WIDTH);
  expect(document.documentElement.scrollWidth, 'page scrollWidth').toBeLessThanOrEqual(window.innerWidth);
  expect(findUnsafeMarkup(panel)).toEqual([]);
}

const longText = fc.oneof(hostileText(60), fc.integer({ min: 100, max: 4_000 }).map((n) => 'W'.repeat(n)));
const entry = fc.oneof(
  { weight: 3, arbitrary: wireEntry },
  { weight: 1, arbitrary: fc.record({ content: longText, priority: longText, status: longText }) },
);

describe(`a ${WIDTH} px panel under generated hostile plans (Chromium)`, () => {
  it('a session fed hostile traffic never widens the panel or the page', async () => {
    await fc.assert(
      fc.asyncProperty(traffic(12), hostileMarkdown(5), fc.array(entry, { maxLength: 8 }), longText, async (inputs, markdown, entries, planId) => {
        const store = createPlanStore();
        try {
          const { container } = render(
            <div style={{ inlineSize: WIDTH }}>
              <PlanStoreProvider store={store} loadFile={() => Promise.resolve(markdown)}>
                <SessionPlans sessionId="s1" motion="reduced" />
              </PlanStoreProvider>
            </div>,
          );
          const panel = container.firstElementChild as HTMLElement;
          act(() => {
            for (const input of inputs) store.apply(input);
            store.apply({ sessionId: 's1', update: { sessionUpdate: 'plan_update', plan: { type: 'markdown', planId, content: markdown } } });
            store.apply({ sessionId: 's1', update: { sessionUpdate: 'plan', entries } });
            store.apply({ sessionId: 's1', update: { sessionUpdate: 'plan_update', plan: { type: 'file', planId: 'file', uri: `file:///w/${planId}.md` } } });
          });
          await settle();
          expectContained(panel);
        } finally {
          cleanup();
        }
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  it('a plan list of hostile entries never widens the panel or the page', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(entry, { minLength: 1, maxLength: 20 }), longText, async (wire, title) => {
        const entries = wire.map(({ content, priority, status }) => ({ content: String(content), priority: String(priority), status: String(status) }));
        try {
          const { container } = render(
            <div style={{ inlineSize: WIDTH }}>
              <PlanList entries={entries} title={title} motion="reduced" />
            </div>,
          );
          await settle();
          expectContained(container.firstElementChild as HTMLElement);
        } finally {
          cleanup();
        }
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
