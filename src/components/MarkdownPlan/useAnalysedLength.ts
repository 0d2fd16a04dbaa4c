import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useDerivedState } from '../../react/useDerivedState';
import { commonPrefixLength, commonSuffixLength } from './commonText';
import { useSteppedState } from './scheduleStep';

/**
 * Characters of a document's text that one commit may analyse for the first time (split into blocks, scanned
 * for tasks and footnote references): ~32 kB, a few milliseconds of those passes in production React. A
 * document arriving whole (a 1 MB plan, a file) is analysed over several commits, one per task, so no commit
 * makes a pass over all of it; a streamed snapshot that appends less than this is analysed at once.
 */
export const TEXT_PER_COMMIT = 32_768;

/**
 * Characters the first commit analyses, and the first part of a rewrite (an edit changing more than
 * `TEXT_PER_COMMIT`): a quarter of `TEXT_PER_COMMIT`. A mount, or the update that brings an edit, is an ordinary
 * update, rendered in one task (at mount with the page's code still cold), where each later step is a transition
 * (as useProgressiveBlocks' `FIRST_COMMIT_WORK` is; this much prose is a whole step of blocks, `WORK_PER_COMMIT`,
 * of which a mount shows a quarter). A rewrite's changed blocks are parsed in that task: 32 kB of them took 64 ms.
 */
export const FIRST_TEXT = TEXT_PER_COMMIT / 4;

/** The end of the whole line at or after `end` (or the text's end): analysis stops between lines. */
function lineEnd(content: string, end: number): number {
  if (end >= content.length) return content.length;
  const newline = content.indexOf('\n', end);
  return newline === -1 ? content.length : newline + 1;
}

interface Analysed {
  readonly content: string;
  /** How many characters of `content` are analysed (a whole-line prefix, or all of it). */
  readonly length: number;
}

const subscribeToNothing = () => () => {};
const onClient = () => false;
const onServer = () => true;

/** How much of `content` to analyse now, after `state` (what was analysed of the previous text). */
function nextLength(state: Analysed, content: string): number {
  const previous = state.content;
  const complete = state.length === previous.length;
  const analysed = complete ? previous : previous.slice(0, state.length);
  // A native prefix comparison (memcmp), not a pass of ours.
  if (content.startsWith(analysed)) return lineEnd(content, state.length + TEXT_PER_COMMIT);
  // An edit inside the analysed part. Its blocks are split again from the last mark before it, and the blocks
  // after it are taken over (splitMarkdownBlocks), so a small edit (up to TEXT_PER_COMMIT from its first changed
  // character to its last) is analysed at once: to the end when the text was all analysed, else to where the
  // analysed part ends now. (Not FIRST_TEXT: the held blocks of a partial analysis can show a task twice or not at
  // all for a commit where list parts move, and plain `content` counts its progress on the analysed part only.)
  const same = commonPrefixLength(analysed, content);
  const changed = content.length - commonSuffixLength(previous, content, Math.min(previous.length, content.length) - same) - same;
  const end = state.length + content.length - previous.length;
  if (changed <= TEXT_PER_COMMIT) {
    if (complete) return content.length;
    if (end > same && content[end - 1] === '\n') return end;
  }
  // A bigger one is analysed from the edit on, as a new document is: FIRST_TEXT in the update that brings it, then
  // TEXT_PER_COMMIT per commit, in transitions.
  return lineEnd(content, same + FIRST_TEXT);
}

interface AnalysisInput {
  readonly content: string;
  /** Rendering on the server or hydrating: everything is analysed. */
  readonly whole: boolean;
  readonly advanced: Advanced | undefined;
}

/** A timer's step: `length` characters analysed, valid only while `from` is still the committed state. */
interface Advanced {
  readonly from: AnalysedState;
  readonly length: number;
}

interface AnalysedState extends Analysed {
  readonly source: AnalysisInput;
}

/**
 * What is analysed for `input`, after `previous` (the last commit's state): a new text goes on from it
 * (`nextLength`), a timer's step from that very state adds its slice, and once rendered whole (server, hydration)
 * it stays whole (the page shows all of it already).
 */
function deriveAnalysed(previous: AnalysedState | undefined, input: AnalysisInput): AnalysedState {
  const { content, whole, advanced } = input;
  let length: number;
  if (previous === undefined) length = lineEnd(content, FIRST_TEXT);
  else if (advanced?.from === previous && previous.content === content) length = advanced.length;
  else length = previous.content === content ? previous.length : nextLength(previous, content);
  if (whole && length < content.length) length = content.length;
  return { source: input, content, length };
}

/**
 * How many characters of `content` a markdown plan analyses and shows now (see `TEXT_PER_COMMIT`): the first
 * `FIRST_TEXT` (to a line end) at mount, then `TEXT_PER_COMMIT` more per task until the whole text. A new text that
 * starts with the analysed part (a streamed append) goes on from there. An edit before the end (a ticked box,
 * a reworded line) changing up to `TEXT_PER_COMMIT` characters keeps what was analysed (the split redoes about the
 * edited part, see `nextLength`); a bigger rewrite is analysed from the edit on, `FIRST_TEXT` at once, then over
 * several commits (the blocks after the analysed part wait). Server rendering and hydration analyse everything (the server's HTML
 * holds the whole document).
 */
export function useAnalysedLength(content: string): number {
  const whole = useSyncExternalStore(subscribeToNothing, onClient, onServer);
  // The timer's step: one more slice of the text, from the state it saw committed.
  const [advanced, scheduleAdvance] = useSteppedState<Advanced | undefined>(undefined);
  const input = useMemo(() => ({ content, whole, advanced }), [content, whole, advanced]);
  // Derived from the last commit's state in this same render (no state set during render: issue 21).
  const state = useDerivedState(input, deriveAnalysed);
  const { length } = state;
  const more = length < content.length;
  useEffect(() => {
    if (!more) return undefined;
    // A transition, or an ordinary update once React restarts its render (useSteppedState), as useProgressiveBlocks'
    // step: the blocks a new part shows are rendered in slices React can interrupt.
    return scheduleAdvance({ from: state, length: lineEnd(state.content, state.length + TEXT_PER_COMMIT) });
  }, [more, state, scheduleAdvance]);
  return length;
}
