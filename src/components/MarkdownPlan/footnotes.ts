// Footnotes without a whole-document parse. remark-gfm renders a footnote reference only when its definition is
// in the same parse, numbers references by their order in that parse, and drops definitions nobody references.
// MarkdownPlan parses block by block, so it resolves footnotes in a cheap pass of its own instead:
//  - each block that references a defined footnote gets a stub definition per label appended (its reference
//    then renders as a link; the section remark-gfm adds for the stubs is removed by rehypePlanTasks), and
//    the number its reference shows is the document-wide one (order of first reference), set by the same plugin;
//  - the definitions are parsed once, together, in a footnotes section after the last block.
// Appending a snapshot re-parses the blocks that changed, plus the section only when a definition changed.

import type { MarkdownBlock } from './splitMarkdownBlocks';

const DEFINITION_LABEL = /^ {0,3}\[\^([^\]\s]+)\]:/;
const REFERENCE = /\[\^([^\]\s]+)\](?!:)/g;

/** How footnotes render across the blocks of one document. */
export interface FootnotePlan {
  /** The source of the footnotes section (referenced definitions, in reference order), or `''`. */
  readonly section: string;
  /** What a block needs to render its references: stub definitions to append, and numbers (see `blockFootnotes`). */
  readonly forBlock: (block: MarkdownBlock) => BlockFootnotes;
}

/** A block's footnote references: stubs to append to its source, and `numbers` for rehypePlanTasks. */
export interface BlockFootnotes {
  /** Stub definitions (`[^a]: a`, one per line) for the labels the block references, or `''`. */
  readonly stubs: string;
  /** JSON of `[label, number, first]` per referenced label (`first`: this block holds the first reference). */
  readonly numbers: string;
}

const NONE: BlockFootnotes = { stubs: '', numbers: '' };

/** micromark matches labels case-insensitively; ids use the lower-cased label. */
const normalize = (label: string) => label.toLowerCase();

/** The labels `text` references, in order, each once. */
function referencedLabels(text: string): string[] {
  if (!text.includes('[^')) return [];
  return [...new Set([...text.matchAll(REFERENCE)].map((match) => normalize(match[1]!)))];
}

/** Plans the footnotes of a document from its blocks and footnote definition blocks (see splitMarkdownBlocks). */
export function planFootnotes(blocks: readonly MarkdownBlock[], definitions: readonly string[]): FootnotePlan {
  if (definitions.length === 0) return { section: '', forBlock: () => NONE };
  const byLabel = new Map<string, string>();
  for (const definition of definitions) {
    const label = normalize(DEFINITION_LABEL.exec(definition)![1]!);
    // The first definition of a label wins, as in micromark.
    if (!byLabel.has(label)) byLabel.set(label, definition);
  }
  const numbers = new Map<string, { number: number; firstBlock: string }>();
  const labelsOf = new Map<string, string[]>();
  for (const block of blocks) {
    const labels = referencedLabels(block.text).filter((label) => byLabel.has(label));
    if (labels.length === 0) continue;
    labelsOf.set(block.key, labels);
    for (const label of labels) if (!numbers.has(label)) numbers.set(label, { number: numbers.size + 1, firstBlock: block.key });
  }
  const ordered = [...numbers.keys()];
  // One line of references in document order makes remark-gfm number the section as the blocks do.
  const section =
    ordered.length === 0
      ? ''
      : `${ordered.map((label) => `[^${label}]`).join(' ')}\n\n${ordered.map((label) => byLabel.get(label)).join('\n\n')}`;
  return {
    section,
    forBlock: (block) => {
      const labels = labelsOf.get(block.key);
      if (!labels) return NONE;
      return {
        stubs: labels.map((label) => `[^${label}]: ${label}`).join('\n'),
        numbers: JSON.stringify(labels.map((label) => [label, numbers.get(label)!.number, numbers.get(label)!.firstBlock === block.key])),
      };
    },
  };
}
