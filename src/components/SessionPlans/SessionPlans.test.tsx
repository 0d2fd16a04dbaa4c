import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFixture } from '../../../test/fixtures';
import { PlanStoreProvider } from '../../react/PlanStoreProvider';
import { createPlanStore } from '../../store/createPlanStore';
import type { PlanStore } from '../../store/types';
import { withStableIds } from '../MarkdownPlan/stableIds.testing';
import { SessionPlans } from './SessionPlans';
import type { SessionPlansProps } from './SessionPlans';
import type { PlanRendererProps } from './UnsupportedPlan';

/** A markdown task's text (its status is an icon and words before it, no checkbox). */
const TASK_TEXT = { selector: '[data-slot="task-text"]' };

const SESSION = 'sess_ops_4410';
const DOC = '# Refactor plan\n\n- [x] Split auth\n- [ ] Split session\n';

function update(store: PlanStore, plan: Record<string, unknown>, sessionId = SESSION) {
  return store.apply({ sessionId, update: { sessionUpdate: 'plan_update', plan } });
}

function remove(store: PlanStore, planId: string, sessionId = SESSION) {
  return store.apply({ sessionId, update: { sessionUpdate: 'plan_removed', planId } });
}

function renderSession(store: PlanStore, props: Partial<SessionPlansProps> = {}) {
  return render(
    <PlanStoreProvider store={store}>
      <SessionPlans sessionId={SESSION} motion="reduced" {...props} />
    </PlanStoreProvider>,
  );
}

function planIds() {
  return [...document.querySelectorAll('[data-slot="session-plan"]')].map((element) => element.getAttribute('data-plan-id'));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('<SessionPlans>', () => {
  it('renders nothing for an empty session, or the fallback', () => {
    const store = createPlanStore();
    const { container, rerender } = renderSession(store);
    expect(container).toBeEmptyDOMElement();
    rerender(
      <PlanStoreProvider store={store}>
        <SessionPlans sessionId={SESSION} fallback={<p>No plans yet</p>} />
      </PlanStoreProvider>,
    );
    expect(screen.getByText('No plans yet')).toBeInTheDocument();
  });

  it('replays multi-plan.jsonl: every plan with the component for its type, in order of first appearance', async () => {
    const store = createPlanStore();
    const loadFile = vi.fn(async () => DOC);
    renderSession(store, { loadFile });
    const lines = readFixture('multi-plan');
    await act(async () => {
      for (const line of lines.slice(0, 3)) store.apply(line);
    });
    expect(planIds()).toEqual(['checklist', 'strategy', 'design-doc']);
    const [checklist, strategy, design] = [...document.querySelectorAll<HTMLElement>('[data-slot="session-plan"]')];
    expect(checklist).toHaveAttribute('data-plan-type', 'items');
    // Titles: never the agent's plan id. An item plan without one is "Plan"; a markdown plan takes its first
    // heading (shown once: not again in its body); a file plan its file name.
    expect(within(checklist!).getByRole('region', { name: 'Plan' })).toHaveAttribute('data-slot', 'plan-list');
    expect(within(strategy!).getByRole('region', { name: 'Strategy' })).toHaveAttribute('data-slot', 'markdown-plan');
    expect(within(strategy!).getAllByText('Strategy')).toHaveLength(1);
    expect(within(design!).getByRole('region', { name: 'refactor-plan.md' })).toHaveAttribute('data-slot', 'file-plan');
    expect(loadFile).toHaveBeenCalledWith('file:///workspace/docs/refactor-plan.md', { signal: expect.any(AbortSignal) });
    expect(within(design!).getByText('Split session', TASK_TEXT)).toBeInTheDocument();
    // PlanList's own DOM is pinned by its own tests: keep only its root here.
    const snapshot = withStableIds(document.querySelector('[data-slot="session-plans"]')!);
    snapshot.querySelector('[data-slot="plan-list"]')!.replaceChildren();
    expect(snapshot).toMatchSnapshot();

    // Updates to each, a repeated file plan (reload), then both removals (in both spellings).
    await act(async () => {
      for (const line of lines.slice(3, 7)) store.apply(line);
    });
    expect(loadFile).toHaveBeenCalledTimes(2);
    expect(within(checklist!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
    expect(within(strategy!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
    await act(async () => {
      for (const line of lines.slice(7)) store.apply(line);
    });
    // Reduced motion: removed plans leave at once.
    expect(planIds()).toEqual(['checklist']);
    // The same element all along: plans are keyed by id.
    expect(document.querySelector('[data-slot="session-plan"]')).toBe(checklist);
  });

  it('keeps its container, holding the fallback, once the last plan has left (focus may be on it)', () => {
    const store = createPlanStore();
    update(store, { type: 'markdown', planId: 'a', content: 'A' });
    renderSession(store, { fallback: <p>No plans yet</p> });
    const container = document.querySelector('[data-slot="session-plans"]');
    act(() => {
      remove(store, 'a');
    });
    expect(planIds()).toEqual([]);
    expect(container).toBeInTheDocument();
    expect(container).toContainElement(screen.getByText('No plans yet'));
  });

  it('only shows the plans of its own session', () => {
    const store = createPlanStore();
    update(store, { type: 'markdown', planId: 'mine', content: 'mine' });
    update(store, { type: 'markdown', planId: 'theirs', content: 'theirs' }, 'other-session');
    renderSession(store);
    expect(planIds()).toEqual(['mine']);
  });

  it('keeps a removed plan, showing its last state, until its exit animation ends', async () => {
    const store = createPlanStore();
    update(store, { type: 'markdown', planId: 'a', content: '- [ ] Alpha task\n' });
    update(store, { type: 'markdown', planId: 'b', content: 'Beta' });
    // Animations: jsdom has none, so stub one on the leaving element and end it by hand.
    let finish: () => void = () => {};
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const getAnimations = vi.fn(() => [{ finished, currentTime: 0, effect: { getComputedTiming: () => ({ endTime: 300 }) } }]);
    renderSession(store, { motion: 'auto' });
    const leaving = document.querySelector<HTMLElement>('[data-plan-id="a"]')!;
    (leaving as unknown as { getAnimations: typeof getAnimations }).getAnimations = getAnimations;

    act(() => {
      remove(store, 'a');
    });
    expect(leaving).toHaveAttribute('data-presence', 'exiting');
    expect(leaving).toHaveAttribute('inert');
    // Its last state, not an empty plan: the frozen store still answers for it.
    expect(within(leaving).getByText('Alpha task', TASK_TEXT)).toBeInTheDocument();
    expect(planIds()).toEqual(['a', 'b']);

    await act(async () => {
      finish();
      await finished;
    });
    expect(planIds()).toEqual(['b']);
    expect(leaving).not.toBeInTheDocument();
  });

  it('lets a new plan enter with data-presence="entering" (not under reduced motion)', () => {
    const store = createPlanStore();
    update(store, { type: 'markdown', planId: 'a', content: 'A' });
    const { rerender } = renderSession(store, { motion: 'auto' });
    expect(document.querySelector('[data-plan-id="a"]')).not.toHaveAttribute('data-presence');
    act(() => {
      update(store, { type: 'markdown', planId: 'b', content: 'B' });
    });
    // No animations in jsdom: the entering phase ends right after commit.
    expect(document.querySelector('[data-plan-id="b"]')).toBeInTheDocument();
    rerender(
      <PlanStoreProvider store={store}>
        <SessionPlans sessionId={SESSION} motion="reduced" />
      </PlanStoreProvider>,
    );
    act(() => {
      update(store, { type: 'markdown', planId: 'c', content: 'C' });
    });
    expect(document.querySelector('[data-plan-id="c"]')).not.toHaveAttribute('data-presence');
  });

  it('isolates a plan that fails to render: its own alert with the plan id, the others keep working', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onPlanError = vi.fn();
    const store = createPlanStore();
    update(store, { type: 'items', planId: 'checklist', entries: [{ content: 'Ship it', priority: 'high', status: 'in_progress' }] });
    update(store, { type: 'markdown', planId: 'broken', content: 'See [the trap](https://boom.example/)' });
    update(store, { type: 'markdown', planId: 'fine', content: 'See [docs](https://docs.example/)' });
    const urlTransform = (url: string) => {
      if (url.includes('boom')) throw new Error('renderer exploded');
      return url;
    };
    renderSession(store, { urlTransform, onPlanError });

    const alert = screen.getByRole('alert');
    expect(alert).toHaveAttribute('data-plan-id', 'broken');
    expect(alert).toHaveTextContent('Plan "broken" could not be shown.');
    expect(alert).toHaveTextContent('renderer exploded');
    expect(onPlanError).toHaveBeenCalledWith(expect.objectContaining({ message: 'renderer exploded' }), 'broken');
    expect(screen.getByRole('link', { name: 'docs' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Plan' })).toBeInTheDocument();
    // React reports the caught error to the console; that is the boundary working, so it is expected here.
    const reported = errors.mock.calls.flat().filter((arg) => arg instanceof Error && arg.message === 'renderer exploded');
    expect(reported.length).toBeGreaterThan(0);
    expect(withStableIds(alert)).toMatchSnapshot();

    // A new revision with renderable content clears the error on its own.
    act(() => {
      update(store, { type: 'markdown', planId: 'broken', content: 'Fixed [link](https://ok.example/)' });
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('link', { name: 'link' })).toBeInTheDocument();
  });

  it("does not keep one session's error box after switching to another session with the same plan", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = createPlanStore();
    // Same plan id, both at revision 1.
    update(store, { type: 'markdown', planId: 'notes', content: 'A notes' }, 'A');
    update(store, { type: 'markdown', planId: 'notes', content: 'B notes' }, 'B');
    const getPlanTitle = ({ sessionId }: { sessionId: string }) => {
      if (sessionId === 'A') throw new Error('bad title');
      return 'Notes';
    };
    const ui = (sessionId: string) => (
      <PlanStoreProvider store={store}>
        <SessionPlans sessionId={sessionId} getPlanTitle={getPlanTitle} motion="reduced" />
      </PlanStoreProvider>
    );
    const { rerender } = render(ui('A'));
    expect(screen.getByRole('alert')).toHaveTextContent('bad title');
    rerender(ui('B'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('B notes')).toBeInTheDocument();
    rerender(ui('A'));
    expect(screen.getByRole('alert')).toHaveTextContent('bad title');
  });

  it('works out each title once per plan: host title, else the first heading (shown once), else the file name, else "Plan N"', async () => {
    const store = createPlanStore();
    update(store, { type: 'items', planId: 'plan-a1', entries: [{ content: 'Ship', priority: 'high', status: 'pending' }] });
    update(store, { type: 'markdown', planId: 'doc-7f', content: DOC });
    update(store, { type: 'markdown', planId: 'notes-9', content: 'No heading here' });
    update(store, { type: 'items', planId: 'named', entries: [{ content: 'Named', priority: 'high', status: 'pending' }] });
    const getPlanTitle = vi.fn((plan: { planId: string }) => (plan.planId === 'named' ? 'From the host' : undefined));
    renderSession(store, { getPlanTitle });
    // One call per plan for this snapshot of plans (not one for the numbering and another for the render).
    expect(getPlanTitle).toHaveBeenCalledTimes(4);
    expect(screen.getByRole('region', { name: 'Plan' })).toHaveAttribute('data-slot', 'plan-list');
    const doc = screen.getByRole('region', { name: 'Refactor plan' });
    expect(await within(doc).findByText('Split auth', TASK_TEXT)).toBeInTheDocument();
    expect(within(doc).getAllByText('Refactor plan')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Plan 2' })).toHaveAttribute('data-slot', 'markdown-plan');
    expect(screen.getByRole('region', { name: 'From the host' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/plan-a1|doc-7f|notes-9/);
  });

  it('offers "Try again" in the error box', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = createPlanStore();
    update(store, { type: 'markdown', planId: 'flaky', content: '[x](https://flaky.example/)' });
    let fail = true;
    renderSession(store, {
      urlTransform: (url) => {
        if (fail) throw new Error('flaky');
        return url;
      },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('flaky');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('link', { name: 'x' })).toBeInTheDocument();
  });

  it("shows a failing loader's error in that file plan only", async () => {
    const store = createPlanStore();
    update(store, { type: 'file', planId: 'doc', uri: 'file:///missing.md' });
    update(store, { type: 'markdown', planId: 'notes', content: 'Still here' });
    renderSession(store, { loadFile: () => Promise.reject(new Error('ENOENT')) });
    await act(async () => {});
    const alert = screen.getByRole('alert');
    expect(alert).toHaveAttribute('data-slot', 'file-plan-error');
    expect(alert).toHaveTextContent('ENOENT');
    expect(screen.getByText('Still here')).toBeInTheDocument();
  });

  it('passes titles, labels, onOpenFile and link routing to every plan', () => {
    const store = createPlanStore();
    update(store, { type: 'items', planId: 'main', entries: [{ content: 'Read [spec](https://spec.example/)', priority: 'low', status: 'pending' }] });
    update(store, { type: 'markdown', planId: 'notes', content: '[guide](https://guide.example/)' });
    update(store, { type: 'file', planId: 'doc', uri: 'file:///w/plan.md' });
    const onOpenFile = vi.fn();
    const onLinkClick = vi.fn();
    renderSession(store, {
      onOpenFile,
      onLinkClick,
      getPlanTitle: (plan) => (plan.type === 'file' ? undefined : `Plan ${plan.planId}`),
      labels: { file: { open: 'Öffnen', openFile: (name) => `${name} öffnen` } },
      className: 'plans',
      'aria-label': 'Session plans',
    });
    expect(screen.getByLabelText('Session plans')).toHaveClass('plans');
    expect(screen.getByRole('region', { name: 'Plan main' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Plan notes' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'plan.md öffnen' }));
    expect(onOpenFile).toHaveBeenCalledWith('file:///w/plan.md');
    for (const [name, url] of [
      ['spec', 'https://spec.example/'],
      ['guide', 'https://guide.example/'],
    ] as const) {
      const notPrevented = fireEvent.click(screen.getByRole('link', { name }));
      expect(notPrevented).toBe(false);
      expect(onLinkClick).toHaveBeenLastCalledWith(url, expect.objectContaining({ type: 'click' }));
    }
  });

  describe('plans of an unknown type', () => {
    const board = { type: '_acme_board', planId: 'board', columns: [{ name: 'To do', cards: ['Fix it'] }] };

    it('shows a neutral region named by the plan title, saying the type, instead of dropping the plan', () => {
      const store = createPlanStore();
      update(store, { type: 'items', planId: 'checklist', entries: [{ content: 'Ship it', priority: 'high', status: 'pending' }] });
      update(store, board);
      update(store, { type: 'spreadsheet\u202E', planId: 'sheet', cells: [] });
      renderSession(store);
      expect(planIds()).toEqual(['checklist', 'board', 'sheet']);
      // Untitled plans are numbered in order ("Plan", "Plan 2", …), never named by the agent's id.
      const region = screen.getByRole('region', { name: 'Plan 2' });
      expect(region).toHaveAttribute('data-slot', 'unsupported-plan');
      expect(region).toHaveTextContent('This plan type is not supported: _acme_board');
      expect(within(region).getByRole('heading', { level: 3, name: 'Plan 2' })).toBeInTheDocument();
      expect(region.closest('[data-slot="session-plan"]')).toHaveAttribute('data-plan-type', '_acme_board');
      // The agent's type is shown with its bidirectional controls made visible.
      expect(screen.getByRole('region', { name: 'Plan 3' })).toHaveTextContent('This plan type is not supported: spreadsheet\uFFFD');
    });

    it('renders a host renderer inside the plan error boundary, and removes the plan on plan_removed', () => {
      const store = createPlanStore();
      update(store, board);
      const seen: unknown[] = [];
      const AcmeBoard = ({ plan, sessionId, title }: PlanRendererProps) => {
        seen.push(plan.content);
        if ((plan.content as { columns: unknown[] }).columns.length === 0) throw new Error('empty board');
        return <section aria-label={`Board ${String(title)} in ${sessionId}`}>{plan.planType}</section>;
      };
      const renderers = { _acme_board: AcmeBoard };
      renderSession(store, { renderers, labels: { unsupported: (type) => `Nicht unterstützt: ${type}` } });
      expect(screen.getByRole('region', { name: `Board Plan in ${SESSION}` })).toHaveTextContent('_acme_board');
      expect(seen.at(-1)).toEqual({ columns: [{ name: 'To do', cards: ['Fix it'] }] });
      // A type without a renderer still gets the (translated) stand-in.
      act(() => void update(store, { type: '_other', planId: 'other' }));
      expect(screen.getByRole('region', { name: 'Plan 2' })).toHaveTextContent('Nicht unterstützt: _other');
      // A renderer that throws is caught by the plan's boundary.
      vi.spyOn(console, 'error').mockImplementation(() => {});
      act(() => void update(store, { ...board, columns: [] }));
      expect(screen.getByRole('alert')).toHaveAttribute('data-plan-id', 'board');
      act(() => void remove(store, 'board'));
      expect(planIds()).toEqual(['other']);
    });
  });
});
