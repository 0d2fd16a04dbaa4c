// Focus never drops to <body> when what holds it goes away (issue 19, item 5): a row or markdown block that
// is removed, a plan that `plan_removed` dismisses, the "Try again" button of an error box. Real Chromium
// with the real stylesheet: an exiting element turns inert there, which is what blurs it in a browser.
import '../src/styles.css';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ParsedPlanEntry } from '../src/acp/types';
import { MarkdownPlan } from '../src/components/MarkdownPlan';
import { PlanErrorBoundary } from '../src/components/PlanErrorBoundary';
import { PlanList } from '../src/components/PlanList';
import { SessionPlans } from '../src/components/SessionPlans';
import { PlanStoreProvider } from '../src/react/PlanStoreProvider';
import { createPlanStore } from '../src/store/createPlanStore';
import type { PlanStore } from '../src/store/types';

const e = (content: string, status = 'pending'): ParsedPlanEntry => ({ content, status, priority: 'medium' });
const PLAN = [e('Read [the docs](https://example.com/docs)'), e('Fix the tokenizer')];
const SESSION = 's1';

/** Focuses `element` as a keyboard user would have, and checks that it took. */
function focus(element: HTMLElement) {
  element.focus();
  expect(element).toHaveFocus();
}

describe('focus after a removal', () => {
  for (const motion of ['auto', 'reduced'] as const) {
    it(`moves focus from a link in a removed row to its plan's title button (motion ${motion})`, async () => {
      const { rerender } = render(<PlanList title="Build" entries={PLAN} motion={motion} />);
      const link = screen.getByRole('link', { name: 'the docs' });
      focus(link);
      rerender(<PlanList title="Build" entries={PLAN.slice(1)} motion={motion} />);
      const toggle = screen.getByRole('button', { name: 'Hide Build steps' });
      expect(toggle).toHaveFocus();
      await waitFor(() => expect(link).not.toBeInTheDocument());
      expect(toggle).toHaveFocus();
    });
  }

  it('moves focus from a link in a removed markdown block to the plan', () => {
    const { rerender } = render(<MarkdownPlan title="Notes" content={'Intro\n\nSee [the docs](https://example.com/docs)\n'} />);
    focus(screen.getByRole('link', { name: 'the docs' }));
    rerender(<MarkdownPlan title="Notes" content={'Intro\n'} />);
    expect(screen.getByRole('region', { name: 'Notes' })).toHaveFocus();
  });

  describe('a plan that plan_removed dismisses', () => {
    function session(planIds: readonly string[]): PlanStore {
      const store = createPlanStore();
      for (const planId of planIds) {
        store.apply({ sessionId: SESSION, update: { sessionUpdate: 'plan_update', plan: { planId, type: 'items', entries: PLAN } } });
      }
      render(
        <PlanStoreProvider store={store}>
          {/* Titled by id, so each plan keeps its name as others leave (untitled plans are numbered by order). */}
          <SessionPlans sessionId={SESSION} getPlanTitle={(plan) => plan.planId} />
        </PlanStoreProvider>,
      );
      return store;
    }
    const dismiss = (store: PlanStore, planId: string) =>
      act(() => void store.apply({ sessionId: SESSION, update: { sessionUpdate: 'plan_removed', planId } }));

    it("moves focus from its title button to the next plan's", () => {
      const store = session(['one', 'two', 'three']);
      focus(screen.getByRole('button', { name: 'Hide two steps' }));
      dismiss(store, 'two');
      expect(screen.getByRole('button', { name: 'Hide three steps' })).toHaveFocus();
    });

    it("moves focus to the previous plan's title button when it was the last, skipping plans that leave", () => {
      const store = session(['one', 'two', 'three']);
      dismiss(store, 'two');
      focus(screen.getByRole('button', { name: 'Hide three steps' }));
      dismiss(store, 'three');
      expect(screen.getByRole('button', { name: 'Hide one steps' })).toHaveFocus();
    });

    it('moves focus to the plans container when no plan stays, which stays after the exit', async () => {
      const store = session(['only']);
      const toggle = screen.getByRole('button', { name: 'Hide only steps' });
      focus(toggle);
      dismiss(store, 'only');
      const container = document.querySelector('[data-slot="session-plans"]');
      expect(container).toHaveFocus();
      await waitFor(() => expect(toggle).not.toBeInTheDocument());
      expect(container).toBeInTheDocument();
      expect(container).toHaveFocus();
    });
  });

  it('moves focus from "Try again" to the plan rendered again, or to the next error box', () => {
    // React reports what the plan throws to the console; that is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let explode = true;
    function Flaky() {
      if (explode) throw new Error('kaboom');
      return <PlanList title="Recovered" entries={PLAN} />;
    }
    render(
      <PlanErrorBoundary planId="p">
        <Flaky />
      </PlanErrorBoundary>,
    );
    const retry = () => {
      const button = screen.getByRole('button', { name: 'Try again' });
      focus(button);
      fireEvent.keyDown(button, { key: 'Enter' });
      fireEvent.click(button);
    };
    retry();
    // Failed again: the new box's button, not <body>.
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    explode = false;
    retry();
    expect(screen.getByRole('button', { name: 'Hide Recovered steps' })).toHaveFocus();
  });
});
