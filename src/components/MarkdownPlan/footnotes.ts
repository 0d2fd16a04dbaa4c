// Footnotes without a whole-document parse. remark-gfm renders a footnote reference only when its definition is
// in the same parse, numbers references by their order in that parse, and drops definitions nobody references.
// MarkdownPlan parses block by block, so it resolves footnotes in a cheap pass of its own instead:
//  - each block that references a defined footnote gets a stub definition per label appended (its reference
//    then parses as a reference and renders as a link; the stubs are dropped after the parse, so no section is
//    built for them: remarkWithoutFootnoteDefinitions), and
//    the number its reference shows is the document-wide one (order of first reference), set by the same plugin;
//  - the definitions are parsed once, together, in a footnotes section after the last block.
// Appending a snapshot re-parses the blocks that changed, plus the section only when a definition changed.
// Which labels are defined is read from the whole text by a native search (`definedFootnoteLabels`), so a
// document analysed over several commits (useAnalysedLength) numbers its references the same from the first
// commit on; each block's references are read once per block object (the splitter keeps closed blocks).

import { useMemo } from 'react';
import type { MarkdownBlock } from './splitMarkdownBlocks';

const DEFINITION_LABEL = /^ {0,3}\[\^([^\]\s]+)\]:/;
const REFERENCE = /\[\^([^\]\s]+)\](?!:)/g;

/** How footnotes render across the blocks of one document. */
export interface FootnotePlan {
  /** The source of the footnotes section (referenced definitions, in reference order), or `''`. */
  readonly section: string;
  /** What a block needs to render its references: stub definitions to append, and numbers (see `blockFootnotes`). */
  readonly forBlock: (block: MarkdownBlock) => BlockFootnotes;
  /**
   * The section and, per label, the key of the block with its first reference: two plans with the same signature
   * answer `forBlock` the same for every block (a block's references are numbered from these alone), so a view
   * can keep the older plan, and the blocks it rendered with it stay as they are.
   */
  readonly signature: string;
}

/** A block's footnote references: stubs to append to its source, and `numbers` for rehypePlanTasks. */
export interface BlockFootnotes {
  /** Stub definitions (`[^a]: a`, one per line) for the labels the block references, or `''`. */
  readonly stubs: string;
  /** JSON of `[label, number, first]` per referenced label (`first`: this block holds the first reference). */
  readonly numbers: string;
}

/** Characters that end a footnote label (or make it no label): `]` and white space. */
const LABEL_END = '] \t\n\r\f\v';

const NONE: BlockFootnotes = { stubs: '', numbers: '' };

/** micromark matches labels case-insensitively; ids use the lower-cased label. */
const normalize = (label: string) => label.toLowerCase();

/** The labels `text` references, in order, each once. */
function referencedLabels(text: string): string[] {
  if (!text.includes('[^')) return [];
  return [...new Set([...text.matchAll(REFERENCE)].map((match) => normalize(match[1]!)))];
}

const labelsOfBlock = new WeakMap<MarkdownBlock, string[]>();
/** `referencedLabels` of a block's text, read once per block object. */
function blockLabels(block: MarkdownBlock): string[] {
  let labels = labelsOfBlock.get(block);
  if (!labels) labelsOfBlock.set(block, (labels = referencedLabels(block.text)));
  return labels;
}

/**
 * The (normalised) labels of the footnote definitions in `text`: lines that start (after up to 3 spaces) with
 * `[^label]:`. Found with `indexOf`, so its cost is a native search plus a few steps per `[^` in the text. It
 * does not know fenced code: a definition line inside a code block counts too (its references then link to a
 * note that shows the label), which only a hostile document would notice.
 */
export function definedFootnoteLabels(text: string, from = 0, labels = new Set<string>()): Set<string> {
  for (let at = text.indexOf('[^', from); at !== -1; at = text.indexOf('[^', at + 2)) {
    let lineStart = at;
    while (lineStart > 0 && at - lineStart < 3 && text[lineStart - 1] === ' ') lineStart--;
    if (lineStart > 0 && text[lineStart - 1] !== '\n') continue;
    let end = at + 2;
    while (end < text.length && !LABEL_END.includes(text[end]!)) end++;
    if (end > at + 2 && text[end] === ']' && text[end + 1] === ':') labels.add(normalize(text.slice(at + 2, end)));
  }
  return labels;
}

/** The last text `footnoteLabelsOf` searched (its whole lines) and what it found there. */
let lastSearch: readonly [prefix: string, labels: ReadonlySet<string>] = ['', new Set()];

/**
 * `definedFootnoteLabels(content)`, for a streamed document searching only what was appended since the last
 * search (its whole lines).
 */
function footnoteLabelsOf(content: string): ReadonlySet<string> {
  if (!content.includes('[^')) return new Set<string>();
  const [prefix, known] = lastSearch;
  const from = content.startsWith(prefix) ? prefix.length : 0;
  const whole = content.lastIndexOf('\n') + 1;
  const labels = definedFootnoteLabels(content.slice(0, whole), from, new Set(from === 0 ? [] : known));
  if (whole > 0) lastSearch = [content.slice(0, whole), new Set(labels)];
  return definedFootnoteLabels(content, whole, labels);
}

/** The footnote labels `content` defines (`footnoteLabelsOf`), a new set only when `content` changes. */
export function useDefinedFootnoteLabels(content: string): ReadonlySet<string> {
  return useMemo(() => footnoteLabelsOf(content), [content]);
}

/**
 * Plans the footnotes of a document from its blocks and footnote definition blocks (see splitMarkdownBlocks),
 * given the labels the whole document defines (`definedFootnoteLabels`; the blocks may be the analysed part only).
 */
export function planFootnotes(blocks: readonly MarkdownBlock[], definitions: readonly string[], defined: ReadonlySet<string>): FootnotePlan {
  if (defined.size === 0) return { section: '', forBlock: () => NONE, signature: '' };
  const byLabel = new Map<string, string>();
  for (const definition of definitions) {
    const label = normalize(DEFINITION_LABEL.exec(definition)![1]!);
    // The first definition of a label wins, as in micromark.
    if (!byLabel.has(label)) byLabel.set(label, definition);
  }
  const numbers = new Map<string, { number: number; firstBlock: string }>();
  for (const block of blocks) {
    for (const label of blockLabels(block)) {
      if (defined.has(label) && !numbers.has(label)) numbers.set(label, { number: numbers.size + 1, firstBlock: block.key });
    }
  }
  const ordered = [...numbers.keys()];
  // One line of references in document order makes remark-gfm number the section as the blocks do.
  const section =
    ordered.length === 0
      ? ''
      : `${ordered.map((label) => `[^${label}]`).join(' ')}\n\n${ordered.map((label) => byLabel.get(label) ?? `[^${label}]: ${label}`).join('\n\n')}`;
  return {
    section,
    signature: `${section}\n${ordered.map((label) => numbers.get(label)!.firstBlock).join()}`,
    forBlock: (block) => {
      // Numbered labels only: a block leaving the document (its exit animation) may cite one no longer numbered.
      const labels = blockLabels(block).filter((label) => numbers.has(label));
      if (labels.length === 0) return NONE;
      return {
        stubs: labels.map((label) => `[^${label}]: ${label}`).join('\n'),
        numbers: JSON.stringify(labels.map((label) => [label, numbers.get(label)!.number, numbers.get(label)!.firstBlock === block.key])),
      };
    },
  };
}
