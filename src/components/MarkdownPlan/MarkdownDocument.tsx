import { useMemo } from 'react';
import { endsInOpenFence } from './fences';
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

/**
 * The document of a markdown plan as a list of independently parsed blocks (`data-slot="markdown-block"`).
 * Blocks added after the first render enter with `data-presence="entering"` (CSS animates them; nothing moves
 * under reduced motion); blocks already shown keep their elements. While streaming, the last block carries
 * `data-streaming-tail`, which the stylesheet gives a one-line minimum height, so a tail that is held back
 * entirely (see stabilizeStreamingTail) does not collapse and re-open the layout.
 */
export function MarkdownDocument({ content, streaming, currentLines, renderer, reducedMotion }: MarkdownDocumentProps) {
  const { blocks, definitions } = useMemo(() => splitMarkdownBlocks(content), [content]);
  const presence = usePresenceList(blocks, getBlockKey, { reducedMotion });
  const lastKey = blocks.length > 0 ? blocks[blocks.length - 1]!.key : undefined;

  return (
    <>
      {presence.map(({ key, item: block, presence: phase, ref }) => {
        const isTail = streaming && key === lastKey;
        let source = isTail ? stabilizeStreamingTail(block.text) : block.text;
        if (definitions !== '' && source.includes('[') && !endsInOpenFence(source)) source = `${source}\n\n${definitions}`;
        const lastLine = block.startLine + countNewlines(block.text);
        const current = currentLines.filter((line) => line >= block.startLine && line <= lastLine).join(',');
        return (
          <div
            key={key}
            ref={ref}
            data-slot="markdown-block"
            data-presence={phase === 'present' ? undefined : phase}
            data-streaming-tail={isTail ? '' : undefined}
          >
            <MarkdownBlockContent source={source} lineOffset={block.startLine} currentLines={current} renderer={renderer} />
          </div>
        );
      })}
    </>
  );
}
