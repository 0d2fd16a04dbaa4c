import { useMemo } from 'react';
import { endsInOpenFence } from './fences';
import { findHeadings, nestHeadingLevels } from './nestHeadings';
import { usePresenceList } from '../shared/usePresence';
import { MarkdownBlockContent } from './MarkdownBlock';
import type { MarkdownRenderer } from './MarkdownBlock';
import { splitMarkdownBlocks } from './splitMarkdownBlocks';
import type { MarkdownBlock } from './splitMarkdownBlocks';
import { stabilizeStreamingTail } from './stabilizeStreamingTail';

/** Props of the block list of a markdown plan. */
export interface MarkdownDocumentProps {
  readonly content: string;
  /** Apply the streaming tail rule to the last block (see stabilizeStreamingTail). */
  readonly streaming: boolean;
  /** Document lines of the current tasks. */
  readonly currentLines: readonly number[];
  readonly renderer: MarkdownRenderer;
  readonly reducedMotion: boolean;
}


function getBlockKey(block: MarkdownBlock): string {
  return block.key;
}

function countNewlines(text: string): number {
  let count = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) count++;
  return count;
}

interface BlockLines {
  readonly currentLines: string;
  readonly headingLevels: string;
}

const NO_LINES: BlockLines = { currentLines: '', headingLevels: '' };

/** Hands each block the current-task lines and heading levels inside it, as plain strings `memo` can compare. */
function assignLinesToBlocks(
  blocks: readonly MarkdownBlock[],
  currentLines: readonly number[],
  headingLevels: ReadonlyMap<number, number>,
): Map<MarkdownBlock, BlockLines> {
  const headings = [...headingLevels];
  const result = new Map<MarkdownBlock, BlockLines>();
  // Both lists are in document order, like the blocks: one pass over each.
  let task = 0;
  let heading = 0;
  for (const block of blocks) {
    const lastLine = block.startLine + countNewlines(block.text);
    const current: number[] = [];
    const levels: string[] = [];
    while (task < currentLines.length && currentLines[task]! <= lastLine) {
      if (currentLines[task]! >= block.startLine) current.push(currentLines[task]!);
      task++;
    }
    while (heading < headings.length && headings[heading]![0] <= lastLine) {
      const [line, level] = headings[heading]!;
      if (line >= block.startLine) levels.push(`${line}:${level}`);
      heading++;
    }
    result.set(block, { currentLines: current.join(','), headingLevels: levels.join(',') });
  }
  return result;
}

/**
 * The document of a markdown plan as a list of independently parsed blocks (`data-slot="markdown-block"`).
 * Blocks added after the first render enter with `data-presence="entering"` (CSS animates them; nothing moves
 * under reduced motion); blocks already shown keep their elements. While streaming, the last block carries
 * `data-streaming-tail`, which the stylesheet gives a one-line minimum height, so a tail that is held back
 * entirely (see stabilizeStreamingTail) does not collapse and re-open the layout.
 */
export function MarkdownDocument({ content, streaming, currentLines, renderer, reducedMotion }: MarkdownDocumentProps) {
  const { blocks, definitions } = useMemo(() => splitMarkdownBlocks(content), [content]);
  const headingLevels = useMemo(
    () => nestHeadingLevels(findHeadings(content), renderer.titleLevel),
    [content, renderer.titleLevel],
  );
  const lineProps = useMemo(() => assignLinesToBlocks(blocks, currentLines, headingLevels), [blocks, currentLines, headingLevels]);
  const presence = usePresenceList(blocks, getBlockKey, { reducedMotion });
  const lastKey = blocks.length > 0 ? blocks[blocks.length - 1]!.key : undefined;

  return (
    <>
      {presence.map(({ key, item: block, presence: phase, ref }) => {
        const isTail = streaming && key === lastKey;
        let source = isTail ? stabilizeStreamingTail(block.text) : block.text;
        if (definitions !== '' && source.includes('[') && !endsInOpenFence(source)) source = `${source}\n\n${definitions}`;
        // An exiting block is no longer in `blocks`: it keeps no current task and its headings' fallback levels.
        const lines = lineProps.get(block) ?? NO_LINES;
        return (
          <div
            key={key}
            ref={ref}
            data-slot="markdown-block"
            data-presence={phase === 'present' ? undefined : phase}
            data-streaming-tail={isTail ? '' : undefined}
          >
            <MarkdownBlockContent
              source={source}
              lineOffset={block.startLine}
              currentLines={lines.currentLines}
              headingLevels={lines.headingLevels}
              renderer={renderer}
            />
          </div>
        );
      })}
    </>
  );
}
