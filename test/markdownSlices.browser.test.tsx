// A document too big for one commit is shown over several (useProgressiveBlocks, useAnalysedLength), and each of
// those renders is a transition: React renders it in slices of ~5 ms and lets the browser run other tasks between
// blocks (issue 20). Before, each was an ordinary update, rendered in one task however long its blocks took to
// parse: on a slow or busy machine the commit's estimated budget was tasks of 100-200 ms. Counted in Chromium with
// React's real scheduler: how many blocks are parsed between two turns of another task.
import { render, waitFor } from '@testing-library/react';
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

describe('a document shown over several commits', () => {
  // Short blocks: all analysed at once, then shown a commit's budget at a time (useProgressiveBlocks). Longer
  // ones: 66 kB, analysed 32 kB at a time (useAnalysedLength), and each analysed part shows its first blocks.
  it.each([
    ['short blocks', ''],
    ['a document analysed over several commits', ` ${'and more words '.repeat(20)}`],
  ])('%s: parses its later blocks in slices other tasks run between, not a commit of blocks in one task', async (_, padding) => {
    const BLOCKS = 200;
    const content = Array.from({ length: BLOCKS }, (_, index) => `Step ${index}${padding} and [its notes](https://example.com/${index}).`).join('\n\n');
    const events: string[] = [];
    // The host's URL transform runs once per link as a block is parsed: here it makes each parse take 2 ms.
    const slowTransform = (url: string) => {
      const end = performance.now() + 2;
      while (performance.now() < end);
      events.push('parse');
      return url;
    };
    const { container } = render(<MarkdownPlan content={content} urlTransform={slowTransform} streaming={false} motion="reduced" />);
    const first = container.querySelectorAll('[data-slot="markdown-block"]').length;
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(BLOCKS);
    events.length = 0;
    const stop = startTicking(() => events.push('tick'));
    try {
      await waitFor(() => expect(container.querySelectorAll('[data-slot="markdown-block"]')).toHaveLength(BLOCKS), { timeout: 30_000 });
    } finally {
      stop();
    }
    const runs = parsesBetweenTicks(events);
    expect(runs.reduce((sum, run) => sum + run, 0)).toBeGreaterThanOrEqual(BLOCKS - first);
    // ~5 ms slices of 2 ms parses: 3 a slice, a few more if a tick waits behind React's next slice. In one task per
    // commit, a commit's budget of these blocks (~40) would be parsed with no tick between.
    expect(Math.max(...runs)).toBeLessThanOrEqual(8);
  }, 60_000);
});
