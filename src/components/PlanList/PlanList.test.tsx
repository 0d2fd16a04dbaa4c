// <PlanList entries>: the DOM contract, current/next cue, counts, collapse, labels, unknown statuses, bad input.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { ParsedPlanEntry } from '../../acp/types';
import { PlanStoreProvider } from '../../react/PlanStoreProvider';
import { createPlanStore } from '../../store/createPlanStore';
import { PlanList } from './PlanList';

const entry = (content: string, status: string, priority = 'medium'): ParsedPlanEntry => ({ content, status, priority });

const FIXTURE_PLAN = [
  entry('Read the failing test in `parser.test.ts`', 'completed'),
  entry('Find the off-by-one in the tokenizer', 'in_progress', 'high'),
  entry('Fix the tokenizer', 'pending', 'low'),
  entry('Run the test suite', 'pending'),
];

function rows() {
  return within(screen.getByRole('list')).getAllByRole('listitem');
}

describe('<PlanList entries> DOM contract', () => {
  it('renders a named section, a progress bar, an ordered list of rows with status attributes', () => {
    render(<PlanList entries={FIXTURE_PLAN} />);
    const section = screen.getByRole('region', { name: 'Plan' });
    expect(section).toHaveAttribute('data-slot', 'plan-list');
    expect(screen.getByRole('list', { name: 'Plan steps' }).tagName).toBe('OL');
    // One heading per plan (h3 by default), holding the toggle; four distinct names.
    expect(screen.getByRole('heading', { level: 3, name: 'Plan' })).toContainElement(screen.getByRole('button', { name: 'Hide Plan steps' }));
    const items = rows();
    expect(items.map((row) => row.getAttribute('data-status'))).toEqual(['completed', 'in_progress', 'pending', 'pending']);
    expect(items.map((row) => row.getAttribute('data-priority'))).toEqual(['medium', 'high', 'low', 'medium']);
    for (const row of items) {
      expect(row).toHaveAttribute('data-slot', 'plan-entry');
      expect(row.getAttribute('data-key')).toMatch(/\S/);
      // The status in words is the icon (the stylesheet draws it): one element, no SVG in the row.
      expect(row.querySelector('[data-slot="plan-entry-status"]')).toHaveAttribute('data-status-icon', row.getAttribute('data-status'));
      expect(row.querySelector('svg')).toBeNull();
    }
    const bar = screen.getByRole('progressbar', { name: 'Plan progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '1');
    expect(bar).toHaveAttribute('aria-valuemax', '4');
    expect(bar).toHaveAttribute('aria-valuetext', '1 of 4 tasks completed');
    // Said once, by the bar: the visible "1/4" is hidden from screen readers.
    expect(section.querySelector('[data-slot="plan-list-count"]')).toHaveTextContent('1/4');
    expect(section.querySelector('[data-slot="plan-list-count"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes the heading level, and names the toggle "Show … steps" while collapsed', () => {
    render(<PlanList entries={FIXTURE_PLAN} title="Agent plan" headingLevel={2} defaultCollapsed />);
    expect(screen.getByRole('heading', { level: 2, name: 'Agent plan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show Agent plan steps' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('region', { name: 'Agent plan' })).toBeInTheDocument();
  });

  it('says each status in words and renders inline markdown in the content', () => {
    render(<PlanList entries={FIXTURE_PLAN} />);
    const [first, second] = rows();
    // The priority is said with the status, before the task; the badge only shows it.
    expect(first).toHaveTextContent(/^Completed, Medium priority: Read the failing test in parser\.test\.ts/);
    expect(first!.querySelector('code')).toHaveTextContent('parser.test.ts');
    expect(second).toHaveTextContent('In progress, High priority: Find the off-by-one in the tokenizer');
    expect(within(second!).getByText('High')).toHaveAttribute('aria-hidden', 'true');
    expect(within(second!).getByText('High')).toHaveAttribute('data-slot', 'plan-entry-priority');
  });

  it('matches the DOM snapshot of a plan with one task in progress', () => {
    const { container } = render(<PlanList entries={FIXTURE_PLAN} title="Fix the parser" />);
    expect(container.firstElementChild).toMatchSnapshot();
  });

  it('matches the DOM snapshot of a completed plan', () => {
    const { container } = render(<PlanList entries={FIXTURE_PLAN.map((e) => ({ ...e, status: 'completed' }))} />);
    expect(container.firstElementChild).toMatchSnapshot();
  });

  it('matches the DOM snapshot of an empty plan', () => {
    const { container } = render(<PlanList entries={[]} />);
    expect(container.firstElementChild).toMatchSnapshot();
  });

  it('says no priority when priorities are hidden', () => {
    render(<PlanList entries={FIXTURE_PLAN} hidePriority />);
    for (const row of rows()) {
      expect(row.textContent).not.toMatch(/priority/i);
      expect(row.querySelector('[data-slot="plan-entry-priority"]')).toBeNull();
    }
    expect(rows()[1]).toHaveTextContent(/^In progress: Find the off-by-one/);
  });

  it('passes HTML props through to the section after its own', () => {
    render(<PlanList entries={FIXTURE_PLAN} id="my-plan" className="mine" style={{ margin: 3 }} data-testid="root" aria-label="Agent plan" />);
    const root = screen.getByTestId('root');
    expect(root).toHaveAttribute('id', 'my-plan');
    expect(root).toHaveClass('mine');
    expect(root.style.margin).toBe('3px');
    expect(root).toHaveAttribute('data-slot', 'plan-list');
    expect(screen.getByRole('region', { name: 'Plan' })).toBe(root);
  });
});

describe('current and next task', () => {
  it('highlights every in-progress entry and only those', () => {
    const { rerender } = render(<PlanList entries={FIXTURE_PLAN} />);
    let items = rows();
    expect(items.map((row) => row.getAttribute('aria-current'))).toEqual([null, 'step', null, null]);
    expect(items.map((row) => row.hasAttribute('data-current'))).toEqual([false, true, false, false]);
    expect(items.some((row) => row.hasAttribute('data-next'))).toBe(false);

    rerender(<PlanList entries={FIXTURE_PLAN.map((e, i) => ({ ...e, status: i === 0 ? 'completed' : 'in_progress' }))} />);
    items = rows();
    expect(items.map((row) => row.getAttribute('aria-current'))).toEqual([null, 'step', 'step', 'step']);
  });

  it('marks the first pending entry as next when none is in progress', () => {
    render(<PlanList entries={[entry('A', 'completed'), entry('B', 'pending'), entry('C', 'pending')]} />);
    const items = rows();
    expect(items.map((row) => row.hasAttribute('data-next'))).toEqual([false, true, false]);
    expect(items[1]).toHaveTextContent('Pending: B, Next');
    expect(items.some((row) => row.hasAttribute('aria-current'))).toBe(false);
  });

  it('follows in_progress as the plan advances, with the count and aria-valuenow', () => {
    const steps = [
      [entry('A', 'in_progress'), entry('B', 'pending')],
      [entry('A', 'completed'), entry('B', 'in_progress')],
      [entry('A', 'completed'), entry('B', 'completed')],
    ];
    const { rerender, container } = render(<PlanList entries={steps[0]!} />);
    const expectations = [
      { current: 'A', now: '0', count: '0/2' },
      { current: 'B', now: '1', count: '1/2' },
      { current: undefined, now: '2', count: '2/2' },
    ];
    steps.forEach((step, index) => {
      rerender(<PlanList entries={step} />);
      const expected = expectations[index]!;
      const current = container.querySelector('[aria-current="step"]');
      if (expected.current) expect(current).toHaveTextContent(expected.current);
      else expect(current).toBeNull();
      expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', expected.now);
      expect(container.querySelector('[data-slot="plan-list-count"]')).toHaveTextContent(expected.count);
    });
    expect(screen.getByRole('region')).toHaveAttribute('data-complete');
    expect(screen.getByText('All done')).toBeInTheDocument();
  });
});

describe('priority badge', () => {
  it('hides badges by default when every entry has the same priority, shows them when they differ', () => {
    const { rerender, container } = render(<PlanList entries={[entry('A', 'pending'), entry('B', 'pending')]} />);
    expect(container.querySelector('[data-slot="plan-entry-priority"]')).toBeNull();
    rerender(<PlanList entries={[entry('A', 'pending', 'high'), entry('B', 'pending', 'low')]} />);
    expect(container.querySelectorAll('[data-slot="plan-entry-priority"]')).toHaveLength(2);
  });

  it('obeys hidePriority true / false', () => {
    const { rerender, container } = render(<PlanList entries={FIXTURE_PLAN} hidePriority />);
    expect(container.querySelector('[data-slot="plan-entry-priority"]')).toBeNull();
    rerender(<PlanList entries={[entry('A', 'pending'), entry('B', 'pending')]} hidePriority={false} />);
    expect(container.querySelectorAll('[data-slot="plan-entry-priority"]')).toHaveLength(2);
  });
});

describe('unknown statuses and bad input', () => {
  it('shows an unknown status neutrally with its raw name, and never counts it as done', () => {
    render(<PlanList entries={[entry('Ship it', 'blocked'), entry('Old idea', 'cancelled'), entry('Done', 'completed')]} />);
    const [blocked, cancelled] = rows();
    expect(blocked).toHaveAttribute('data-status', 'blocked');
    expect(blocked!.querySelector('[data-status-icon]')).toHaveAttribute('data-status-icon', 'unknown');
    expect(within(blocked!).getByText('blocked')).toBeVisible();
    expect(cancelled!.querySelector('[data-status-icon]')).toHaveAttribute('data-status-icon', 'cancelled');
    expect(cancelled).toHaveTextContent('Cancelled: Old idea');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    // The cancelled step is out of the measure; the unknown one is in it, not done.
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuemax', '2');
    expect(screen.getByRole('region')).not.toHaveAttribute('data-complete');
  });
});

describe('v2 statuses: cancelled and custom', () => {
  it('counts cancelled steps apart: 3 of 4 done and 1 cancelled is a full bar, "3/3", "1 cancelled", all done', () => {
    const plan = [entry('A', 'completed'), entry('B', 'cancelled'), entry('C', 'completed'), entry('D', 'completed')];
    render(<PlanList entries={plan} />);
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuemax', '3');
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(bar).toHaveAttribute('aria-valuetext', '3 of 4 tasks completed, 1 cancelled');
    expect(screen.getByText('3/3')).toHaveAttribute('data-slot', 'plan-list-count');
    expect(screen.getByText('1 cancelled')).toHaveAttribute('data-slot', 'plan-list-cancelled');
    expect(screen.getByText('All done')).toHaveAttribute('data-kind', 'done');
    expect(screen.getByRole('region')).toHaveAttribute('data-complete');
    const cancelled = rows()[1]!;
    expect(cancelled).toHaveAttribute('data-status', 'cancelled');
    expect(cancelled).not.toHaveAttribute('aria-current');
  });

  it('never makes a cancelled step current or next; collapsed, the summary skips it', () => {
    render(<PlanList entries={[entry('Dropped', 'cancelled'), entry('Then this', 'pending')]} defaultCollapsed />);
    expect(screen.getByText('Next:', { exact: false }).closest('[data-slot="plan-list-summary"]')).toHaveTextContent('Next: Then this');
  });

  it('says an all-cancelled plan ended, not done', () => {
    render(<PlanList entries={[entry('A', 'cancelled'), entry('B', 'cancelled')]} defaultCollapsed />);
    const section = screen.getByRole('region');
    expect(section).toHaveAttribute('data-ended');
    expect(section).not.toHaveAttribute('data-complete');
    // Nothing left to measure: the bar is drawn empty but is no progressbar (issue 19: an empty bar reads as busy);
    // the summary says the plan ended in words.
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(section.querySelector('[data-slot="progress"]')).toHaveAttribute('data-empty');
    expect(section.querySelector('[data-slot="plan-list-summary"]')).toHaveAttribute('data-kind', 'cancelled');
    expect(section.querySelector('[data-slot="plan-list-summary"]')).toHaveTextContent('All cancelled');
    expect(screen.queryByText('All done')).toBeNull();
  });

  it('announces "Cancelled: …", and "All tasks completed" when the last open step is cancelled after others were done', async () => {
    const { rerender } = render(<PlanList entries={[entry('A', 'completed'), entry('B', 'pending')]} />);
    rerender(<PlanList entries={[entry('A', 'completed'), entry('B', 'cancelled')]} />);
    const region = screen.getByRole('status');
    await vi.waitFor(() => expect(region).toHaveTextContent('Cancelled: B'));
    expect(region).toHaveTextContent('All tasks completed');
  });

  it('keeps a custom status with its raw name in data-status, named by labels.statuses, done only through isDone', () => {
    const plan = [entry('Review', '_verified'), entry('Ship', 'completed')];
    const { rerender } = render(<PlanList entries={plan} labels={{ statuses: { _verified: 'Verified' } }} />);
    const custom = rows()[0]!;
    expect(custom).toHaveAttribute('data-status', '_verified');
    expect(within(custom).getByText('Verified')).toBeVisible();
    expect(custom.querySelector('[data-status-icon]')).toHaveAttribute('data-status-icon', 'unknown');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    const isDone = (status: string) => status === '_verified';
    rerender(<PlanList entries={plan} labels={{ statuses: { _verified: 'Verified' } }} isDone={isDone} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
    expect(rows()[0]!.querySelector('[data-status-icon]')).toHaveAttribute('data-status-icon', 'completed');
    expect(screen.getByRole('region')).toHaveAttribute('data-complete');
  });

  it('bound to a store, counts a custom status with the store\'s isDone and announces it completed', async () => {
    const store = createPlanStore({ isDone: (status) => status === '_verified' });
    const send = (status: string) =>
      store.apply({ sessionId: 's', update: { sessionUpdate: 'plan', entries: [{ content: 'Review', priority: 'medium', status }, { content: 'Ship', priority: 'medium', status: 'completed' }] } });
    send('pending');
    render(
      <PlanStoreProvider store={store}>
        <PlanList sessionId="s" />
      </PlanStoreProvider>,
    );
    act(() => void send('_verified'));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Completed: Review'));
    expect(screen.getByRole('status')).toHaveTextContent('All tasks completed');
  });

  it('survives malformed entries without losing the good ones', () => {
    const hostile = [null, 42, 'text', { content: 7, status: null }, entry('Good one', 'pending'), { key: 1 }] as unknown as ParsedPlanEntry[];
    render(<PlanList entries={hostile} />);
    const items = rows();
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('7');
    expect(items[1]).toHaveTextContent('Good one');
    render(<PlanList entries={'nope' as unknown as ParsedPlanEntry[]} title="Second" />);
    expect(screen.getByRole('region', { name: 'Second' })).toHaveTextContent('No tasks yet');
  });

  it('shows raw HTML in content as text and drops unsafe links', () => {
    render(<PlanList entries={[entry('<img src=x onerror=alert(1)> [click](javascript:alert(1))', 'pending')]} />);
    const [row] = rows();
    expect(row!.querySelector('img, a')).toBeNull();
    expect(row).toHaveTextContent('<img src=x onerror=alert(1)> click');
  });

  it('uses the keys of store entries as they are', () => {
    render(
      <PlanList
        entries={[
          { key: 'k-a', content: 'A', priority: 'high', status: 'pending' },
          { key: 'k-b', content: 'B', priority: 'low', status: 'pending' },
        ]}
      />,
    );
    expect(rows().map((row) => row.getAttribute('data-key'))).toEqual(['k-a', 'k-b']);
  });
});

describe('stable rows', () => {
  it('keeps the same row element when an entry is reworded, moved or changes status', () => {
    const { rerender } = render(<PlanList entries={FIXTURE_PLAN} motion="reduced" />);
    const before = rows();
    rerender(
      <PlanList
        motion="reduced"
        entries={[
          FIXTURE_PLAN[0]!,
          entry('Find the off-by-one in the tokenizer', 'completed', 'high'),
          entry('Run the test suite', 'pending'),
          entry('Fix the boundary check in the tokenizer', 'in_progress', 'low'),
        ]}
      />,
    );
    const after = rows();
    expect(after[0]).toBe(before[0]);
    expect(after[1]).toBe(before[1]);
    expect(after[2]).toBe(before[3]);
    // Reworded: same key, same element, new words.
    expect(after[3]).toBe(before[2]);
    expect(after[3]).toHaveTextContent('Fix the boundary check in the tokenizer');
    expect(after[3]).toHaveAttribute('aria-current', 'step');
  });

  it('removes a row at once under reduced motion', () => {
    const { rerender } = render(<PlanList entries={FIXTURE_PLAN} motion="reduced" />);
    rerender(<PlanList entries={FIXTURE_PLAN.slice(1)} motion="reduced" />);
    expect(rows()).toHaveLength(3);
    expect(document.querySelector('[data-presence]')).toBeNull();
    expect(screen.getByRole('region')).toHaveAttribute('data-motion', 'reduced');
  });
});

describe('collapse', () => {
  it('is a real button with aria-expanded / aria-controls, usable with the keyboard', async () => {
    const user = userEvent.setup();
    const onCollapsedChange = vi.fn();
    render(<PlanList entries={FIXTURE_PLAN} onCollapsedChange={onCollapsedChange} />);
    const toggle = screen.getByRole('button', { name: 'Hide Plan steps' });
    const body = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(body).toContainElement(screen.getByRole('list'));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(body).not.toBeVisible();
    expect(screen.getByRole('region')).toHaveAttribute('data-collapsed');
    expect(onCollapsedChange).toHaveBeenLastCalledWith(true);

    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(body).toBeVisible();
    expect(onCollapsedChange).toHaveBeenLastCalledWith(false);
  });

  it('shows the current entry and the count while collapsed, with +N more for several', () => {
    const { container, rerender } = render(<PlanList entries={FIXTURE_PLAN} defaultCollapsed />);
    const summary = () => container.querySelector('[data-slot="plan-list-summary"]');
    expect(summary()).toHaveTextContent('Current: Find the off-by-one in the tokenizer');
    expect(summary()).toHaveAttribute('data-kind', 'current');
    expect(container.querySelector('[data-slot="plan-list-count"]')).toHaveTextContent('1/4');

    rerender(<PlanList entries={FIXTURE_PLAN.map((e) => ({ ...e, status: e.status === 'pending' ? 'in_progress' : e.status }))} defaultCollapsed />);
    expect(summary()).toHaveTextContent('Current: Find the off-by-one in the tokenizer +2 more');
  });

  it('says Next, All done, or No tasks yet in the collapsed summary', () => {
    const { container, rerender } = render(<PlanList entries={[entry('A', 'completed'), entry('B', 'pending')]} defaultCollapsed />);
    const summary = () => container.querySelector('[data-slot="plan-list-summary"]');
    expect(summary()).toHaveTextContent('Next: B');
    rerender(<PlanList entries={[entry('A', 'completed'), entry('B', 'completed')]} defaultCollapsed />);
    expect(summary()).toHaveTextContent('All done');
    expect(summary()).toHaveAttribute('data-kind', 'done');
    rerender(<PlanList entries={[]} defaultCollapsed />);
    expect(summary()).toHaveTextContent('No tasks yet');
  });

  it('is controlled by `collapsed`', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [collapsed, setCollapsed] = useState(true);
      return (
        <>
          <PlanList entries={FIXTURE_PLAN} collapsed={collapsed} onCollapsedChange={setCollapsed} />
          <output>{String(collapsed)}</output>
        </>
      );
    }
    render(<Controlled />);
    const toggle = screen.getByRole('button', { name: 'Show Plan steps' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('false')).toBeInTheDocument();

    render(<PlanList entries={FIXTURE_PLAN} collapsed title="Pinned" />);
    const pinned = screen.getByRole('button', { name: 'Show Pinned steps' });
    await user.click(pinned);
    expect(pinned).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('labels and direction', () => {
  it('translates every visible and spoken string', () => {
    const labels = {
      statuses: { pending: 'En attente', in_progress: 'En cours', completed: 'Terminé' },
      priorities: { high: 'Haute', low: 'Basse', medium: 'Moyenne' },
      priority: (name: string) => `priorité ${name.toLowerCase()}`,
      current: 'En cours',
      count: (done: number, total: number) => `${done} sur ${total}`,
      progressValue: (done: number, total: number) => `${done} tâches sur ${total} terminées`,
    };
    const { container } = render(<PlanList entries={FIXTURE_PLAN} labels={labels} title="Étapes" defaultCollapsed />);
    expect(screen.getByRole('region', { name: 'Étapes' })).toBeInTheDocument();
    expect(container.querySelector('[data-slot="plan-list-count"]')).toHaveTextContent('1 sur 4');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '1 tâches sur 4 terminées');
    expect(container.querySelector('[data-slot="plan-list-summary"]')).toHaveTextContent('En cours: Find the off-by-one');
    const row = container.querySelectorAll('li')[1]!;
    expect(row).toHaveTextContent('En cours, priorité haute: Find the off-by-one in the tokenizer');
    expect(row.querySelector('[data-slot="plan-entry-priority"]')).toHaveTextContent(/^Haute$/);
  });

  it('renders right-to-left content without changes to the markup', () => {
    render(
      <div dir="rtl">
        <PlanList entries={[entry('اقرأ الاختبار الفاشل', 'in_progress')]} title="الخطة" />
      </div>,
    );
    expect(screen.getByRole('region', { name: 'الخطة' })).toBeInTheDocument();
    expect(rows()[0]).toHaveAttribute('aria-current', 'step');
  });
});

describe('announcements', () => {
  it('announces Started / Completed / All tasks completed once per change, coalesced, never at mount', () => {
    vi.useFakeTimers();
    try {
      const { rerender } = render(<PlanList entries={[entry('A', 'in_progress'), entry('B', 'pending')]} />);
      const region = screen.getByRole('status');
      act(() => vi.advanceTimersByTime(1000));
      expect(region).toHaveTextContent(/^$/);

      rerender(<PlanList entries={[entry('A', 'completed'), entry('B', 'in_progress')]} />);
      // An identical snapshot announces nothing more.
      rerender(<PlanList entries={[entry('A', 'completed'), entry('B', 'in_progress')]} />);
      act(() => vi.advanceTimersByTime(1000));
      expect(region.textContent?.trim()).toBe('Completed: A. Started: B.');

      rerender(<PlanList entries={[entry('A', 'completed'), entry('B', 'completed')]} />);
      act(() => vi.advanceTimersByTime(1000));
      expect(region.textContent?.trim()).toBe('Completed: B. All tasks completed.');
    } finally {
      vi.useRealTimers();
    }
  });

  it('has exactly one polite live region per plan', () => {
    render(<PlanList entries={FIXTURE_PLAN} />);
    const regions = screen.getAllByRole('status');
    expect(regions).toHaveLength(1);
    expect(regions[0]).toHaveAttribute('aria-live', 'polite');
  });
});

describe('server rendering', () => {
  it('renders to a string in both modes, with the current task marked', () => {
    const plain = renderToString(<PlanList entries={FIXTURE_PLAN} />);
    expect(plain).toContain('aria-current="step"');
    expect(plain).toContain('Find the off-by-one in the tokenizer');
    const store = createPlanStore();
    store.apply({ sessionId: 's', update: { sessionUpdate: 'plan', entries: FIXTURE_PLAN } });
    const bound = renderToString(
      <PlanStoreProvider store={store}>
        <PlanList sessionId="s" />
      </PlanStoreProvider>,
    );
    expect(bound).toContain('data-status="in_progress"');
    expect(bound).toContain('1/4');
  });
});
