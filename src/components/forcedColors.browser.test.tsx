// Forced colours (Windows high contrast), emulated in Chromium: the progress bar stays visible (a Highlight fill
// on a CanvasText-bordered track), and the current step keeps a cue of its own (a Highlight start bar on current
// rows and markdown tasks only; the other rows' bars are the canvas, not CanvasText); priority badges keep an
// outline (a border: forced colours drop their background and ring); the approval's primary option keeps the
// system's selected colours, unlike the other options.
import '../styles.css';
import { render } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlanApproval } from '../approval';
import type { PermissionRequestState } from '../approval/types';
import { MarkdownPlan } from './MarkdownPlan';
import { PlanList } from './PlanList';

const ENTRIES = [
  { content: 'Read the test', priority: 'medium', status: 'completed' },
  { content: 'Fix the tokenizer', priority: 'medium', status: 'in_progress' },
  { content: 'Ship it', priority: 'medium', status: 'pending' },
];

interface BrowserContext {
  cdp: () => { send: (method: string, params: unknown) => Promise<unknown> };
}

async function emulate(forcedColors: 'active' | 'none') {
  // Imported by a specifier TypeScript does not follow (the cast is stripped before Vite sees a plain
  // 'vitest/browser'): its types add browser matchers that clash with jest-dom's in every other test file.
  const { cdp } = (await import('vitest/browser' as string)) as BrowserContext;
  await cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'forced-colors', value: forcedColors }] });
}

/** Resolves a system colour the way the page sees it now. */
function systemColor(name: string): string {
  const probe = document.createElement('span');
  probe.style.color = name;
  document.body.append(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value;
}

const style = (element: Element) => getComputedStyle(element);

describe.each(['light', 'dark'])('forced colours (%s theme)', (theme) => {
  beforeAll(async () => {
    document.documentElement.dataset.theme = theme;
    await emulate('active');
  });
  afterAll(async () => {
    await emulate('none');
    delete document.documentElement.dataset.theme;
  });

  it('is in effect', () => {
    expect(matchMedia('(forced-colors: active)').matches).toBe(true);
  });

  it('keeps the progress fill visible against its track', () => {
    const { container } = render(<PlanList entries={ENTRIES} />);
    const track = container.querySelector('[data-slot="progress"]')!;
    const fill = container.querySelector('[data-slot="progress-fill"]')!;
    expect(style(fill).backgroundColor).toBe(systemColor('Highlight'));
    expect(style(fill).backgroundColor).not.toBe(style(track).backgroundColor);
    expect(style(track).borderTopStyle).toBe('solid');
    expect(style(track).borderTopColor).toBe(systemColor('CanvasText'));
  });

  it('marks only the current row with a Highlight bar; the others have none to see', () => {
    const { container } = render(<PlanList entries={ENTRIES} />);
    const [done, current, pending] = container.querySelectorAll('[data-slot="plan-entry"]');
    const canvas = systemColor('Canvas');
    expect(style(current!).borderInlineStartColor).toBe(systemColor('Highlight'));
    expect(style(done!).borderInlineStartColor).toBe(canvas);
    expect(style(pending!).borderInlineStartColor).toBe(canvas);
    expect(style(current!).borderInlineStartColor).not.toBe(style(pending!).borderInlineStartColor);
  });

  it('marks the current markdown task the same way', () => {
    const { container } = render(<MarkdownPlan content={'- [x] One\n- [ ] Two\n- [ ] Three\n'} />);
    const [done, current, open] = container.querySelectorAll('[data-slot="task-item"]');
    expect(current).toHaveAttribute('aria-current', 'step');
    expect(style(current!).borderInlineStartColor).toBe(systemColor('Highlight'));
    expect(style(done!).borderInlineStartColor).toBe(systemColor('Canvas'));
    expect(style(open!).borderInlineStartColor).toBe(systemColor('Canvas'));
  });

  it('keeps an outline on priority badges, thicker for high priority', () => {
    const entries = [
      { content: 'Urgent', priority: 'high', status: 'pending' },
      { content: 'Later', priority: 'low', status: 'pending' },
    ];
    const { container } = render(<PlanList entries={entries} />);
    const [high, low] = container.querySelectorAll('[data-slot="plan-entry-priority"]');
    for (const badge of [high!, low!]) {
      expect(style(badge).borderTopStyle).toBe('solid');
      expect(style(badge).borderTopColor).toBe(systemColor('CanvasText'));
    }
    expect(parseFloat(style(high!).borderTopWidth)).toBeGreaterThan(parseFloat(style(low!).borderTopWidth));
  });

  it("draws the approval's primary option in the selected colours, unlike the others", () => {
    const request: PermissionRequestState = {
      id: 'p1',
      sessionId: 's',
      planId: 'p',
      question: 'Implement this plan?',
      toolCallId: 't',
      options: [
        { optionId: 'yes', name: 'Yes', kind: 'allow_once' },
        { optionId: 'no', name: 'No', kind: 'reject_once' },
      ],
      status: 'pending',
      requestedAt: 0,
    };
    const { container } = render(<PlanApproval request={request} onAnswer={() => {}} />);
    const primary = container.querySelector('[data-slot="plan-approval-option"][data-primary]')!;
    const other = container.querySelector('[data-slot="plan-approval-option"]:not([data-primary])')!;
    expect(style(primary).backgroundColor).toBe(systemColor('Highlight'));
    expect(style(primary).color).toBe(systemColor('HighlightText'));
    expect(style(other).backgroundColor).not.toBe(style(primary).backgroundColor);
  });
});
