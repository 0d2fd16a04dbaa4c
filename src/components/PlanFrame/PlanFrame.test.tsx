import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LiveRegion } from '../shared/LiveRegion';
import { usePlanEntryRow, usePlanListState } from '../PlanList/usePlanListState';
import type { PlanListEntryInput } from '../PlanList/plainEntries';
import { PlanFrame } from './PlanFrame';
import { PlanFrameContent } from './PlanFrameContent';
import { PlanFrameCount } from './PlanFrameCount';
import { PlanFrameFooter } from './PlanFrameFooter';
import { PlanFrameHeader } from './PlanFrameHeader';
import { PlanFrameProgress } from './PlanFrameProgress';
import { PlanFrameStatus } from './PlanFrameStatus';
import { PlanFrameTitle } from './PlanFrameTitle';
import { PlanFrameTrigger } from './PlanFrameTrigger';
import { PlanItem } from './PlanItem';
import { PlanItemElapsed } from './PlanItemElapsed';
import { PlanItemPriority } from './PlanItemPriority';
import { PlanItemStatus } from './PlanItemStatus';
import { PlanItemText } from './PlanItemText';

function Frame(props: Parameters<typeof PlanFrame>[0]) {
  return (
    <PlanFrame {...props}>
      <PlanFrameHeader>
        <PlanFrameTitle>Deploy</PlanFrameTitle>
        <PlanFrameCount completed={1} total={3} />
        <PlanFrameStatus completed={1} total={3} />
        <PlanFrameProgress completed={1} total={3} />
      </PlanFrameHeader>
      <PlanFrameContent>
        <p>Body</p>
      </PlanFrameContent>
      <PlanFrameFooter>Footer</PlanFrameFooter>
    </PlanFrame>
  );
}

describe('<PlanFrame> parts', () => {
  it('names the region, the toggle and the bar from the title, and collapses uncontrolled', () => {
    render(<Frame />);
    const region = screen.getByRole('region', { name: 'Deploy' });
    expect(region).toHaveAttribute('data-slot', 'plan-frame');
    expect(region).toHaveAttribute('data-state', 'open');
    expect(screen.getByRole('heading', { level: 3, name: 'Deploy' })).toHaveAttribute('data-slot', 'plan-frame-heading');
    expect(screen.getByRole('progressbar', { name: 'Deploy progress' })).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByText('1/3')).toHaveAttribute('aria-hidden', 'true');
    const toggle = screen.getByRole('button', { name: 'Hide Deploy steps' });
    const content = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(content).toHaveAttribute('data-state', 'open');
    fireEvent.click(toggle);
    expect(toggle).toHaveAccessibleName('Show Deploy steps');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(region).toHaveAttribute('data-state', 'closed');
    expect(content).toHaveAttribute('data-state', 'closed');
    expect(content).not.toBeVisible();
    // The footer stays outside the collapsible content.
    expect(screen.getByText('Footer')).toBeVisible();
  });

  it('follows `collapsed` when controlled and only asks through onCollapsedChange', () => {
    const onCollapsedChange = vi.fn();
    const { rerender } = render(<Frame collapsed={false} onCollapsedChange={onCollapsedChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Hide Deploy steps' }));
    expect(onCollapsedChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('region')).toHaveAttribute('data-state', 'open');
    rerender(<Frame collapsed onCollapsedChange={onCollapsedChange} />);
    expect(screen.getByRole('region')).toHaveAttribute('data-state', 'closed');
  });

  it('starts collapsed with defaultCollapsed, and a trigger can stand alone (a status bar)', () => {
    render(
      <PlanFrame defaultCollapsed slotPrefix="status-plan">
        <PlanFrameTitle trigger={false}>Build</PlanFrameTitle>
        <PlanFrameTrigger />
        <PlanFrameContent>Rows</PlanFrameContent>
      </PlanFrame>,
    );
    const toggle = screen.getByRole('button', { name: 'Show Build steps' });
    expect(toggle).toHaveAttribute('data-slot', 'status-plan-toggle');
    expect(screen.getByRole('heading', { name: 'Build' })).not.toContainElement(toggle);
    fireEvent.click(toggle);
    expect(screen.getByText('Rows')).toBeVisible();
  });

  it('shows a calm empty state: no "0/0", no empty bar, no status', () => {
    render(
      <PlanFrame>
        <PlanFrameHeader>
          <PlanFrameTitle>Empty</PlanFrameTitle>
          <PlanFrameCount completed={0} total={0} />
          <PlanFrameStatus completed={0} total={0} />
          <PlanFrameProgress completed={0} total={0} />
        </PlanFrameHeader>
      </PlanFrame>,
    );
    const header = screen.getByRole('heading', { name: 'Empty' }).parentElement!;
    expect(header.querySelector('[data-slot="progress"]')).toBeNull();
    expect(header).not.toHaveTextContent('0/0');
    expect(header.children).toHaveLength(1);
  });

  it('forwards refs to every part', () => {
    const refs = { root: createRef<HTMLElement>(), header: createRef<HTMLDivElement>(), title: createRef<HTMLHeadingElement>() };
    const more = { content: createRef<HTMLDivElement>(), footer: createRef<HTMLDivElement>(), trigger: createRef<HTMLButtonElement>() };
    const counts = { count: createRef<HTMLSpanElement>(), progress: createRef<HTMLDivElement>(), item: createRef<HTMLLIElement>() };
    render(
      <PlanFrame ref={refs.root}>
        <PlanFrameHeader ref={refs.header}>
          <PlanFrameTitle ref={refs.title} trigger={false}>T</PlanFrameTitle>
          <PlanFrameTrigger ref={more.trigger} />
          <PlanFrameCount ref={counts.count} completed={1} total={2} />
          <PlanFrameProgress ref={counts.progress} completed={1} total={2} />
        </PlanFrameHeader>
        <PlanFrameContent ref={more.content}>
          <ol>
            <PlanItem ref={counts.item} entry={{ key: 'k1', content: 'A', priority: 'high', status: 'pending' }} />
          </ol>
        </PlanFrameContent>
        <PlanFrameFooter ref={more.footer}>F</PlanFrameFooter>
      </PlanFrame>,
    );
    expect(refs.root.current?.tagName).toBe('SECTION');
    expect(refs.header.current).toHaveAttribute('data-slot', 'plan-frame-header');
    expect(refs.title.current?.tagName).toBe('H3');
    expect(more.trigger.current?.tagName).toBe('BUTTON');
    expect(more.content.current).toHaveAttribute('data-slot', 'plan-frame-body');
    expect(more.footer.current).toHaveAttribute('data-slot', 'plan-frame-footer');
    expect(counts.count.current).toHaveTextContent('1/2');
    expect(counts.progress.current).toHaveAttribute('role', 'progressbar');
    expect(counts.item.current).toHaveAttribute('data-status', 'pending');
  });

  it('names the part used outside its root', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<PlanFrameHeader />)).toThrow('<PlanFrameHeader> must be used inside <PlanFrame>');
    expect(() => render(<PlanFrameTrigger />)).toThrow('<PlanFrameTrigger> must be used inside <PlanFrame>');
    vi.mocked(console.error).mockRestore();
  });
});

describe('item parts', () => {
  it('draw the status icon with the status in words, the text as inline markdown, and the elapsed time', () => {
    render(
      <ol>
        <PlanItem entry={{ key: 'k1', content: 'Run **tests**', priority: 'high', status: 'in_progress' }}>
          <PlanItemStatus status="in_progress" />
          <PlanItemText content="Run **tests**" />
          <PlanItemElapsed startedAt={1_000} completedAt={66_000} />
        </PlanItem>
      </ol>,
    );
    const row = screen.getByRole('listitem');
    expect(row).toHaveAttribute('aria-current', 'step');
    expect(row).toHaveTextContent('In progress: Run tests');
    expect(row.querySelector('strong')).toHaveTextContent('tests');
    expect(row.querySelector('time')).toHaveAttribute('datetime', 'PT65S');
    expect(row.querySelector('time')).toHaveTextContent('1 min 5 s');
  });

  it('say the priority once: by the badge itself, or with the status when the badge is told not to', () => {
    const entry = { key: 'k1', content: 'Run tests', priority: 'high', status: 'pending' };
    const { rerender } = render(
      <ol>
        <PlanItem entry={entry}>
          <PlanItemStatus status="pending" />
          <PlanItemText content="Run tests" />
          <PlanItemPriority priority="high" />
        </PlanItem>
      </ol>,
    );
    const row = screen.getByRole('listitem');
    expect(row).toHaveTextContent(/^Pending: Run testsHigh, High priority$/);
    expect(within(row).getByText('High')).toHaveAttribute('aria-hidden', 'true');
    rerender(
      <ol>
        <PlanItem entry={entry}>
          <PlanItemStatus status="pending" also="High priority" />
          <PlanItemText content="Run tests" />
          <PlanItemPriority priority="high" said={false} />
        </PlanItem>
      </ol>,
    );
    expect(row).toHaveTextContent(/^Pending, High priority: Run testsHigh$/);
    const badge = row.querySelector('[data-slot="plan-entry-priority"]')!;
    expect(badge).toHaveAttribute('aria-hidden', 'true');
    expect(badge.children).toHaveLength(0);
  });

  it('show a custom status as a badge after an empty icon, saying the words that follow it', () => {
    render(
      <ol>
        <PlanItem entry={{ key: 'k1', content: 'Wait for CI', priority: 'high', status: 'blocked' }}>
          <PlanItemStatus status="blocked" also="High priority" />
          <PlanItemText content="Wait for CI" />
        </PlanItem>
      </ol>,
    );
    const row = screen.getByRole('listitem');
    expect(row.querySelector('[data-slot="plan-entry-icon"]')).toHaveAttribute('data-status-icon', 'unknown');
    expect(row.querySelector('[data-slot="plan-entry-icon"]')).toHaveAttribute('aria-hidden', 'true');
    expect(row.querySelector('[data-slot="plan-entry-status"]')).toHaveAttribute('data-visible');
    expect(row).toHaveTextContent(/^blocked, High priority: Wait for CI$/);
  });
});

/** A host's own list, from the headless hooks only: its own markup, our behaviour. */
function HostList({ entries }: { entries: readonly PlanListEntryInput[] }) {
  const { collapsed, setCollapsed, progress, listRef, nextKey, labels, announcement, ...state } = usePlanListState({ entries, title: 'Build' });
  return (
    <div>
      <button type="button" onClick={() => setCollapsed(!collapsed)}>
        {collapsed ? 'Open' : 'Close'}
      </button>
      <span data-testid="count">{`${progress.completed} of ${progress.total}`}</span>
      <ol ref={listRef} aria-label="Build steps" hidden={collapsed}>
        {state.entries.map((entry) => (
          <HostRow key={entry.key} entry={entry} isNext={entry.key === nextKey} labels={labels} />
        ))}
      </ol>
      <LiveRegion message={announcement} />
    </div>
  );
}

function HostRow({ entry, isNext, labels }: { entry: Parameters<typeof usePlanEntryRow>[0]; isNext: boolean; labels: Parameters<typeof usePlanEntryRow>[1]['labels'] }) {
  const { rowProps, statusText } = usePlanEntryRow(entry, { isNext, labels });
  return (
    <li {...rowProps} className="host-row">
      <b>{statusText}</b> {entry.content}
    </li>
  );
}

describe('headless hooks: a host-rendered list', () => {
  it('keeps our keys, the DOM contract, the roving tab stop with arrow keys, collapse and announcements', () => {
    vi.useFakeTimers();
    try {
      const first: PlanListEntryInput[] = [
        { content: 'Lint', priority: 'medium', status: 'completed' },
        { content: 'Test', priority: 'medium', status: 'in_progress' },
        { content: 'Ship', priority: 'medium', status: 'pending' },
      ];
      function Host() {
        const [entries, setEntries] = useState(first);
        return (
          <>
            <button type="button" onClick={() => setEntries(entries.map((entry, i) => ({ ...entry, status: i < 2 ? 'completed' : 'in_progress' })))}>
              Advance
            </button>
            <HostList entries={entries} />
          </>
        );
      }
      render(<Host />);
      const list = screen.getByRole('list', { name: 'Build steps' });
      const rows = within(list).getAllByRole('listitem');
      const keys = rows.map((row) => row.dataset.key);
      expect(rows.map((row) => row.dataset.status)).toEqual(['completed', 'in_progress', 'pending']);
      expect(rows[1]).toHaveAttribute('aria-current', 'step');
      expect(screen.getByTestId('count')).toHaveTextContent('1 of 3');
      // The roving tab stop: the current row, then arrow keys move it.
      act(() => void vi.runOnlyPendingTimers());
      expect(rows[1]).toHaveAttribute('tabindex', '0');
      rows[1]!.focus();
      fireEvent.keyDown(rows[1]!, { key: 'ArrowDown' });
      expect(rows[2]).toHaveFocus();
      expect(rows[2]).toHaveAttribute('tabindex', '0');
      // An update keeps every key, and is announced.
      fireEvent.click(screen.getByRole('button', { name: 'Advance' }));
      const after = within(list).getAllByRole('listitem');
      expect(after.map((row) => row.dataset.key)).toEqual(keys);
      expect(after[2]).toHaveAttribute('aria-current', 'step');
      act(() => void vi.advanceTimersByTime(1000));
      expect(screen.getByRole('status')).toHaveTextContent('Completed: Test');
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(list).not.toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });
});
