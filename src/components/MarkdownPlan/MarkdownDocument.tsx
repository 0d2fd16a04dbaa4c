import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { endsInOpenFence } from './fences';
import { closestSection } from '../shared/moveFocus';
import { keyOf, usePresenceList } from '../shared/usePresence';
import { MarkdownBlockContent } from './MarkdownBlock';
import type { MarkdownRenderer } from './MarkdownBlock';
import { nestHeadingLevel } from './markdownPlugins';
import { splitMarkdownBlocks } from './splitMarkdownBlocks';
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

/**
 * The document of a markdown plan as a list of independently parsed blocks (`data-slot="markdown-block"`).
 * Blocks added after the first render enter with `data-presence="entering"` (CSS animates them; nothing moves
 * under reduced motion); blocks already shown keep their elements. While streaming, the last block carries
 * `data-streaming-tail`, which the stylesheet gives a one-line minimum height, so a tail that is held back
 * entirely (see stabilizeStreamingTail) does not collapse and re-open the layout.
 *
 * Each block gets plain values `memo` can compare: the lines of its current tasks, and the level of the last
 * heading before it, which its own headings nest below (headings nest across blocks, see `nestHeadingLevel`).
 */
export function MarkdownDocument({ content, streaming, currentLines, renderer, reducedMotion }: MarkdownDocumentProps) {
  const { blocks, definitions } = useMemo(() => splitMarkdownBlocks(content), [content]);
  const presence = usePresenceList(blocks, keyOf, { reducedMotion, focusTarget: closestSection });
  const lastKey = blocks[blocks.length - 1]?.key;
  const { titleLevel } = renderer;
  const elements: ReactNode[] = [];
  let headingLevel = titleLevel;
  for (const { key, item: block, presence: phase, ref } of presence) {
    const isTail = streaming && key === lastKey;
    let source = isTail ? stabilizeStreamingTail(block.text) : block.text;
    if (definitions !== '' && source.includes('[') && !endsInOpenFence(source)) source = `${source}\n\n${definitions}`;
    // An exiting block is no longer in the document: it has no current task and moves no later heading.
    const present = phase !== 'exiting';
    elements.push(
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
          currentLines={present ? currentLines.filter((line) => line >= block.startLine && line <= block.endLine).join() : ''}
          headingLevel={headingLevel}
          renderer={renderer}
        />
      </div>,
    );
    if (present) for (const level of block.headings) headingLevel = nestHeadingLevel(level, titleLevel, headingLevel);
  }
  return <>{elements}</>;
}
