// The status icons the stylesheet draws (statusIcon.css) on the element that holds the status in words: checked in
// Chromium against <PlanStatusIcon>'s SVG, drawn at 64px side by side, pixel by pixel; and the words stay in the
// element (screen readers read them) but are drawn nowhere in sight.
import '../styles.css';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlanItemStatus } from './PlanFrame/PlanItemStatus';
import { PlanStatusIcon } from './PlanList/PlanStatusIcon';
import { PlanList } from './PlanList';

const SIZE = 64;
const KINDS = ['pending', 'in_progress', 'completed', 'cancelled', 'unknown'] as const;

interface BrowserContext {
  cdp: () => { send: (method: string, params: unknown) => Promise<{ data: string }> };
}

/** The page's pixels under `element` (device pixels at scale 1), as RGBA. */
async function pixels(element: Element): Promise<Uint8ClampedArray> {
  const { cdp } = (await import('vitest/browser' as string)) as BrowserContext;
  const box = element.getBoundingClientRect();
  const { data } = await cdp().send('Page.captureScreenshot', {
    format: 'png',
    clip: { x: box.left + window.scrollX, y: box.top + window.scrollY, width: SIZE, height: SIZE, scale: 1 },
  });
  const image = new Image();
  image.src = `data:image/png;base64,${data}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = SIZE;
  canvas.height = SIZE;
  const context = canvas.getContext('2d')!;
  context.drawImage(image, 0, 0, SIZE, SIZE);
  return context.getImageData(0, 0, SIZE, SIZE).data;
}

/** How much ink each pixel holds (0 = the white page, 1 = black), from its darkest channel. */
function ink(rgba: Uint8ClampedArray): number[] {
  const values: number[] = [];
  for (let index = 0; index < rgba.length; index += 4) values.push(1 - Math.min(rgba[index]!, rgba[index + 1]!, rgba[index + 2]!) / 255);
  return values;
}

describe('status icons drawn by the stylesheet', () => {
  it.each(KINDS)('draws %s as <PlanStatusIcon> does', async (kind) => {
    const { container } = render(
      <div style={{ display: 'flex', gap: 16, padding: 16, background: '#fff', color: '#000', '--acp-plan-icon-size': `${SIZE}px`, '--acp-plan-muted-fg': '#000', '--acp-plan-accent': '#000', '--acp-plan-success': '#000', '--acp-plan-bg': '#fff' } as React.CSSProperties}>
        <span data-testid="css">
          <PlanItemStatus status={kind} />
        </span>
        <PlanStatusIcon status={kind} width={SIZE} height={SIZE} data-testid="svg" />
      </div>,
    );
    const drawn = container.querySelector('[data-testid="css"] [data-status-icon]')!;
    expect(drawn).toHaveAttribute('data-status-icon', kind);
    const css = ink(await pixels(drawn));
    const svg = ink(await pixels(container.querySelector('[data-testid="svg"]')!));
    const total = svg.reduce((sum, value) => sum + value, 0);
    const difference = css.reduce((sum, value, index) => sum + Math.abs(value - svg[index]!), 0);
    // The same shapes: as much ink, in the same places (edges anti-alias a little differently; a missing mark, such as
    // the check or the half disc, is an eighth or more of the ink and of the difference).
    expect(css.reduce((sum, value) => sum + value, 0) / total).toBeGreaterThan(0.8);
    expect(css.reduce((sum, value) => sum + value, 0) / total).toBeLessThan(1.2);
    // Inside the ring (the marks), measured alone: a dash or half disc missing is most of this ink.
    const inner = (values: number[]) => values.filter((_, index) => Math.hypot((index % SIZE) - SIZE / 2 + 0.5, Math.floor(index / SIZE) - SIZE / 2 + 0.5) < SIZE * 0.3);
    const innerSvg = inner(svg);
    const innerTotal = innerSvg.reduce((sum, value) => sum + value, 0);
    const innerDifference = inner(css).reduce((sum, value, index) => sum + Math.abs(value - innerSvg[index]!), 0);
    if (kind !== 'pending') expect(innerDifference / innerTotal).toBeLessThan(0.3);
    // Measured: 2-8% apart. The unknown status's dashed ring dashes differently (a CSS dashed border against the
    // SVG's dash array, 37% apart), so it is held to the same amount of ink only.
    expect(difference / total).toBeLessThan(kind === 'unknown' ? 0.45 : 0.12);
  });

  it('keeps the words in the element, for screen readers, drawn below it where they are clipped away', () => {
    const { container } = render(
      <PlanList
        entries={[
          { content: 'Fix the tokenizer', priority: 'high', status: 'in_progress' },
          { content: 'Ship it', priority: 'low', status: 'pending' },
        ]}
      />,
    );
    const status = container.querySelector('[data-slot="plan-entry"] [data-slot="plan-entry-status"]')!;
    expect(status).toHaveTextContent('In progress, High priority:');
    const box = status.getBoundingClientRect();
    expect(box.width).toBe(16);
    expect(box.height).toBe(16);
    const words = document.createRange();
    words.selectNodeContents(status);
    const text = [...words.getClientRects()].filter((rect) => rect.width > 0);
    expect(text.length).toBeGreaterThan(0);
    for (const rect of text) expect(rect.top).toBeGreaterThanOrEqual(box.bottom);
    expect(getComputedStyle(status).overflow).toBe('clip');
  });

  it('cannot be scrolled to show its words in place of the icon (a screen reader or find-in-page scrolling them into view)', () => {
    const { container } = render(<PlanList entries={[{ content: 'Fix the tokenizer', priority: '', status: 'completed' }]} />);
    const status = container.querySelector<HTMLElement>('[data-slot="plan-entry"] [data-slot="plan-entry-status"]')!;
    status.scrollTop = 17;
    status.scrollLeft = 17;
    expect([status.scrollTop, status.scrollLeft]).toEqual([0, 0]);
  });
});

describe('status words in the accessibility tree', () => {
  it('exposes each row status, with its priority, as text Chromium does not ignore', async () => {
    const { cdp } = (await import('vitest/browser' as string)) as {
      cdp: () => { send: (method: string, params?: unknown) => Promise<never> };
    };
    type AXNode = { ignored: boolean; role?: { value: string }; name?: { value: string } };
    type FrameTree = { frame: { id: string }; childFrames?: FrameTree[] };
    render(
      <PlanList
        entries={[
          { content: 'Read the test', priority: 'high', status: 'completed' },
          { content: 'Fix the tokenizer', priority: 'high', status: 'in_progress' },
          { content: 'Ship it', priority: 'low', status: 'pending' },
        ]}
      />,
    );
    await cdp().send('Accessibility.enable');
    // Vitest runs the test in an iframe: read the tree of every frame.
    const { frameTree } = (await cdp().send('Page.getFrameTree')) as { frameTree: FrameTree };
    const frames: string[] = [];
    const walk = (tree: FrameTree) => {
      frames.push(tree.frame.id);
      tree.childFrames?.forEach(walk);
    };
    walk(frameTree);
    const texts: string[] = [];
    for (const frameId of frames) {
      const { nodes } = (await cdp().send('Accessibility.getFullAXTree', { frameId })) as { nodes: AXNode[] };
      texts.push(...nodes.filter((node) => !node.ignored && node.role?.value === 'StaticText').map((node) => node.name?.value ?? ''));
    }
    // Chromium trims the trailing space of each text.
    for (const said of ['Completed, High priority:', 'In progress, High priority:', 'Pending, Low priority:']) expect(texts).toContain(said);
    // The badges only show the priority: their text is hidden from the tree.
    expect(texts).not.toContain('High');
  });
});
