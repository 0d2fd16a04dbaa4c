// Containment (issue 20 item 4): nothing a plan shows may widen its panel or the page. Layout is the browser's
// decision, so these run in Chromium: each hostile case is rendered in a fixed-width panel (400 px and 320 px),
// standalone and inside <SessionPlans>, and nothing may reach past the panel's edge.
import '../src/styles.css';
import { render, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { ParsedPlanEntry } from '../src/acp/types';
import { FilePlan } from '../src/components/FilePlan';
import { MarkdownPlan } from '../src/components/MarkdownPlan';
import { PlanList } from '../src/components/PlanList';
import { SessionPlans } from '../src/components/SessionPlans';
import { PlanStoreProvider } from '../src/react/PlanStoreProvider';
import { createPlanStore } from '../src/store/createPlanStore';
import {
  HOSTILE_ENTRIES,
  LONG_CODE_LINE,
  LONG_WORD,
  NESTED_LISTS,
  NESTED_QUOTES,
  RTL_OVERRIDE_STATUS,
  wideTable,
} from './fixtures/hostileLayouts';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
/** Two frames: ResizeObserver callbacks (the overflow marks) run after the first layout. */
const settle = async () => {
  await nextFrame();
  await nextFrame();
};

// A 2,000 px wide image, inline: no network in tests, and `allowImages` + an identity transform let it load.
const WIDE_IMAGE = `![wide](data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="40"><rect width="2000" height="40" fill="teal"/></svg>')})`;

const MARKDOWN_CASES: Record<string, string> = {
  'a 130-character code line': LONG_CODE_LINE,
  'a 120-column table (formatted: just under the column cap)': wideTable(120),
  'a 200-column table': wideTable(200),
  'a 1,000-column table': wideTable(1000),
  '1,000 nested block quotes': NESTED_QUOTES,
  'lists nested 32 deep': NESTED_LISTS,
  'a long unbroken word and URL': LONG_WORD,
  'a 2,000 px image': WIDE_IMAGE,
};

const ITEM_CASES: Record<string, ParsedPlanEntry[]> = {
  'a 4,096-character unknown status': [HOSTILE_ENTRIES[0]!],
  'a 4,096-character unknown priority': [HOSTILE_ENTRIES[1]!, { content: 'other', status: 'pending', priority: 'low' }],
  'a right-to-left override in a status': [HOSTILE_ENTRIES[2]!],
  'a long unbroken word in a task': [HOSTILE_ENTRIES[3]!],
};

const WIDE_TEXT = `${'x'.repeat(130)}\n${'-'.repeat(400)}\nshort line\n`;
const FILE_CASES: Record<string, { uri: string; text: string }> = {
  'a preformatted file with 400-column lines': { uri: 'file:///w/wide.log', text: WIDE_TEXT },
  'a markdown file with a 1,000-column table': { uri: 'file:///w/table.md', text: wideTable(1000) },
  'a markdown file with a code line and a long word': { uri: 'file:///w/code.md', text: `${LONG_CODE_LINE}\n\n${LONG_WORD}` },
};

const identity = (url: string) => url;
const LONG_ID = `plan-${'x'.repeat(495)}`;

type Case = { name: string; standalone: () => ReactElement; session: () => ReactElement };

function sessionWith(plan: Record<string, unknown>, loadFile?: (uri: string) => Promise<string>): ReactElement {
  const store = createPlanStore();
  store.apply({ sessionId: 's', update: { sessionUpdate: 'plan_update', plan } });
  return (
    <PlanStoreProvider store={store}>
      <SessionPlans sessionId="s" motion="reduced" loadFile={loadFile} allowImages urlTransform={identity} />
    </PlanStoreProvider>
  );
}

const CASES: Case[] = [
  ...Object.entries(MARKDOWN_CASES).map(([name, content]) => ({
    name,
    standalone: () => <MarkdownPlan content={content} motion="reduced" streaming={false} allowImages urlTransform={identity} />,
    session: () => sessionWith({ type: 'markdown', planId: 'md', content }),
  })),
  ...Object.entries(ITEM_CASES).map(([name, entries]) => ({
    name,
    standalone: () => <PlanList entries={entries} motion="reduced" />,
    session: () => sessionWith({ type: 'items', planId: 'items', entries }),
  })),
  {
    name: 'a 500-character plan title (the plan id in a session)',
    standalone: () => <PlanList title={LONG_ID} entries={[HOSTILE_ENTRIES[3]!]} motion="reduced" />,
    session: () => sessionWith({ type: 'items', planId: LONG_ID, entries: [HOSTILE_ENTRIES[3]!] }),
  },
  {
    name: 'a 500-character markdown plan title',
    standalone: () => <MarkdownPlan title={LONG_ID} content="- [ ] task" motion="reduced" streaming={false} />,
    session: () => sessionWith({ type: 'markdown', planId: LONG_ID, content: '- [ ] task' }),
  },
  ...Object.entries(FILE_CASES).map(([name, { uri, text }]) => {
    const loadFile = () => Promise.resolve(text);
    return {
      name,
      standalone: () => <FilePlan uri={uri} loadFile={loadFile} motion="reduced" />,
      session: () => sessionWith({ type: 'file', planId: 'file', uri }, loadFile),
    };
  }),
];

/** Renders `element` in a panel `width` px wide and waits until its plan has content. */
async function renderInPanel(element: ReactElement, width: number) {
  const { container } = render(<div style={{ inlineSize: width }}>{element}</div>);
  const panel = container.firstElementChild as HTMLElement;
  await waitFor(() => expect(panel.querySelector('[data-slot="markdown-block"], [data-slot="plan-entry"], [data-slot="file-plan-text"]')).not.toBeNull());
  await settle();
  return panel;
}

/** Nothing in the panel reaches past its edges, and the page does not scroll sideways. */
function expectContained(panel: HTMLElement, width: number) {
  expect(panel.getBoundingClientRect().width).toBe(width);
  expect(panel.scrollWidth).toBeLessThanOrEqual(width);
  const { left, right } = panel.getBoundingClientRect();
  for (const frame of panel.querySelectorAll<HTMLElement>('[data-slot="plan-list"], [data-slot="markdown-plan"], [data-slot="file-plan"]')) {
    const box = frame.getBoundingClientRect();
    expect(box.left).toBeGreaterThanOrEqual(left - 0.5);
    expect(box.right).toBeLessThanOrEqual(right + 0.5);
  }
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/** Every region that scrolls sideways can be reached by keyboard and has a name; the others are no tab stops. */
function expectScrollRegionsFocusable(panel: HTMLElement) {
  for (const element of panel.querySelectorAll<HTMLElement>('*')) {
    const style = getComputedStyle(element);
    const scrolls = /auto|scroll/.test(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
    if (scrolls) {
      expect(element.tabIndex, element.outerHTML.slice(0, 120)).toBe(0);
      expect(element.getAttribute('aria-label') ?? element.getAttribute('aria-labelledby')).toBeTruthy();
    }
  }
}

describe.each([400, 320])('a %i px panel', (width) => {
  describe.each(['standalone', 'session'] as const)('%s', (wrapper) => {
    it.each(CASES.map((c) => [c.name, c] as const))('holds %s', async (_name, testCase) => {
      const panel = await renderInPanel(testCase[wrapper](), width);
      expectContained(panel, width);
      // Marked after layout (a ResizeObserver), so give a heavy table the frame it needs.
      await waitFor(() => expectScrollRegionsFocusable(panel));
    });
  });
});

describe('scroll regions', () => {
  it('makes a wide table and a wide code block focusable, named groups, and leaves narrow ones alone', async () => {
    const content = `${LONG_CODE_LINE}\n\n${wideTable(50)}\n\n\`\`\`\nshort\n\`\`\`\n\n| a | b |\n|---|---|\n| 1 | 2 |\n`;
    const panel = await renderInPanel(<MarkdownPlan content={content} motion="reduced" streaming={false} />, 400);
    const [wideCode, narrowCode] = panel.querySelectorAll<HTMLElement>('[data-slot="markdown-code-block"]');
    const [wideTableRegion, narrowTable] = panel.querySelectorAll<HTMLElement>('[data-slot="markdown-table"]');
    expect(wideCode).toHaveAttribute('tabindex', '0');
    expect(wideCode).toHaveRole('group');
    expect(wideCode).toHaveAccessibleName('Code block');
    expect(wideTableRegion).toHaveAttribute('tabindex', '0');
    expect(wideTableRegion).toHaveAccessibleName('Table');
    for (const narrow of [narrowCode!, narrowTable!]) {
      expect(narrow).not.toHaveAttribute('tabindex');
      expect(narrow).not.toHaveAttribute('role');
    }
  });

  it('stops being a tab stop when the panel grows wide enough, and becomes one again when it narrows', async () => {
    const panel = await renderInPanel(<MarkdownPlan content={wideTable(8)} motion="reduced" streaming={false} />, 300);
    const region = panel.querySelector<HTMLElement>('[data-slot="markdown-table"]')!;
    await waitFor(() => expect(region).toHaveAttribute('tabindex', '0'));
    panel.style.inlineSize = '2000px';
    await waitFor(() => expect(region).not.toHaveAttribute('tabindex'));
    panel.style.inlineSize = '300px';
    await waitFor(() => expect(region).toHaveAttribute('tabindex', '0'));
  });

  it('makes a preformatted file a tab stop only while it overflows', async () => {
    const narrow = await renderInPanel(<FilePlan uri="file:///w/a.txt" loadFile={() => Promise.resolve('short\n')} />, 400);
    expect(narrow.querySelector('[data-slot="file-plan-text"]')).not.toHaveAttribute('tabindex');
    const wide = await renderInPanel(<FilePlan uri="file:///w/b.txt" loadFile={() => Promise.resolve(WIDE_TEXT)} />, 400);
    const text = wide.querySelector<HTMLElement>('[data-slot="file-plan-text"]')!;
    await waitFor(() => expect(text).toHaveAttribute('tabindex', '0'));
    expect(text).toHaveAccessibleName('b.txt');
  });

  it('never makes a short plan list a tab stop, after mount nor after rows enter and leave', async () => {
    const entries = (n: number) => Array.from({ length: n }, (_, i) => ({ content: `Task ${i}`, status: 'pending', priority: 'medium' }));
    const { rerender, container } = render(
      <div style={{ inlineSize: 400 }}>
        <PlanList entries={entries(3)} />
      </div>,
    );
    const list = container.querySelector<HTMLElement>('[data-slot="plan-list-items"]')!;
    await settle();
    expect(list).not.toHaveAttribute('tabindex');
    rerender(
      <div style={{ inlineSize: 400 }}>
        <PlanList entries={entries(5).reverse()} />
      </div>,
    );
    await new Promise((resolve) => setTimeout(resolve, 600));
    await settle();
    expect(list).not.toHaveAttribute('tabindex');
  });
});

describe('badges', () => {
  it('truncates a long unknown status with an ellipsis, the full value in the tooltip and the accessible text', async () => {
    const panel = await renderInPanel(<PlanList entries={[HOSTILE_ENTRIES[0]!]} motion="reduced" />, 320);
    const badge = panel.querySelector<HTMLElement>('[data-slot="plan-entry-status"]')!;
    const row = badge.closest('li')!;
    expect(getComputedStyle(badge).textOverflow).toBe('ellipsis');
    expect(badge.getBoundingClientRect().width).toBeLessThan(row.getBoundingClientRect().width / 2);
    expect(badge).toHaveAttribute('title', 'x'.repeat(4096));
    expect(row.textContent).toContain('x'.repeat(4096));
    // The task's text keeps its room in the row.
    const content = row.querySelector<HTMLElement>('[data-slot="plan-entry-content"]')!;
    expect(content.getBoundingClientRect().width).toBeGreaterThan(80);
  });

  it('never cuts a short badge beside a long task', async () => {
    const panel = await renderInPanel(<PlanList entries={[HOSTILE_ENTRIES[3]!, { content: 'b', status: 'pending', priority: 'high' }]} motion="reduced" />, 320);
    const badge = panel.querySelector<HTMLElement>('[data-slot="plan-entry-priority"][data-priority="low"]')!;
    expect(badge.scrollWidth).toBeLessThanOrEqual(badge.clientWidth);
  });

  it('truncates a long unknown priority the same way', async () => {
    const panel = await renderInPanel(<PlanList entries={ITEM_CASES['a 4,096-character unknown priority']!} motion="reduced" />, 320);
    const badge = panel.querySelector<HTMLElement>('[data-slot="plan-entry-priority"]')!;
    expect(getComputedStyle(badge).textOverflow).toBe('ellipsis');
    expect(badge).toHaveAttribute('title', 'p'.repeat(4096));
    expect(badge.closest('li')!.textContent).toContain('p'.repeat(4096));
  });

  it('shows a right-to-left override in a status as a visible replacement character, never as "completed"', async () => {
    const panel = await renderInPanel(<PlanList entries={ITEM_CASES['a right-to-left override in a status']!} motion="reduced" />, 400);
    const badge = panel.querySelector<HTMLElement>('[data-slot="plan-entry-status"]')!;
    expect(badge.textContent).not.toContain('\u202E');
    expect(badge.textContent).toContain('\uFFFDdetelpmoc');
    expect(RTL_OVERRIDE_STATUS).toContain('\u202E');
    // The raw value stays on the data attribute, for hosts and tests.
    expect(badge.closest('li')).toHaveAttribute('data-status', RTL_OVERRIDE_STATUS);
  });
});
