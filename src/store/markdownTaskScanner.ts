// The block structure of a markdown document, reduced to what decides which lines are GFM task list items.
// A line-by-line CommonMark block parser (containers first, then the leaf block), without a markdown
// dependency, fast enough to rescan a growing document on every streamed snapshot. Where CommonMark
// implementations differ it follows micromark, the parser under remark-gfm / react-markdown, so the count
// matches the checkboxes the MarkdownPlan component renders (test/store-markdown-tasks.test.ts compares the
// two on generated documents). Not modelled: HTML blocks, tables, link reference definitions.
//
// Each line's tabs are first expanded to spaces (to the next multiple of 4 columns), and every container the
// line continues is cut off its front, so what is left of the line starts at the innermost container's content
// column and a tab partly taken by a container leaves the rest of its width as spaces, as CommonMark wants.
// What that rest IS (a list marker, a fence, a heading...) is decided by the patterns below, anchored at its
// start. Every pattern is linear: no two parts of one can match the same text. And the scan as a whole is linear
// in the document: a line's characters are each looked at a bounded number of times however many containers
// it opens or continues (a hostile plan nests thousands of list items on one line).
import type { MarkdownTask } from './markdownTasks';

/**
 * How a line may open a container: a block quote `>` and the optional space after it, or a list marker (group
 * 1: `-`, `+`, `*` or 1-9 digits and `.` / `)`) and the spaces after it (group 2; empty when the marker ends the
 * line). Unless the line is a thematic break (`- - -`, `* * *`): no list though it starts like one.
 */
const CONTAINER_START = /^ {0,3}(?:> ?|([-+*]|\d{1,9}[.)])( +|$))/;
/**
 * A line that ends a paragraph (the line is not indented code): a fence opener (group 1: 3+ backticks with no
 * backtick after them on the line, else it is inline code, or 3+ tildes), a thematic break, or an ATX heading
 * (1-6 `#`, then a space or the end).
 */
const PARAGRAPH_BREAK = /^ *(?:(`{3,}(?=[^`]*$)|~{3,})|([-*_])(?: *\2){2,} *$|#{1,6}(?: |$))/;
/** `===` or `---` (trailing spaces only): under a paragraph it makes the paragraph a heading. */
const SETEXT_UNDERLINE = /^ *(?:=+|-+) *$/;
/** What may close a fence: a run of 3+ fence characters, then nothing but spaces. */
const FENCE_CLOSER = /^ {0,3}(`{3,}|~{3,}) *$/;
/**
 * A task's checkbox, `[ ]`, `[x]` or `[X]`, then a space or the end, right at the item's content column. A tab
 * in the box was expanded to one space only where it is one column wide: micromark splits wider tabs into
 * virtual spaces, no box.
 */
const CHECKBOX = /^\[([ xX])\](?= |$)/;

/** How many spaces `text` starts with. */
const indentOf = (text: string): number => text.search(/[^ ]|$/);

/** An open container that is a block quote; a list item is the width of its content indent instead. */
const QUOTE = -1;

/**
 * A list item: a task once a checkbox is found for it (the last one, if micromark finds it two). Never changed
 * once in `items`: finding its task replaces it there, so a checkpoint can share the objects.
 */
type ListItem = Pick<MarkdownTask, 'line'> & Partial<MarkdownTask>;

const FLOW_NONE = 0;
const FLOW_PARAGRAPH = 1;
const FLOW_INDENTED_CODE = 2;
const FLOW_FENCE = 3;

/**
 * The scanner's state after a number of whole lines: where a scan of a longer document can go on from. A tuple,
 * not an object: the minifier shortens the locals it is unpacked into, never property names. Its arrays are
 * copied on the way in and out (`copyState`), and everything in them is immutable.
 */
type Checkpoint = readonly [
  /** How many lines were scanned. */
  lines: number,
  /** Every list item so far, in document order (mdast's pre-order): the tasks are those with a checkbox. */
  items: ListItem[],
  /** The open containers, outermost first: `QUOTE`, or a list item's content indent past its parent's. */
  containers: number[],
  /** `itemAt[depth]`: the index in `items` of the list item that is open container `depth` (1-based); none for a block quote. */
  itemAt: (number | undefined)[],
  /** Which open containers are block quotes (their indexes in `containers`, ascending). */
  quotes: number[],
  /**
   * The innermost container is a list item without content yet: its marker ended its line (1: the next line
   * may still hold its first content, micromark's "first content of the item", so a task), or was followed by
   * spaces (-1).
   */
  emptyItem: number,
  /** The open leaf block; it always sits in the innermost container. */
  flow: number,
  /** The open fence's opening run (``` or ~~~~...): a closer must start with it. */
  fence: string,
  /**
   * The task the open paragraph started with: kept until the paragraph ends, because until then an underline
   * can still turn the paragraph into a heading. A box with nothing after it on its line takes its text from
   * the paragraph's next line.
   */
  task: { readonly text: string; readonly checked: boolean } | undefined,
  /** micromark quirk: indented code begun on a line that left containers unmatched does not "interrupt". */
  codeInterrupts: boolean,
];

const START: Checkpoint = [0, [], [], [], [], 0, FLOW_NONE, '', undefined, true];

/** A copy of a checkpoint, its arrays too: scanning on from it, or after taking it, must not change it. */
const copyState = (state: Checkpoint): Checkpoint =>
  state.map((value) => (Array.isArray(value) ? [...(value as unknown[])] : value)) as unknown as Checkpoint;

/** A scanner's three functions (a tuple, unpacked into locals, for the same reason as `Checkpoint`). */
type Scanner = readonly [
  /** Scans one line (without its line ending); `index` is its 0-based line number. */
  scanLine: (written: string, index: number) => void,
  /** The state now, as a checkpoint after `lines` lines (a copy: scanning on does not change it). */
  checkpoint: (lines: number) => Checkpoint,
  /** Ends the document and returns its tasks. */
  finish: () => MarkdownTask[],
];

/** A scanner that goes on from `from` (a copy of it: the checkpoint stays as it is). See `Checkpoint` for the state. */
function createScanner(from: Checkpoint): Scanner {
  const state = copyState(from);
  const [, items, containers, itemAt, quotes] = state;
  let [, , , , , emptyItem, flow, fence, task, codeInterrupts] = state;

  const closeFlow = (): void => {
    if (flow === FLOW_PARAGRAPH && task?.text) {
      const at = itemAt[containers.length]!;
      items[at] = { ...items[at]!, ...task };
    }
    flow = FLOW_NONE;
    task = undefined;
  };
  const closeContainers = (depth: number): void => {
    if (containers.length > depth) {
      closeFlow();
      containers.length = depth;
      // (With no quote left, `at(-1)` is undefined and the comparison false.)
      while (quotes.at(-1)! >= depth) quotes.pop();
      emptyItem = 0;
    }
  };

  const scanLine = (written: string, index: number): void => {
    // With its tabs expanded; `line` is then cut down to what is left after the containers it continues.
    // (Most lines have no tab: they are taken as they are, without a split and a new string.)
    let line = written.includes('\t')
      ? written.split('\t').reduce((expanded, part) => expanded + ' '.repeat(4 - (expanded.length % 4)) + part)
      : written;

    // 1. Which open containers does the line continue? A list item goes on over a line that is blank from
    //    there on (`>` alone inside a quote too), else needs its content column.
    //    Thousands may be open: the indent is kept up to date rather than measured again for each, and once the
    //    rest is blank, every list item up to the next quote goes on at once.
    let matched = 0;
    let indent = indentOf(line);
    for (; matched < containers.length; matched++) {
      const width = containers[matched]!;
      if (indent === line.length) {
        matched = quotes.find((quote) => quote >= matched) ?? containers.length;
        break;
      }
      if (width === QUOTE) {
        const quote = /^ {0,3}> ?/.exec(line);
        if (!quote) break;
        line = line.slice(quote[0].length);
        indent = indentOf(line);
      } else if (indent < width) break;
      else {
        line = line.slice(width);
        indent -= width;
      }
    }
    const allMatched = matched === containers.length;

    // 2. In a fence everything is code, until its closing line or until its container ends (no lazy code).
    if (flow === FLOW_FENCE && allMatched) {
      if (FENCE_CLOSER.exec(line)?.[1]!.startsWith(fence)) flow = FLOW_NONE;
      return;
    }
    if (indent === line.length) {
      // Blank (from the containers it continues on).
      closeContainers(matched);
      // An item may begin with at most one blank line: one still empty now takes no more lines but blank ones.
      if (emptyItem) containers[containers.length - 1] = Infinity;
      emptyItem = 0;
      // Indented code may go on after blank lines; micromark keeps it open (so it still "interrupts").
      if (flow !== FLOW_INDENTED_CODE) closeFlow();
      return;
    }

    // 3. New containers. As in micromark, a line continuing every container of an open paragraph (or
    //    indented code) "interrupts" it: then a new list item may not be empty nor numbered other than 1.
    const interrupting = flow !== FLOW_NONE && allMatched && (flow !== FLOW_INDENTED_CODE || codeInterrupts);
    let opened = false;
    // The list item whose first content this line is, if any: only that can be a task. micromark marks the
    // content right after a marker that ended its line even when that item does not go on: then it is the
    // first content of the innermost item the line does continue (`- -` then `  [ ] a`: the outer item).
    let item = emptyItem > 0 ? itemAt[matched] : undefined;
    // A `-` or `*` may begin a thematic break instead (PARAGRAPH_BREAK, of which only that part can match here),
    // but not right after a marker of its kind that began none: were this rest a break, so would that one be.
    // Asked at every `- ` of `- - - ... x`, the question would read on to the `x` each time.
    for (
      let start, previous: string | undefined;
      (start = CONTAINER_START.exec(line)) && (start[1] === previous || !PARAGRAPH_BREAK.test(line));
      previous = start[1]
    ) {
      const prefix = start[0].length;
      const marker = start[1]; // undefined for a block quote
      const spaces = start[2]?.length ?? 0;
      const empty = prefix === line.length;
      if (marker && interrupting && (empty || (marker.length > 1 && marker.slice(0, -1) !== '1'))) break;
      if (!opened) {
        closeContainers(matched);
        closeFlow();
        opened = true;
      }
      // Content 5+ columns past the marker is indented code that starts one column after the marker.
      const width = marker && (empty || spaces > 4) ? prefix - spaces + 1 : prefix;
      item = itemAt[containers.push(marker ? width : QUOTE)] = marker ? items.push({ line: index + 1 }) - 1 : undefined;
      if (!marker) quotes.push(containers.length - 1);
      emptyItem = marker && empty ? (spaces ? -1 : 1) : 0;
      line = line.slice(width);
    }

    // 4. The leaf block.
    indent = indentOf(line);
    if (indent === line.length) {
      // Only containers on this line (`>` or `-` alone): like a blank line inside them.
      if (!opened) closeContainers(matched);
      closeFlow();
      return;
    }
    emptyItem = 0;
    const indented = indent >= 4;
    const paragraphBreak = indented ? null : PARAGRAPH_BREAK.exec(line);
    if (!opened && flow === FLOW_PARAGRAPH) {
      if (allMatched && !indented && SETEXT_UNDERLINE.test(line)) {
        task = undefined; // the paragraph was a heading all along: its `[ ]` is no checkbox
        flow = FLOW_NONE;
        return;
      }
      if (!paragraphBreak) {
        // A paragraph line after the first (lazy when containers went unmatched: they stay open). It supplies
        // the text of a `[ ]` that ended its line.
        if (task?.text === '') task = { text: line.trim(), checked: task.checked };
        return;
      }
    }
    if (!opened) closeContainers(matched);
    if (indented) {
      if (flow !== FLOW_INDENTED_CODE) {
        closeFlow();
        flow = FLOW_INDENTED_CODE;
        codeInterrupts = opened || allMatched;
      } else if (allMatched) {
        codeInterrupts = true;
      }
    } else {
      closeFlow();
      if (paragraphBreak?.[1] !== undefined) {
        flow = FLOW_FENCE;
        fence = paragraphBreak[1];
      } else if (paragraphBreak === null) {
        flow = FLOW_PARAGRAPH;
        const box = item !== undefined ? CHECKBOX.exec(line) : null;
        if (box !== null) task = { text: line.slice(3).trim(), checked: box[1] !== ' ' };
      }
    }
  };

  return [
    scanLine,
    (lines) => copyState([lines, items, containers, itemAt, quotes, emptyItem, flow, fence, task, codeInterrupts]),
    () => {
      closeContainers(0);
      closeFlow();
      return items.filter((item): item is MarkdownTask => !!item.text);
    },
  ];
}

/** Checkpoints of recent scans, newest first, by the text they cover (whole lines, ending with `\n`). */
const recentScans: (readonly [prefix: string, checkpoint: Checkpoint])[] = [];
/** Enough for the store and the component scanning the same documents, for a few plans streaming at once. */
const RECENT_SCANS = 8;

/**
 * Finds the GFM task list items (`- [ ] a`, `* [x] b`, `+ [X] c`, `1. [ ] d`, nested, inside block quotes) of a
 * markdown document, in document order, skipping fenced (``` and ~~~) and indented code. Lines end with `\n`,
 * `\r\n` or `\r`. Reduced to what decides tasks: block quotes, list items and their content columns, fences, indented
 * code, and the open paragraph (a list item may not interrupt it with an empty item or a number other than 1;
 * an underline turns it into a heading; a `[ ]` followed by nothing on its line only counts when the paragraph
 * goes on).
 *
 * A streamed document grows by appending: the scan goes on from a checkpoint of a recent scan whose text the
 * document starts with (its whole lines only: the last line of the old text may still change meaning), so
 * each snapshot scans about the appended part, not the whole document again.
 */
export function findMarkdownTasks(markdown: string): MarkdownTask[] {
  return [...scanMarkdownTasks(markdown)];
}

/** The results of recent scans, newest first, by the exact text scanned. */
const recentResults: (readonly [markdown: string, tasks: readonly MarkdownTask[]])[] = [];

/**
 * `findMarkdownTasks`, shared: a document scanned lately (by the store, when it applied it) is answered from the
 * result of that scan, so the store and `<MarkdownPlan>` compute a document's tasks once. The array is shared:
 * never change it.
 */
export function scanMarkdownTasks(markdown: string): readonly MarkdownTask[] {
  const known = knownMarkdownTasks(markdown);
  if (known) return known;
  const tasks = scanTasks(markdown);
  recentResults.unshift([markdown, tasks]);
  recentResults.length = Math.min(recentResults.length, RECENT_SCANS);
  return tasks;
}

/** The result of a recent scan of exactly `markdown` (the same shared array), or `undefined`: no scan. */
export function knownMarkdownTasks(markdown: string): readonly MarkdownTask[] | undefined {
  return recentResults.find(([text]) => text === markdown)?.[1];
}

/** Lines of `text` at `\n`, `\r\n` and `\r` (a plain split when there is no `\r`: a regular expression split is slower). */
const splitLines = (text: string): string[] => (text.includes('\r') ? text.split(/\r\n?|\n/) : text.split('\n'));

function scanTasks(markdown: string): MarkdownTask[] {
  const recent = recentScans.find(([prefix]) => markdown.startsWith(prefix));
  // With no recent scan to go on from, from the start of the document.
  const [prefix, from] = recent ?? ['', START];
  const [scanLine, checkpoint, finish] = createScanner(from);
  const done = prefix.length;
  // The checkpoint to keep: after the last `\n` (a `\r` there could still become `\r\n`, one line ending).
  const whole = markdown.lastIndexOf('\n') + 1;
  let index = from[0];
  if (whole > done) {
    // CommonMark's line endings: `\n`, `\r\n` and a lone `\r`. The slice ends with `\n`: drop the '' after it.
    const lines = splitLines(markdown.slice(done, whole));
    lines.pop();
    for (const line of lines) scanLine(line, index++);
    if (recent) recentScans.splice(recentScans.indexOf(recent), 1);
    recentScans.unshift([markdown.slice(0, whole), checkpoint(index)]);
    recentScans.length = Math.min(recentScans.length, RECENT_SCANS);
  }
  for (const line of splitLines(markdown.slice(Math.max(whole, done)))) scanLine(line, index++);
  return finish();
}
