import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFixture } from '../../../test/fixtures';
import { PlanStoreProvider } from '../../react/PlanStoreProvider';
import { createPlanStore } from '../../store/createPlanStore';
import { createUrlTransform } from '../shared/safeUrl';
import { MarkdownPlan } from './MarkdownPlan';
import { withStableIds } from './stableIds.testing';

/** A markdown task's text (its status is an icon and words before it, no checkbox). */
const TASK_TEXT = { selector: '[data-slot="task-text"]' };

/** The item of the task whose text (code and emphasis included) is `text`. */
function taskItem(text: string): HTMLLIElement {
  const found = [...document.querySelectorAll('[data-slot="task-text"]')].find((element) => element.textContent === text);
  if (!found) throw new Error(`no task ${text}`);
  return found.closest('li')!;
}

const PLAN = `# Plan: add rate limiting

1. **Measure** current request rates per client.
2. Choose a token-bucket limit per API key.

## Tasks

- [x] Add a \`RateLimiter\` middleware
- [ ] Store buckets in Redis with a TTL
- [ ] Return \`429\` with a \`Retry-After\` header

| endpoint | limit |
|---|---|
| \`/search\` | 20/s |

\`\`\`ts
limit('/search', 20);
\`\`\`

See [the design](https://example.com/design).
`;

afterEach(() => {
  vi.useRealTimers();
});

function blocks(container: HTMLElement) {
  return [...container.querySelectorAll<HTMLElement>('[data-slot="markdown-block"]')];
}

describe('<MarkdownPlan> rendering', () => {
  it('renders GFM in a section named by its heading, document headings nested below it', () => {
    const { container } = render(<MarkdownPlan content={PLAN} title="Rate limiting" />);
    const section = screen.getByRole('region', { name: 'Rate limiting' });
    expect(section).toHaveAttribute('data-slot', 'markdown-plan');
    // h3 by default, as every plan's title (headingLevel).
    expect(screen.getByRole('heading', { level: 3, name: 'Rate limiting' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Plan: add rate limiting' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 5, name: 'Tasks' })).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveTextContent('/search');
    expect(container.querySelector('pre code')).toHaveTextContent("limit('/search', 20);");
    expect(within(section).getAllByRole('list')).toHaveLength(2);
  });

  it('nests a document that starts at ## or skips levels directly below the title', () => {
    render(<MarkdownPlan title="Plan" content={'## Approach\n\n#### Detail\n\n# Summary'} headingLevel={2} />);
    expect(screen.getByRole('heading', { name: 'Approach' })).toHaveProperty('tagName', 'H3');
    expect(screen.getByRole('heading', { name: 'Detail' })).toHaveProperty('tagName', 'H4');
    expect(screen.getByRole('heading', { name: 'Summary' })).toHaveProperty('tagName', 'H3');
  });

  it('nests headings across and inside blocks without skipping a level, capped at h6', () => {
    const { rerender } = render(<MarkdownPlan title="Plan" content={'## A\n\n#### B\n\n# C\n\n## D\n\n###### E\n\nF\n===\n###### G'} headingLevel={2} />);
    const tags = () => screen.getAllByRole('heading').slice(1).map((heading) => heading.tagName);
    expect(tags()).toEqual(['H3', 'H4', 'H3', 'H4', 'H5', 'H3', 'H4']);
    rerender(<MarkdownPlan title="Plan" content={'# X\n\n### Y'} headingLevel={6} />);
    expect(tags()).toEqual(['H6', 'H6']);
  });

  it('does not change earlier headings when more are appended', () => {
    vi.useFakeTimers();
    const { rerender } = render(<MarkdownPlan title="Plan" content="## A" headingLevel={2} />);
    const first = screen.getByRole('heading', { name: 'A' });
    rerender(<MarkdownPlan title="Plan" content={'## A\n\n# B'} headingLevel={2} />);
    expect(screen.getByRole('heading', { name: 'A' })).toBe(first);
    expect(first).toHaveProperty('tagName', 'H3');
    expect(screen.getByRole('heading', { name: 'B' })).toHaveProperty('tagName', 'H3');
  });

  it('matches the DOM snapshot of a plan with tasks', () => {
    const { container } = render(<MarkdownPlan content={PLAN} />);
    expect(withStableIds(container.firstElementChild!)).toMatchSnapshot();
  });

  it('shows progress and N/M from the task items, and only when there are some', () => {
    const { container, rerender } = render(<MarkdownPlan content={PLAN} />);
    const bar = screen.getByRole('progressbar', { name: 'Plan: add rate limiting progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '1');
    expect(bar).toHaveAttribute('aria-valuemax', '3');
    expect(container.querySelector('[data-slot="markdown-plan-count"]')).toHaveTextContent('1/3');
    rerender(<MarkdownPlan content={'# Notes\n\n- plain item\n'} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(container.querySelector('[data-slot="markdown-plan-count"]')).toBeNull();
  });

  it("shows each task's status as PlanList's icon plus words, read once, with no form control", () => {
    const { container } = render(<MarkdownPlan content={PLAN} />);
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(container.querySelector('input')).toBeNull();
    const done = taskItem('Add a RateLimiter middleware');
    expect(done).toHaveAttribute('data-checked');
    expect(done).toHaveAttribute('data-status', 'completed');
    expect(done.querySelector('[data-slot="task-status"] svg')).toHaveAttribute('data-status-icon', 'completed');
    expect(done.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(done).toHaveTextContent(/^Completed: Add a RateLimiter middleware$/);
    const current = taskItem('Store buckets in Redis with a TTL');
    expect(current).toHaveTextContent(/^In progress: Store buckets in Redis with a TTL$/);
    expect(current.querySelector('svg')).toHaveAttribute('data-status-icon', 'in_progress');
    const open = taskItem('Return 429 with a Retry-After header');
    expect(open).toHaveTextContent(/^Pending: /);
    expect(open.querySelector('svg')).toHaveAttribute('data-status-icon', 'pending');
  });

  it('marks tasks in loose and nested lists, each by its own status', () => {
    render(<MarkdownPlan content={'- [ ] Outer task\n  - [x] Inner task\n\n- [ ] Loose task\n\n  with a second paragraph\n'} />);
    expect(screen.getByText('Outer task', TASK_TEXT).closest('li')).not.toHaveAttribute('data-checked');
    expect(screen.getByText('Inner task', TASK_TEXT).closest('li')).toHaveAttribute('data-status', 'completed');
    expect(screen.getByText('Loose task', TASK_TEXT)).toBeInTheDocument();
  });

  it('highlights the first unchecked task after the last checked one', () => {
    render(<MarkdownPlan content={PLAN} />);
    const current = screen.getByText('Store buckets in Redis with a TTL', TASK_TEXT).closest('li')!;
    expect(current).toHaveAttribute('aria-current', 'step');
    expect(current).toHaveAttribute('data-current');
    expect(document.querySelectorAll('[aria-current]')).toHaveLength(1);
  });

  it('highlights tasks the text marks as in progress instead', () => {
    render(<MarkdownPlan content={'- [x] one\n- [ ] two\n- [ ] ⏳ three\n'} />);
    const marked = screen.getByText('⏳ three', TASK_TEXT).closest('li');
    expect(marked).toHaveAttribute('aria-current', 'step');
    expect(document.querySelectorAll('[aria-current="step"]')).toHaveLength(1);
  });

  it('marks a plan whose tasks are all checked as complete, with no current task', () => {
    const { container } = render(<MarkdownPlan content={'- [x] a\n- [X] b\n'} />);
    expect(container.querySelector('[data-slot="markdown-plan"]')).toHaveAttribute('data-complete');
    expect(container.querySelector('[aria-current]')).toBeNull();
  });

  it('shows an empty state and survives non-string content', () => {
    const { rerender } = render(<MarkdownPlan content="" />);
    expect(screen.getByText('No plan content yet')).toBeInTheDocument();
    rerender(<MarkdownPlan content={42 as unknown as string} labels={{ empty: 'Nothing yet' }} />);
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
  });

  it('passes HTML props through after its own and allows overriding labels', () => {
    const { container } = render(
      <MarkdownPlan
        content={PLAN}
        className="mine"
        style={{ maxWidth: 300 }}
        data-testid="plan"
        id="plan-1"
        headingLevel={3}
        labels={{ progressValue: (done, all) => `${done} von ${all} erledigt`, count: (done, all) => `${done} von ${all}` }}
      />,
    );
    const section = screen.getByTestId('plan');
    expect(section).toHaveClass('mine');
    expect(section).toHaveAttribute('id', 'plan-1');
    expect(section.style.maxWidth).toBe('300px');
    // No title: the document's first heading is the title (h3), not repeated in the body.
    expect(screen.getByRole('heading', { level: 3, name: 'Plan: add rate limiting' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 4, name: 'Plan: add rate limiting' })).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Plan: add rate limiting progress' })).toHaveAttribute('aria-valuetext', '1 von 3 erledigt');
    expect(container.querySelector('[data-slot="markdown-plan-count"]')).toHaveTextContent('1 von 3');
  });
});

describe('<MarkdownPlan> links and images', () => {
  it('opens links in a new tab without opener or referrer by default', () => {
    render(<MarkdownPlan content={PLAN} />);
    const link = screen.getByRole('link', { name: 'the design' });
    expect(link).toHaveAttribute('href', 'https://example.com/design');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('routes link clicks through onLinkClick and prevents the navigation', () => {
    const onLinkClick = vi.fn();
    render(<MarkdownPlan content={PLAN} onLinkClick={onLinkClick} />);
    const link = screen.getByRole('link', { name: 'the design' });
    expect(link).not.toHaveAttribute('target');
    const notPrevented = fireEvent.click(link);
    expect(notPrevented).toBe(false);
    expect(onLinkClick).toHaveBeenCalledWith('https://example.com/design', expect.objectContaining({ type: 'click' }));
  });

  it('uses a custom URL transform', () => {
    render(
      <MarkdownPlan
        content={'[file](vscode://file/src/a.ts) and [web](https://example.com)'}
        urlTransform={createUrlTransform({ allowedProtocols: ['vscode:'] })}
      />,
    );
    expect(screen.getByRole('link', { name: 'file' })).toHaveAttribute('href', 'vscode://file/src/a.ts');
    expect(screen.queryByRole('link', { name: 'web' })).toBeNull();
    expect(screen.getByText('web')).toHaveAttribute('data-unsafe');
  });

  it('resolves a reference link defined in another block, and shows none of the definitions in a block left open', () => {
    // Each block is parsed alone, with the document's link definitions appended to it. A block that ends inside
    // fenced code or an HTML block a blank line does not end (a comment never closed) would take them in as its text.
    const definition = '[docs]: https://example.com/docs';
    for (const open of ['<!-- a note [never] closed', '<?php [never] closed', '```\ncode [never] closed']) {
      const { container, unmount } = render(<MarkdownPlan content={`${definition}\n\nSee [docs].\n\n${open}`} streaming={false} />);
      expect(screen.getByRole('link', { name: 'docs' })).toHaveAttribute('href', 'https://example.com/docs');
      expect(container.textContent, open).not.toContain('example.com');
      unmount();
    }
    // Left open inside a quote or a list item, it is closed by the unindented definitions after a blank line: the
    // reference in the same block resolves.
    for (const open of ['> See [docs].\n> <!-- x', '- See [docs].\n  <!-- x', '> See [docs].\n> ```\n> code']) {
      const { container, unmount } = render(<MarkdownPlan content={`${definition}\n\n${open}`} streaming={false} />);
      expect(screen.getByRole('link', { name: 'docs' }), open).toHaveAttribute('href', 'https://example.com/docs');
      expect(container.textContent, open).not.toContain('example.com');
      unmount();
    }
  });

  it('shows no definitions in a streaming last block whose closing line is held back', () => {
    // The comment's `-->` is on a last line that looks like a table row: held back while streaming, so the block as
    // shown ends inside the comment, although the text does not.
    const content = '[docs]: https://example.com/docs\n\nSee [docs].\n\n<!-- a note [y]\n| -->';
    const { container } = render(<MarkdownPlan content={content} streaming />);
    expect(screen.getByRole('link', { name: 'docs' })).toHaveAttribute('href', 'https://example.com/docs');
    expect(container.textContent).not.toContain('example.com');
    expect(container.textContent).toContain('<!-- a note [y]');
  });

  it('does not load images unless allowed, showing the alt text and URL instead', () => {
    const content = '![build chart](https://tracker.example/pixel.png) ![logo](https://cdn.example/logo.svg)';
    const { container, rerender } = render(<MarkdownPlan content={content} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('[Image not loaded: build chart] https://tracker.example/pixel.png');

    rerender(<MarkdownPlan content={content} allowImages={(url) => url.startsWith('https://cdn.example/')} />);
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'logo' })).toHaveAttribute('referrerpolicy', 'no-referrer');

    rerender(<MarkdownPlan content={content} allowImages />);
    expect(container.querySelectorAll('img')).toHaveLength(2);
  });
});

describe('<MarkdownPlan> title', () => {
  it('leaves the first heading out of the body when it is the title, so the title shows once', async () => {
    render(<MarkdownPlan title="Strategy" content={'## Strategy\n\nMove state out.\n\n- [ ] Extract the store'} />);
    const region = screen.getByRole('region', { name: 'Strategy' });
    expect(within(region).getAllByText('Strategy')).toHaveLength(1);
    expect(await within(region).findByText('Move state out.')).toBeInTheDocument();
    expect(within(region).getByRole('heading', { name: 'Strategy' })).toHaveAttribute('data-slot', 'markdown-plan-heading');
  });

  it('takes the first heading as the title without a title prop, and shows it once', async () => {
    render(<MarkdownPlan content={'# Rollout\n\nShip it.\n\n- [ ] Deploy'} />);
    const region = screen.getByRole('region', { name: 'Rollout' });
    expect(within(region).getByRole('heading', { name: 'Rollout' })).toHaveAttribute('data-slot', 'markdown-plan-heading');
    expect(await within(region).findByText('Ship it.')).toBeInTheDocument();
    expect(within(region).getAllByText('Rollout')).toHaveLength(1);
    expect(within(region).queryByText('Plan')).toBeNull();
  });

  it('is titled "Plan" when the document does not start with a heading', () => {
    render(<MarkdownPlan content={'Intro.\n\n# Later heading'} />);
    expect(screen.getByRole('region', { name: 'Plan' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Later heading' })).toBeInTheDocument();
  });

  it('keeps a first heading that is not the title', async () => {
    render(<MarkdownPlan title="Notes" content={'## Strategy\n\nMove state out.'} />);
    expect(await screen.findByRole('heading', { name: 'Strategy' })).toBeInTheDocument();
  });
});

describe('<MarkdownPlan> streaming', () => {
  // A title other than the first heading keeps that heading in the body, whose blocks these tests follow.
  it('keeps the DOM of blocks already shown when a snapshot only appends', () => {
    vi.useFakeTimers();
    const first = '# Rollout\n\nIntro paragraph.\n\n- [ ] one\n';
    const { container, rerender } = render(<MarkdownPlan title="Plan" content={first} />);
    const [heading, intro] = blocks(container);
    const headingElement = heading!.querySelector('h3');
    rerender(<MarkdownPlan title="Plan" content={`${first}- [ ] two\n\nA new paragraph`} />);
    const after = blocks(container);
    expect(after).toHaveLength(4);
    expect(after[0]).toBe(heading);
    expect(after[1]).toBe(intro);
    expect(after[0]!.querySelector('h3')).toBe(headingElement);
    expect(screen.getByText('two', TASK_TEXT)).toBeInTheDocument();
  });

  it('lets only new blocks enter (data-presence="entering"), and none under reduced motion', () => {
    // jsdom runs no animations: give every element one that has not finished, so the entering phase lasts.
    Object.defineProperty(HTMLElement.prototype, 'getAnimations', {
      configurable: true,
      value: () => [{ finished: new Promise(() => {}), currentTime: 0, effect: { getComputedTiming: () => ({ endTime: 200 }) } }],
    });
    try {
      const { container, rerender } = render(<MarkdownPlan title="Plan" content={'# Rollout\n\nIntro'} />);
      expect(container.querySelector('[data-presence]')).toBeNull();
      rerender(<MarkdownPlan title="Plan" content={'# Rollout\n\nIntro, longer\n\nNew block'} />);
      expect(blocks(container).map((block) => block.getAttribute('data-presence'))).toEqual([null, null, 'entering']);

      rerender(<MarkdownPlan title="Plan" content={'# Rollout\n\nIntro, longer\n\nNew block\n\nAnother'} motion="reduced" />);
      expect(blocks(container).map((block) => block.getAttribute('data-presence'))).toEqual([null, null, null, null]);
    } finally {
      delete (HTMLElement.prototype as { getAnimations?: unknown }).getAnimations;
    }
  });

  it('does not re-parse blocks whose text did not change', () => {
    vi.useFakeTimers();
    const first = '# Rollout\n\nIntro **bold**.\n\n- [ ] one';
    const { container, rerender } = render(<MarkdownPlan title="Plan" content={first} />);
    const strong = container.querySelector('strong');
    rerender(<MarkdownPlan title="Plan" content={`${first} and more`} />);
    // Same element object: React did not even re-create it (the block was skipped by memo).
    expect(container.querySelector('strong')).toBe(strong);
  });

  it('holds back a half-written last line while streaming, and shows it exactly once settled', () => {
    vi.useFakeTimers();
    const { container, rerender } = render(<MarkdownPlan title="Plan" content="# Rollout" />);
    rerender(<MarkdownPlan title="Plan" content={'# Rollout\n\n1. **Measure*'} />);
    const section = container.querySelector('[data-slot="markdown-plan"]')!;
    expect(section).toHaveAttribute('data-streaming');
    expect(container).not.toHaveTextContent('Measure');
    const tail = blocks(container)[1]!;
    expect(tail).toHaveAttribute('data-streaming-tail');

    rerender(<MarkdownPlan title="Plan" content={'# Rollout\n\n1. **Measure** rates\n\n| endpoint | limit '} />);
    expect(container.querySelector('strong')).toHaveTextContent('Measure');
    expect(container.querySelector('table')).toBeNull();
    expect(container).not.toHaveTextContent('endpoint');

    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(section).not.toHaveAttribute('data-streaming');
    expect(container.querySelector('[data-streaming-tail]')).toBeNull();
    // Settled: the document is rendered exactly as written, nothing lost.
    expect(container).toHaveTextContent('| endpoint | limit');
  });

  it('decides streaming in render without setting state: one commit per snapshot, one to settle, then none', () => {
    vi.useFakeTimers();
    let commits = 0;
    const ui = (content: string) => (
      <Profiler id="plan" onRender={() => commits++}>
        <MarkdownPlan title="Plan" content={content} />
      </Profiler>
    );
    const { container, rerender } = render(ui('- [ ] one'));
    const section = container.querySelector('[data-slot="markdown-plan"]')!;
    commits = 0;
    rerender(ui('- [ ] one\n- [ ] tw'));
    // The commit that shows the snapshot already applies the streaming rule.
    expect(commits).toBe(1);
    expect(section).toHaveAttribute('data-streaming');
    expect(container.querySelector('[data-streaming-tail]')).not.toBeNull();
    rerender(ui('- [ ] one\n- [ ] two\n- [ ] thr'));
    expect(commits).toBe(2);
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(commits).toBe(2);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(commits).toBe(3);
    expect(section).not.toHaveAttribute('data-streaming');
    expect(container).toHaveTextContent('thr');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(commits).toBe(3);
  });

  it('does not hold back the last line of a finished document when a task above it is ticked', () => {
    vi.useFakeTimers();
    const table = '| endpoint | limit |\n|---|---|\n| /search | 20/s |\n| /upload | 1/s |\n';
    const { container, rerender } = render(<MarkdownPlan content={`- [ ] a\n- [ ] b\n\n${table}`} />);
    rerender(<MarkdownPlan content={`- [x] a\n- [ ] b\n\n${table}`} />);
    expect(container.querySelector('[data-slot="markdown-plan"]')).not.toHaveAttribute('data-streaming');
    expect(container.querySelectorAll('tbody tr')).toHaveLength(2);
    // While it streams, a change above the tail keeps it streaming: the tail may still be half-written.
    rerender(<MarkdownPlan content={`- [x] a\n- [ ] b\n\n${table}| /lo`} />);
    rerender(<MarkdownPlan content={`- [x] a\n- [x] b\n\n${table}| /lo`} />);
    expect(container.querySelector('[data-slot="markdown-plan"]')).toHaveAttribute('data-streaming');
    expect(container).not.toHaveTextContent('/lo');
  });

  it('renders the last line as written at once with streaming={false}', () => {
    const { container, rerender } = render(<MarkdownPlan content="a" streaming={false} />);
    rerender(<MarkdownPlan content={'a\n\nHalf **bold'} streaming={false} />);
    expect(container).toHaveTextContent('Half **bold');
  });

  it('replays markdown-streaming.jsonl through a store: every snapshot renders, the table appears once complete', () => {
    vi.useFakeTimers();
    const store = createPlanStore();
    const { container } = render(
      <PlanStoreProvider store={store}>
        <MarkdownPlan sessionId="sess_md_88e1" planId="plan-mode" />
      </PlanStoreProvider>,
    );
    expect(screen.getByText('No plan content yet')).toBeInTheDocument();
    const seenTables: boolean[] = [];
    let titleBlock: Element | undefined;
    for (const line of readFixture('markdown-streaming')) {
      act(() => {
        expect(store.apply(line).status).toBe('applied');
      });
      titleBlock ??= blocks(container)[0];
      expect(blocks(container)[0]).toBe(titleBlock);
      seenTables.push(container.querySelector('table') !== null);
      act(() => {
        vi.advanceTimersByTime(150);
      });
    }
    // No half table ever: it is absent until its header and delimiter are complete, then stays.
    const firstTable = seenTables.indexOf(true);
    expect(firstTable).toBeGreaterThan(0);
    expect(seenTables.slice(firstTable).every(Boolean)).toBe(true);
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '1');
    expect(bar).toHaveAttribute('aria-valuemax', '4');
    expect(screen.getByText('Store buckets in Redis with a TTL', TASK_TEXT).closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
  });

  it('announces checked tasks and completion politely, not on the first render', () => {
    vi.useFakeTimers();
    const { container, rerender } = render(<MarkdownPlan content={'- [ ] `a`\n- [ ] b\n'} />);
    const region = container.querySelector('[role="status"]')!;
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(region).toHaveTextContent('');
    rerender(<MarkdownPlan content={'- [x] `a`\n- [ ] b\n'} />);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(region).toHaveTextContent('Completed: a.');
    rerender(<MarkdownPlan content={'- [x] `a`\n- [x] b\n'} labels={{ allCompleted: 'Fertig' }} />);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(region).toHaveTextContent('Completed: b. Fertig.');
  });

  it('lists three checked tasks and counts the rest when more are checked at once', () => {
    vi.useFakeTimers();
    const tasks = (checked: boolean) => ['a', 'b', 'c', 'd', 'e'].map((task) => `- [${checked ? 'x' : ' '}] ${task}\n`).join('');
    const { container, rerender } = render(<MarkdownPlan content={`${tasks(false)}- [ ] f\n`} />);
    rerender(<MarkdownPlan content={`${tasks(true)}- [ ] f\n`} />);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(container.querySelector('[role="status"]')!.textContent?.trim()).toBe('Completed: a. Completed: b. Completed: c. And 2 more changes.');
  });

  it('announces nothing for a finished document that arrives whole', () => {
    vi.useFakeTimers();
    const { container, rerender } = render(<MarkdownPlan content="" />);
    rerender(<MarkdownPlan content={'- [x] a\n- [x] b\n'} />);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(container.querySelector('[role="status"]')).toHaveTextContent('');
  });
});

describe('<MarkdownPlan> store binding', () => {
  it('shows the plan from the store and follows its updates', () => {
    const store = createPlanStore();
    const apply = (content: string) =>
      store.apply({ sessionId: 's', update: { sessionUpdate: 'plan_update', plan: { type: 'markdown', planId: 'p', content } } });
    apply('- [ ] a\n- [ ] b\n');
    render(
      <PlanStoreProvider store={store}>
        <MarkdownPlan sessionId="s" planId="p" title="Strategy" />
      </PlanStoreProvider>,
    );
    expect(screen.getByRole('region', { name: 'Strategy' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    act(() => {
      apply('- [x] a\n- [ ] b\n');
    });
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
  });

  it('treats the plan of another session as another document: nothing announced, its last line not held back', () => {
    vi.useFakeTimers();
    const store = createPlanStore();
    const apply = (sessionId: string, content: string) =>
      store.apply({ sessionId, update: { sessionUpdate: 'plan_update', plan: { type: 'markdown', planId: 'p', content } } });
    apply('a', '- [x] Setup\n- [ ] Build\n');
    apply('b', '- [x] Setup\n- [x] Build\n\nSee [the docs](https://example.com)');
    const bound = (sessionId: string) => (
      <PlanStoreProvider store={store}>
        <MarkdownPlan sessionId={sessionId} planId="p" title="Strategy" />
      </PlanStoreProvider>
    );
    const { rerender } = render(bound('a'));
    rerender(bound('b'));
    const section = screen.getByRole('region', { name: 'Strategy' });
    expect(section).not.toHaveAttribute('data-streaming');
    expect(within(section).getByRole('link', { name: 'the docs' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
