import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MarkdownPlan } from '../src/components/MarkdownPlan';
import { HOSTILE_MARKDOWN } from '../src/components/MarkdownPlan/hostileMarkdown.fixture';
import { DEFAULT_SETTLE_MS } from '../src/components/MarkdownPlan/useStreamingFlag';
import { parseJsonLines } from '../test/fixtures/jsonl';
import streamingRaw from '../test/fixtures/markdown-streaming.jsonl?raw';
import { FixtureReplay } from './support/FixtureReplay';

/** A markdown task's text (its status is an icon and words before it, no checkbox). */
const TASK_TEXT = { selector: '[data-slot="task-text"]' };

const RATE_LIMITING = `# Plan: add rate limiting

1. **Measure** current request rates per client.
2. Choose a token-bucket limit per API key.

## Tasks

- [x] Add a \`RateLimiter\` middleware
- [ ] Store buckets in Redis with a TTL
- [ ] Return \`429\` with a \`Retry-After\` header
- [ ] Load-test with 10k requests per second

| endpoint | limit |
|---|---|
| \`/search\` | 20/s |
| \`/upload\` | 2/s |

\`\`\`ts
app.use(rateLimiter({ store: redis, perKey: 20 }));
\`\`\`

Background: [token bucket](https://en.wikipedia.org/wiki/Token_bucket).
`;

const meta = {
  title: 'Components/MarkdownPlan',
  component: MarkdownPlan,
  args: { content: RATE_LIMITING },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MarkdownPlan>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plan with task items: progress and N/M in the header, the current task highlighted. */
export const WithTasks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Plan: add rate limiting progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '1');
    await expect(bar).toHaveAttribute('aria-valuemax', '4');
    const current = canvas.getByText('Store buckets in Redis with a TTL', TASK_TEXT).closest('li')!;
    await expect(current).toHaveAttribute('aria-current', 'step');
    // The cue is static: a background that differs from the other items, with no animation needed.
    const other = canvas.getByText((_, element) => element?.matches(TASK_TEXT.selector) === true && element.textContent === 'Return 429 with a Retry-After header').closest('li')!;
    await expect(getComputedStyle(current).backgroundColor).not.toBe(getComputedStyle(other).backgroundColor);
    await expect(canvas.getByRole('table')).toBeVisible();
  },
};

/** A document without task items: no progress header. */
export const WithoutTasks: Story = {
  args: { content: '## Approach\n\nMove state out of the views first, then:\n\n- extract the store\n- replace prop drilling\n' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Approach' })).toBeVisible();
  },
};

/** Every task checked: the bar turns to the success colour and nothing is current. */
export const AllDone: Story = {
  args: { content: '## Strategy\n\n- [x] Map the current data flow\n- [x] Extract the store\n- [x] Replace prop drilling with hooks\n' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('data-complete');
    await expect(canvasElement.querySelector('[aria-current]')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="markdown-plan"]')).toHaveAttribute('data-complete');
  },
};

/** An agent that marks the item it works on ("⏳ …"): that item is current, wherever it is. */
export const InProgressMarker: Story = {
  args: { content: '- [x] Write the migration\n- [ ] ⏳ Backfill the new column\n- [ ] Drop the old column\n' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const marked = canvas.getByText('⏳ Backfill the new column', TASK_TEXT).closest('li');
    await expect(marked).toHaveAttribute('aria-current', 'step');
  },
};

/** No content yet. */
export const Empty: Story = {
  args: { content: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No plan content yet')).toBeVisible();
  },
};

/** Links routed to the host (an IDE opens them itself); the click never navigates. */
export const LinksThroughHost: Story = {
  args: { onLinkClick: fn() },
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'token bucket' });
    await expect(link).not.toHaveAttribute('target');
    await userEvent.click(link);
    await expect(args.onLinkClick).toHaveBeenCalledWith('https://en.wikipedia.org/wiki/Token_bucket', expect.anything());
  },
};

/** Images: not loaded by default (alt text and URL instead), so a plan cannot ping a server. */
export const ImagesBlocked: Story = {
  args: { content: 'Current latency:\n\n![p99 latency chart](https://metrics.example/chart.png?plan=rate-limit)\n' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement).toHaveTextContent('[Image not loaded: p99 latency chart] https://metrics.example/chart.png');
  },
};

/** Images from an allow-listed origin load; others stay text. */
export const ImagesAllowList: Story = {
  args: {
    content: '![local icon](/favicon.svg) ![remote chart](https://metrics.example/chart.png)\n',
    allowImages: (url: string) => url.startsWith('/'),
  },
  play: async ({ canvasElement }) => {
    const images = canvasElement.querySelectorAll('img');
    await expect(images).toHaveLength(1);
    await expect(images[0]).toHaveAttribute('alt', 'local icon');
    await expect(canvasElement).toHaveTextContent('[Image not loaded: remote chart]');
  },
};

/**
 * Hostile markdown: raw HTML (script, `img onerror`, iframe, svg onload), `javascript:` / `data:` / `vbscript:`
 * links, a tracking pixel. Everything shows as text; nothing runs (`window.__pwned` stays unset).
 */
export const HostileMarkdown: Story = {
  args: { content: HOSTILE_MARKDOWN, title: 'Hostile plan' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelectorAll('script, iframe, svg:not([data-slot="plan-entry-icon"]):not([data-part="chevron"]), style, img, object, embed, details')).toHaveLength(0);
    for (const element of canvasElement.querySelectorAll('[href], [src]')) {
      await expect(element.getAttribute('href') ?? element.getAttribute('src')).not.toMatch(/^\s*(javascript|data|vbscript):/i);
    }
    await expect(canvasElement).toHaveTextContent('<script>window.__pwned = true</script>');
    await expect(canvas.getByRole('link', { name: 'safe link' })).toHaveAttribute('href', 'https://example.com/');
    // Give an onerror/onload handler the time it would need to fire, had any element been created.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  },
};

/** Dark theme through `data-theme`. */
export const Dark: Story = {
  decorators: [
    (Story) => (
      <div data-theme="dark" style={{ background: 'var(--acp-plan-bg)', padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('[data-slot="markdown-plan"]')!;
    await expect(getComputedStyle(section).color).toBe('rgb(230, 237, 243)');
  },
};

/** `motion="reduced"`: nothing animates; the current-task cue stays. */
export const ReducedMotion: Story = {
  args: { motion: 'reduced' },
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('[data-slot="markdown-plan"]')!;
    await expect(section).toHaveAttribute('data-motion', 'reduced');
    await expect(canvasElement.querySelector('[aria-current="step"]')).toBeVisible();
    await expect(canvasElement.querySelector('[data-presence]')).toBeNull();
  },
};

/** A ~40 kB plan of 800 tasks: over the ~32 kB from which a document is long. */
const LONG_PLAN = Array.from({ length: 800 }, (_, i) => `- [${i < 300 ? 'x' : ' '}] Step ${i + 1}: migrate \`module-${i + 1}\` to the new API`).join('\n');

/**
 * A long plan (over ~32 kB) in a 600 px panel: blocks out of view are not laid out or drawn until scrolled to
 * (`data-long`, `content-visibility: auto`), yet every task is in the page, for find-in-page and screen readers.
 * Each task's status is one element, the icon drawn by the stylesheet on its words (a short plan draws an SVG).
 */
export const LongDocument: Story = {
  args: { content: LONG_PLAN, title: 'Migration', motion: 'reduced', streaming: false },
  decorators: [
    (Story) => (
      <div style={{ blockSize: 600, overflow: 'auto' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-slot="task-item"]')).toHaveLength(800), { timeout: 10_000 });
    await expect(canvasElement.querySelector('[data-slot="markdown-plan-document"]')).toHaveAttribute('data-long');
    await expect(canvas.getByRole('progressbar', { name: 'Migration progress' })).toHaveAttribute('aria-valuenow', '300');
    // A long document's task status is one element: the stylesheet draws the icon on the words.
    const status = canvasElement.querySelector('[data-slot="task-status"]')!;
    await expect(status).toHaveAttribute('data-status-icon', status.getAttribute('data-status')!);
    await expect(status.querySelector('svg')).toBeNull();
    // The last task is in the page, its block not drawn until scrolled to.
    const last = canvas.getByText('Step 800: migrate', { exact: false, ...TASK_TEXT });
    await waitFor(() => expect(last.checkVisibility({ contentVisibilityAuto: true })).toBe(false));
    last.scrollIntoView();
    await waitFor(() => expect(last.checkVisibility({ contentVisibilityAuto: true })).toBe(true));
  },
};

const streamingLines = parseJsonLines(streamingRaw);

/**
 * A plan streamed as growing snapshots (`markdown-streaming.jsonl`) through a real store. Press Play or Step:
 * blocks already shown stay put, new ones fade in, a half-written table row or `**bold` never flashes.
 */
export const StreamingReplay: Story = {
  args: { content: undefined },
  render: (args) => (
    <FixtureReplay
      lines={streamingLines}
      intervalMs={300}
      render={({ sessionId }) => <MarkdownPlan {...args} sessionId={sessionId} planId="plan-mode" title="Plan mode" />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const step = canvas.getByRole('button', { name: 'Step' });
    await userEvent.click(step);
    const firstBlock = () => canvasElement.querySelector('[data-slot="markdown-block"]');
    await waitFor(() => expect(firstBlock()).not.toBeNull());
    const heading = firstBlock();
    const documentHeight = () => canvasElement.querySelector('[data-slot="markdown-plan-document"]')!.getBoundingClientRect().height;
    let height = documentHeight();
    let tableSeen = false;
    let sawEntering = false;
    for (let line = 2; line <= streamingLines.length; line++) {
      const settled = [...canvasElement.querySelectorAll('[data-slot="markdown-block"]:not([data-presence])')];
      await userEvent.click(step);
      // Blocks already shown never animate again; only new ones enter.
      for (const block of settled) await expect(block).not.toHaveAttribute('data-presence');
      sawEntering ||= canvasElement.querySelector('[data-slot="markdown-block"][data-presence="entering"]') !== null;
      await waitFor(() => expect(canvas.getByTestId('replay-position')).toHaveTextContent(`${line} / ${streamingLines.length}`));
      // The block shown first is the same element all along: never re-mounted.
      await expect(firstBlock()).toBe(heading);
      const table = canvasElement.querySelector('table');
      if (tableSeen) await expect(table).not.toBeNull();
      tableSeen ||= table !== null;
      // Half-written syntax never shows: no literal `**`, no table row rendered as a paragraph.
      const shownText = canvasElement.querySelector('[data-slot="markdown-plan-document"]')!.textContent ?? '';
      await expect(shownText).not.toContain('**');
      const paragraphs = [...canvasElement.querySelectorAll('[data-slot="markdown-block"] p')];
      await expect(paragraphs.filter((p) => p.textContent?.trim().startsWith('|'))).toHaveLength(0);
      // No layout jumping back: the document only ever gets taller while it streams.
      const nextHeight = documentHeight();
      await expect(nextHeight).toBeGreaterThanOrEqual(height - 0.5);
      height = nextHeight;
    }
    await expect(tableSeen).toBe(true);
    await expect(sawEntering).toBe(true);
    const bar = canvas.getByRole('progressbar', { name: 'Plan mode progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '1');
    await expect(bar).toHaveAttribute('aria-valuemax', '4');
    // The flag clears DEFAULT_SETTLE_MS (1 s) after the last snapshot: waitFor's default 1 s timeout would race it.
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="markdown-plan"]')).not.toHaveAttribute('data-streaming'), {
      timeout: DEFAULT_SETTLE_MS + 2000,
    });
  },
};
