import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useDerivedState } from '../../react/useDerivedState';
import { estimateBlockWork } from './markdownLimits';
import { useSteppedState } from './scheduleStep';
import type { MarkdownBlock } from './splitMarkdownBlocks';

/**
 * Work one commit may add to the page, in the units of `estimateBlockWork` (about one rendered element, or 8
 * characters of text, each). Parsing and rendering cost per element, not per character: a block nested 32 deep
 * renders an element for every two characters, a paragraph one for every forty. 1,000 units are 8,000
 * characters of prose (about 40 ms in production React on a slow laptop) and about 1,000 elements of a deeply
 * nested or markup-dense document. A bigger document is shown over several commits, each rendered as a transition
 * (in slices of a few blocks, one task each; see scheduleStep).
 */
export const WORK_PER_COMMIT = 1_000;

/**
 * Work the first commit of a document that does not fit in one commit may add: a quarter of `WORK_PER_COMMIT`.
 * A mount is an ordinary update, which React renders in one task, where each later step is a transition, rendered
 * in slices between which the page runs; and the first parses of a page run the lazily loaded parser's code cold
 * (a first commit of 1,000 units took 51-59 ms at full speed, ~200 ms with the CPU slowed down 4x).
 */
export const FIRST_COMMIT_WORK = WORK_PER_COMMIT / 4;

// Estimated once per block object (a snapshot's unchanged blocks are new objects, but only the blocks a commit
// may add are estimated).
const workOf = new WeakMap<MarkdownBlock, number>();
function blockWork(block: MarkdownBlock): number {
  let work = workOf.get(block);
  if (work === undefined) workOf.set(block, (work = estimateBlockWork(block.text)));
  return work;
}

const subscribeToNothing = () => () => {};
const onClient = () => false;
const onServer = () => true;

/** What one render shows: how many blocks, and the key of the last of them. */
interface Shown {
  /** The input it was derived from (`useDerivedState`). */
  readonly source: ShownInput;
  readonly count: number;
  readonly key: string | undefined;
}

interface ShownInput {
  readonly blocks: readonly MarkdownBlock[];
  /** Bumped by the timer that shows the next blocks: a new input, so the count goes on from the last commit's. */
  readonly step: number;
  /** Server rendering or hydration: every block is shown (and stays shown after hydration). */
  readonly whole: boolean;
  /** The whole text is analysed: the last block is whole (else it may be cut where the analysis stopped). */
  readonly complete: boolean;
}

/**
 * How many of `blocks` the last commit showed: up to its last block, found by its key (blocks keep their keys when
 * others are inserted or removed before them, see blockKeys.ts), so blocks inserted above do not push a shown
 * block back out of the page (it would leave, then enter again a commit later). By count when that block is gone.
 */
function shownCount(blocks: readonly MarkdownBlock[], { count, key }: Pick<Shown, 'count' | 'key'>): number {
  if (key === undefined || blocks[count - 1]?.key === key) return Math.min(count, blocks.length);
  const index = blocks.findIndex((block) => block.key === key);
  return index === -1 ? Math.min(count, blocks.length) : index + 1;
}

/** The end of the blocks from `shown` up to `limit` that take up to `budget` of work (at least one, if any). */
function fill(blocks: readonly MarkdownBlock[], shown: number, budget: number, limit = blocks.length): number {
  let end = shown;
  for (let work = 0; end < limit && (end === shown || work + blockWork(blocks[end]!) <= budget); end++) work += blockWork(blocks[end]!);
  return end;
}

/**
 * The blocks that may be shown: all, or while the text is not all analysed, all but the last, which may be cut where
 * the analysis stopped (shown, it would be parsed again as the analysis goes on, and a big code block cut short of
 * `MAX_FORMATTED_BLOCK` would turn from formatted to plain text). Blocks shown already stay (see `fill`).
 */
const showable = ({ blocks, complete }: ShownInput) => (complete ? blocks.length : blocks.length - 1);

/**
 * What a render shows: what the last commit showed, plus up to `WORK_PER_COMMIT` of work (at least one block) of the
 * `showable` ones. At mount, the whole document when it fits in that; else up to `FIRST_COMMIT_WORK` (maybe none).
 */
function deriveShown(previous: Shown | undefined, input: ShownInput): Shown {
  const { blocks } = input;
  const limit = showable(input);
  // Everything the server rendered stays: the count hydration commits is the base of the first client render.
  const shown = input.whole ? blocks.length : previous === undefined ? 0 : shownCount(blocks, previous);
  let end = fill(blocks, shown, WORK_PER_COMMIT, limit);
  if (previous === undefined && end < blocks.length) end = fill(blocks, 0, FIRST_COMMIT_WORK, limit);
  return { source: input, count: end, key: blocks[end - 1]?.key };
}

/**
 * How many of `blocks` (of a text analysed whole, or not yet: `complete`) to render now. The first commit shows them
 * all when the text is analysed and they fit in `WORK_PER_COMMIT` of estimated work, else blocks up to
 * `FIRST_COMMIT_WORK` (a formatted block costs at most `MAX_BLOCK_WORK`, see markdownLimits.ts); each following task
 * adds up to `WORK_PER_COMMIT` (at least one block), until all are shown. The last block of a text not all analysed
 * is not shown until the analysis goes past it (`showable`). Appended blocks of a document that is shown whole
 * render at once while they fit in one commit's budget, and so do blocks inserted before the end; a new list of
 * blocks goes on from the blocks the last commit showed. Server rendering and hydration render every block (the server's HTML
 * must hold the whole document, and hydration must match it), and so does a document that fits in one commit,
 * which schedules nothing.
 */
export function useProgressiveBlocks(blocks: readonly MarkdownBlock[], complete: boolean): number {
  const whole = useSyncExternalStore(subscribeToNothing, onClient, onServer);
  const [step, scheduleNext] = useSteppedState(0);
  const input = useMemo(() => ({ blocks, step, whole, complete }), [blocks, step, whole, complete]);
  const { count: end } = useDerivedState(input, deriveShown);
  // The last block of a text not all analysed waits for the analysis (`showable`), which then renders again.
  const more = !whole && end < showable(input);
  useEffect(() => {
    if (!more) return undefined;
    // A transition, or an ordinary update once React restarts its render (useSteppedState).
    return scheduleNext(step + 1);
  }, [more, end, step, scheduleNext]);
  return end;
}
