// Work per frame bounded by what a commit adds (issue 20, "Deliver": no task past ~50 ms). Every task's status words
// are a visually hidden span with `position: absolute`, a paint layer of its own. Without a positioned ancestor
// those layers hang off the page's root: a 1 MB task list puts 10,000 of them there, and every frame of its
// progressive mount laid out, painted and hit-tested all of them (bench/README.md, "Style and layout per frame").
// The theme makes every markdown block a positioned stacking context, so the layers are the block's and a block
// that did not change is reused whole. Layout is the browser's, so this runs in Chromium; it asserts the structure
// (which element the hidden spans are positioned in), not a time.
import '../src/styles.css';
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkdownPlan } from '../src/components/MarkdownPlan';
import { PlanList } from '../src/components/PlanList';
import { PlanStaleNote } from '../src/history';

const DOCUMENT = [
  '# Release',
  '',
  '- [x] Cut the branch',
  '- [ ] Write the notes[^1]',
  '',
  'Then the tag.',
  '',
  '1. Build',
  '2. Publish',
  '',
  '- [ ] Announce',
  '',
  '[^1]: With the migration steps.',
].join('\n');

/** The elements absolutely positioned inside `root` (the visually hidden texts, among others). */
function positionedInside(root: Element): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('*')].filter((element) => getComputedStyle(element).position === 'absolute');
}

/** The elements of `root` that clip what overflows them, a paint layer each (a row's status icon clips its words). */
function clippingInside(root: Element): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('*')].filter((element) => ['hidden', 'clip'].includes(getComputedStyle(element).overflow));
}

describe('paint layers stay inside the part that draws them', () => {
  it('makes every markdown block (and the footnotes) a positioned stacking context that holds its hidden texts', async () => {
    const { container } = render(<MarkdownPlan content={DOCUMENT} motion="reduced" streaming={false} />);
    await waitFor(() => expect(container.querySelector('[data-slot="markdown-footnotes"]')).not.toBeNull());
    const blocks = [...container.querySelectorAll<HTMLElement>('[data-slot="markdown-block"], [data-slot="markdown-footnotes"]')];
    expect(blocks.length).toBeGreaterThanOrEqual(4);
    for (const block of blocks) {
      const style = getComputedStyle(block);
      expect(style.position).toBe('relative');
      expect(style.isolation).toBe('isolate');
    }
    const hidden = positionedInside(container.querySelector('[data-slot="markdown-plan-document"]')!);
    // One status text per task at least (three tasks, one in each of two lists).
    expect(hidden.length).toBeGreaterThanOrEqual(3);
    for (const element of hidden) {
      // Positioned in its own block: not in the page's root (`document.body` was their offset parent).
      expect(element.offsetParent).toBe(element.closest('[data-slot="markdown-block"], [data-slot="markdown-footnotes"]'));
    }
  });

  it('keeps the hidden texts and clipped status words of a <PlanList> row inside the row', async () => {
    const entries = [
      { content: 'Cut the branch', status: 'completed', priority: 'high' },
      { content: 'Write the notes', status: 'in_progress', priority: 'medium' },
      { content: 'Announce', status: 'pending', priority: 'low' },
    ] as const;
    const { container } = render(<PlanList entries={entries.map((entry) => ({ ...entry }))} motion="reduced" />);
    await waitFor(() => expect(container.querySelectorAll('[data-slot="plan-entry"]')).toHaveLength(3));
    const items = container.querySelector('[data-slot="plan-list-items"]')!;
    // A row's status words are its icon's element, which clips them (statusIcon.css): one per row.
    const hidden = [...positionedInside(items), ...clippingInside(items)].filter((element) => element.closest('[data-slot="plan-entry"]'));
    expect(hidden.filter((element) => element.matches('[data-status-icon]'))).toHaveLength(3);
    for (const element of hidden) {
      const row = element.closest<HTMLElement>('[data-slot="plan-entry"]')!;
      expect(element.offsetParent).toBe(row);
      expect(getComputedStyle(row).isolation).toBe('isolate');
    }
  });
});

/** A plain two-row <PlanList>, its second row in progress, without the stale note; `view(true)` adds it. */
function renderStalePlan(motion: 'auto' | 'reduced') {
  const entries = [
    { content: 'Cut the branch', status: 'completed', priority: 'high' },
    { content: 'Write the notes', status: 'in_progress', priority: 'medium' },
  ] as const;
  const turnEnded = { stopReason: 'cancelled', unfinished: 1, at: 0 };
  const view = (note: boolean) => (
    <PlanList entries={entries.map((entry) => ({ ...entry }))} motion={motion} footer={note ? <PlanStaleNote turnEnded={turnEnded} /> : undefined} />
  );
  return { view, ...render(view(false)) };
}

describe('the stale look of a plain <PlanList> with <PlanStaleNote> in its footer', () => {
  // Its :has() looks only at the footer (css-has-scope.test.ts says why); it must still find the note there.
  it('stops the current row looking active while the note is shown, and only then', async () => {
    const { view, container, rerender } = renderStalePlan('reduced');
    const current = () => container.querySelector<HTMLElement>('[data-slot="plan-entry"][data-current]')!;
    await waitFor(() => expect(current()).not.toBeNull());
    const activeBackground = getComputedStyle(current()).backgroundColor;
    expect(activeBackground).not.toBe('rgba(0, 0, 0, 0)');
    rerender(view(true));
    await waitFor(() => expect(container.querySelector('[data-slot="plan-stale"]')).not.toBeNull());
    expect(getComputedStyle(current()).backgroundColor).toBe('rgba(0, 0, 0, 0)');
    // The icon's ring (its colour is --acp-plan-icon-color, drawn by ::before) goes muted, like the note.
    const icon = current().querySelector('[data-status-icon]')!;
    expect(getComputedStyle(icon, '::before').boxShadow).toContain(getComputedStyle(container.querySelector('[data-slot="plan-stale"]')!).color);
    rerender(view(false));
    await waitFor(() => expect(container.querySelector('[data-slot="plan-stale"]')).toBeNull());
    expect(getComputedStyle(current()).backgroundColor).toBe(activeBackground);
  });

  it("stops the current row's status icon pulsing while the note is shown (the pulse is on the icon's ::after)", async () => {
    const { view, container, rerender } = renderStalePlan('auto');
    const pulse = () => getComputedStyle(container.querySelector('[data-slot="plan-entry"][data-current] > [data-status-icon]')!, '::after').animationName;
    await waitFor(() => expect(pulse()).toBe('acp-plan-entry-pulse'));
    rerender(view(true));
    await waitFor(() => expect(container.querySelector('[data-slot="plan-stale"]')).not.toBeNull());
    expect(pulse()).toBe('none');
  });
});
