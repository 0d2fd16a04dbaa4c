import { createContext, useContext, useState, useSyncExternalStore } from 'react';
import { useIsomorphicLayoutEffect } from '../../react/useIsomorphicLayoutEffect';

/** The key of the block being rendered (`MarkdownBlock.key`; the footnotes section has its own). */
export const BlockKeyContext = createContext('');

/**
 * The number a later part of a split ordered list starts at (MarkdownDocument counts it), read by the block's
 * `<ol>` at render: the part is parsed as written, so an item added above renumbers it without parsing it again.
 */
export const ListStartContext = createContext<number | undefined>(undefined);

/**
 * The level the last heading before the block renders at (as far as it changes the block's headings, see
 * MarkdownDocument's `blockHeadingLevel`), read by the block's headings at render: a heading inserted above
 * renests them without parsing the block again (rehypePlanTasks gives each its index in the block).
 */
export const HeadingLevelContext = createContext(6);

interface Block {
  readonly key: string;
  readonly startLine: number;
  readonly endLine: number;
}

/**
 * The document line of each block's first line, by block key, for the few parts that need a task's document line
 * (the step selection's checkbox). Blocks are parsed with their lines counted from their own start, so lines added
 * or removed above a block change none of its props, and it is neither parsed nor re-rendered again. An external
 * store, not a context value: a new context value would make React walk the whole document's tree on every commit
 * of a streamed document to find its readers.
 */
export interface DocumentLines {
  /**
   * The document line of block `key`'s first line (1 for a key it does not know), 0 for a block held with no lines
   * (`startLine > endLine`, blockKeys.ts `keyBlocks`): its tasks give no line.
   */
  lineOf(key: string): number;
  subscribe(listener: () => void): () => void;
}

function createDocumentLines(initial: readonly Block[]): DocumentLines & { set(blocks: readonly Block[]): void } {
  let blocks = initial;
  let lines: Map<string, number> | undefined;
  const listeners = new Set<() => void>();
  return {
    lineOf(key) {
      // Built on the first question after a change only: most documents have no reader.
      lines ??= new Map(blocks.map((block) => [block.key, block.startLine > block.endLine ? 0 : block.startLine]));
      return lines.get(key) ?? 1;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      if (next === blocks) return;
      blocks = next;
      lines = undefined;
      if (listeners.size > 0) for (const listener of listeners) listener();
    },
  };
}

/** The lines of a document's blocks, as a store that stays the same object while `blocks` change. */
export function useDocumentLines(blocks: readonly Block[]): DocumentLines {
  const [store] = useState(() => createDocumentLines(blocks));
  // After the commit, so readers re-render (before paint) only when their block's line moved.
  useIsomorphicLayoutEffect(() => store.set(blocks), [store, blocks]);
  return store;
}

/** `DocumentLines` of the document being rendered. */
export const DocumentLinesContext = createContext<DocumentLines>({ lineOf: () => 1, subscribe: () => () => {} });

/** The document line of the rendering block's first line (0: the block has no lines, see `DocumentLines`). */
export function useBlockDocumentLine(): number {
  const lines = useContext(DocumentLinesContext);
  const key = useContext(BlockKeyContext);
  return useSyncExternalStore(lines.subscribe, () => lines.lineOf(key), () => lines.lineOf(key));
}
