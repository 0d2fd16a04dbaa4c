// A document too big for one commit is shown over several (useProgressiveBlocks, useAnalysedLength), and each of
// those renders is a transition: React renders it in slices of ~5 ms and lets the browser run other tasks between
// blocks (issue 20). Before, each was an ordinary update, rendered in one task however long its blocks took to
// parse: on a slow or busy machine the commit's estimated budget was tasks of 100-200 ms. A transition's render is
// thrown away when an urgent update anywhere in the root interrupts it, so a step React restarts runs again as an
// ordinary update (scheduleStep). Counted in Chromium with React's real scheduler: blocks parsed between two turns of
// another task, with parses made slow.
import { render, waitFor } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { describe, expect, it } from 'vitest';
import { MarkdownPlan } from '../src/components/MarkdownPlan';

/** Keeps posting itself a message, so it runs between any two tasks of the page until stopped. */
function startTicking(onTick: () => void): () => void {
  const channel = new MessageChannel();
  let ticking = true;
  channel.port1.onmessage = () => {
    onTick();
    if (ticking) channel.port2.postMessage(null);
  };
  channel.port2.postMessage(null);
  return () => {
    ticking = false;
    channel.port1.close();
  };
}

/** Blocks parsed between two ticks, for each stretch between ticks. */
const parsesBetweenTicks = (events: readonly string[]) => events.join(' ').split('tick').map((run) => run.split('parse').length - 1);

const BLOCKS = 200;
const documentOf = (padding: string) => Array.from({ length: BLOCKS }, (_, index) => `Step ${index}${padding} and [its notes](https://example.com/${index}).`).join('\n\n');

/** A URL transform (it runs once per link as a block is parsed) that makes each parse take `ms` and logs it. */
function slowParses(events: string[], ms: number) {
  return (url: string) => {
    const end = performance.now() + ms;
    while (performance.now() < end);
    events.push('parse');
    return url;
  };
}

const blocksIn = (container: HTMLElement) => container.querySelectorAll('[data-slot="markdown-block"]').length;

describe('a document shown over several commits', () => {
  // Short blocks: all analysed at once, then shown a commit at a time (useProgressiveBlocks). Longer ones: 40 kB,
  // analysed 32 kB at a time (useAnalysedLength), and each analysed part shows its first blocks.
  it.each([
    ['short blocks', ''],
    ['a document analysed over several commits', ` ${'and more words '.repeat(10)}`],
  ])('%s: parses its later blocks in slices other tasks run between, not a commit of blocks in one task', async (_, padding) => {
    const events: string[] = [];
    const { container } = render(<MarkdownPlan content={documentOf(padding)} urlTransform={slowParses(events, 3)} streaming={false} motion="reduced" />);
    const first = blocksIn(container);
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(BLOCKS);
    events.length = 0;
    const stop = startTicking(() => events.push('tick'));
    try {
      await waitFor(() => expect(blocksIn(container)).toBe(BLOCKS), { timeout: 30_000 });
    } finally {
      stop();
    }
    const runs = parsesBetweenTicks(events);
    // Each block parsed (a render React restarts may parse a few twice).
    expect(runs.reduce((sum, run) => sum + run, 0)).toBeGreaterThanOrEqual(BLOCKS - first);
    // ~5 ms slices of 3 ms parses: 2 a slice, a few more if a tick waits behind React's next slice. In one task per
    // commit, a commit's budget of these blocks (~40 short ones, or ~23 longer ones) was parsed with no tick between.
    expect(Math.max(...runs)).toBeLessThanOrEqual(8);
  }, 60_000);

  it('keeps showing more while another part of the page updates every 20 ms', async () => {
    // A store another component of the same root reads (another plan streaming): its updates are urgent, and each
    // interrupts a transition's render and throws its parses away. With transitions alone the document took ~21 s
    // to show, parsing its 160 blocks ~4,900 times; a restarted step now runs as an ordinary update.
    let version = 0;
    const listeners = new Set<() => void>();
    const subscribe = (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    };
    function Sibling() {
      const value = useSyncExternalStore(subscribe, () => version);
      return <p data-testid="sibling">{value}</p>;
    }
    const events: string[] = [];
    const { container } = render(
      <>
        <Sibling />
        <MarkdownPlan content={documentOf('')} urlTransform={slowParses(events, 2)} streaming={false} motion="reduced" />
      </>,
    );
    const first = blocksIn(container);
    events.length = 0;
    const timer = setInterval(() => {
      version++;
      for (const listener of listeners) listener();
    }, 20);
    try {
      await waitFor(() => expect(blocksIn(container)).toBe(BLOCKS), { timeout: 30_000 });
    } finally {
      clearInterval(timer);
    }
    expect(version).toBeGreaterThan(0);
    const parses = events.filter((event) => event === 'parse').length;
    expect(parses).toBeGreaterThanOrEqual(BLOCKS - first);
    // A restarted step's thrown-away parses, a few each (~1.3 times the blocks here).
    expect(parses).toBeLessThanOrEqual(2 * (BLOCKS - first));
  }, 60_000);
});
