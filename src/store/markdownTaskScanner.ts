// The block structure of a markdown document, reduced to what decides which lines are GFM task list items.
// A line-by-line CommonMark block parser (containers first, then the leaf block), without a markdown
// dependency, fast enough to rescan a growing document on every streamed snapshot. Where CommonMark
// implementations differ it follows micromark, the parser under remark-gfm / react-markdown, so the count
// matches the checkboxes the MarkdownPlan component renders (test/store-markdown-tasks.test.ts compares the
// two on generated documents). Not modelled: HTML blocks, tables, link reference definitions.
//
// Columns are walked character by character (a tab advances to the next multiple of 4 and may be split);
// what a line's content IS (a list marker, a fence, a heading...) is decided by the sticky patterns below,
// tried at the content's first character. Every pattern is linear: no two parts of one can match the same text.

const TAB = 9;

/**
 * How a container line's content may start: a block quote `>`; a thematic break (`***`, `- - -`, `___`: not a
 * list though it starts like one); or a list marker, `-`, `+`, `*` or 1-9 digits and `.` / `)`, followed by a
 * space, a tab or the end. Told apart by the match's length and first character (`test`, not `exec`: this runs
 * on every line, and a match object per line doubled the scan's garbage).
 */
const CONTAINER_START = />|([-*_])(?:[ \t]*\1){2,}[ \t]*(?=\r?\n|\r?$)|(?:[-+*]|\d{1,9}[.)])(?=[ \t]|\r?\n|\r?$)/y;
/**
 * A leaf line that ends a paragraph: a fence opener (group 1: 3+ backticks with no backtick after them on the
 * line, else it is inline code, or 3+ tildes), a thematic break, or an ATX heading (1-6 `#`, then a space, a
 * tab or the end).
 */
const PARAGRAPH_BREAK = /(`{3,}(?=[^`\n]*(?:\n|$))|~{3,})|([-*_])(?:[ \t]*\2){2,}[ \t]*(?=\r?\n|\r?$)|#{1,6}(?=[ \t]|\r?\n|\r?$)/y;
/** `===` or `---` (trailing spaces only): under a paragraph it makes the paragraph a heading. */
const SETEXT_UNDERLINE = /(?:=+|-+)[ \t]*(?=\r?\n|\r?$)/y;
/** What may close a fence: a run of 3+ fence characters, then nothing but whitespace. */
const FENCE_CLOSER = /(`{3,}|~{3,})[ \t]*(?=\r?\n|\r?$)/y;
/** A task's checkbox, `[ ]`, `[x]` or `[X]` (or a tab, checked by column), then whitespace or the end. */
const CHECKBOX = /\[([ \txX])\](?=[ \t]|\r?\n|\r?$)/y;
/** Nothing but whitespace to the end of the line. */
const BLANK_REST = /[ \t]*(?=\r?\n|\r?$)/y;

function isSpaceOrTab(code: number): boolean {
  return code === 32 || code === TAB;
}

/** Receives each task found: its checkbox state, 1-based line, and the text's start and end offsets. */
export type TaskVisitor = (checked: boolean, line: number, textStart: number, textEnd: number) => void;

/** The width of an open container that is a block quote, not a list item. */
const QUOTE = -1;

/** An open container block: a block quote, or a list item whose content is `width` columns in from its parent's. */
interface Container {
  readonly width: number;
  /**
   * 0 once the item has content (or began with some); 1 while an item begun on a marker alone has none; 2 when
   * a blank line followed that: the next line that is not blank ends it, empty.
   */
  blank: 0 | 1 | 2;
}

const FLOW_NONE = 0;
const FLOW_PARAGRAPH = 1;
const FLOW_INDENTED_CODE = 2;
const FLOW_FENCE = 3;

/**
 * Calls `visit` for every task list item outside code, in document order. Lines end with `\n` or `\r\n`.
 * Reduced to what decides tasks: block quotes, list items and their content columns, fences, indented code,
 * and the open paragraph (a list item may not interrupt it with an empty item or a number other than 1; an
 * underline turns it into a heading; a `[ ]` followed by nothing on its line only counts when the paragraph
 * goes on).
 */
export function scanMarkdownTasks(markdown: string, visit: TaskVisitor): void {
  const containers: Container[] = [];
  // The open leaf block; it always sits in the innermost container.
  let flow = FLOW_NONE;
  let fenceChar = '';
  let fenceSize = 0;
  // The task the open paragraph started with (its line, 0 for none): reported when the paragraph ends, because
  // until then an underline can still turn the paragraph into a heading. A box with nothing after it on its
  // line (`taskStart === taskEnd`) takes its text from the paragraph's next line. Offsets are in `markdown`.
  let taskLine = 0;
  let taskChecked = false;
  let taskStart = 0;
  let taskEnd = 0;
  // micromark quirk: indented code begun on a line that left containers unmatched does not "interrupt".
  let codeInterrupts = true;

  // The line being scanned: its number, and where its content ends in `markdown` (before `\n`, `\r\n` or a last `\r`).
  let lineNumber = 0;
  let end = 0;
  // The cursor: an offset in `markdown` and its column in the line (a tab may be partly consumed: then `column`
  // is inside it). Scanning stops at a line's end by itself: none of the characters looked for is `\r` or `\n`.
  let at = 0;
  let column = 0;
  // Where the whitespace after the cursor ends, and at which column (set by `measure`).
  let textAt = 0;
  let textColumn = 0;

  /** `pattern` matched at `index`, or null. Patterns end at the line's end (`(?=\r?\n|\r?$)`). */
  const matchAt = (pattern: RegExp, index = textAt): RegExpExecArray | null => {
    pattern.lastIndex = index;
    return pattern.exec(markdown);
  };
  /** Whether `pattern` matches at `index` (no match object: these run on every line). */
  const isAt = (pattern: RegExp, index = textAt): boolean => {
    pattern.lastIndex = index;
    return pattern.test(markdown);
  };
  const measure = (): void => {
    textAt = at;
    textColumn = column;
    for (let code; isSpaceOrTab((code = markdown.charCodeAt(textAt))); textAt++) {
      textColumn = code === TAB ? textColumn + 4 - (textColumn % 4) : textColumn + 1;
    }
  };
  /** Moves the cursor over whitespace up to `target` columns, splitting a tab when it spans past it. */
  const skipTo = (target: number): void => {
    for (let code; column < target && isSpaceOrTab((code = markdown.charCodeAt(at))); at++) {
      const next = code === TAB ? column + 4 - (column % 4) : column + 1;
      if (next > target) {
        column = target;
        return;
      }
      column = next;
    }
  };
  /** Moves the cursor past a `>` at `textAt` and the optional space after it. */
  const enterQuote = (): void => {
    at = textAt + 1;
    column = textColumn + 1;
    if (isSpaceOrTab(markdown.charCodeAt(at))) skipTo(column + 1);
  };
  const closeFlow = (): void => {
    if (flow === FLOW_PARAGRAPH && taskLine !== 0 && taskStart < taskEnd) {
      visit(taskChecked, taskLine, taskStart, taskEnd);
    }
    flow = FLOW_NONE;
    taskLine = 0;
  };
  const closeContainers = (depth: number): void => {
    if (containers.length <= depth) return;
    closeFlow();
    containers.length = depth;
  };
  /** The open list items now have content (an item that started blank and has none ends at a blank line). */
  const markContent = (): void => {
    for (const container of containers) container.blank = 0;
  };
  /** Sets the task's text to run from `start` to the end of the line, trailing whitespace trimmed. */
  const taskText = (start: number): void => {
    let stop = end;
    while (stop > start && isSpaceOrTab(markdown.charCodeAt(stop - 1))) stop--;
    taskStart = start;
    taskEnd = stop;
  };
  /** A paragraph line after the first: it supplies the text of a `[ ]` that ended its line. */
  const continueParagraph = (): void => {
    if (taskLine !== 0 && taskStart === taskEnd) taskText(textAt);
  };

  const processLine = (): void => {
    measure();
    const blank = textAt === end;

    // 1. Which open containers does the line continue?
    let matched = 0;
    for (; matched < containers.length; matched++) {
      const container = containers[matched]!;
      if (container.width === QUOTE) {
        measure();
        if (textColumn - column > 3 || markdown[textAt] !== '>') break;
        enterQuote();
      } else if (blank) {
        if (container.blank !== 0) container.blank = 2;
      } else {
        if (container.blank === 2) break;
        measure();
        if (textColumn - column < container.width) break;
        skipTo(column + container.width);
      }
    }

    const allMatched = matched === containers.length;

    // 2. In a fence everything is code, until its closing line or until its container ends (no lazy code).
    if (flow === FLOW_FENCE) {
      if (allMatched) {
        measure();
        const closer = textColumn - column < 4 ? matchAt(FENCE_CLOSER) : null;
        if (closer !== null && closer[1]![0] === fenceChar && closer[1]!.length >= fenceSize) flow = FLOW_NONE;
        return;
      }
      closeContainers(matched);
      flow = FLOW_NONE;
    }
    if (blank) {
      closeContainers(matched);
      // Indented code may go on after blank lines; micromark keeps it open (so it still "interrupts").
      if (flow !== FLOW_INDENTED_CODE) closeFlow();
      return;
    }

    // 3. New containers. As in micromark, a line continuing every container of an open paragraph (or
    //    indented code) "interrupts" it: then a new list item may not be empty nor numbered other than 1.
    const interrupting = flow !== FLOW_NONE && allMatched && (flow !== FLOW_INDENTED_CODE || codeInterrupts);
    let opened = false;
    // Only content on the line of its list marker can be a task (micromark: the first chunk after the prefix).
    let itemStartsHere = false;
    for (;;) {
      measure();
      if (textColumn - column >= 4 || !isAt(CONTAINER_START)) break;
      const length = CONTAINER_START.lastIndex - textAt;
      const first = markdown[textAt]!;
      const ordered = first >= '0' && first <= '9';
      // Longer than one character and not a number: a thematic break, which opens no container.
      if (length > 1 && !ordered) break;
      const quote = first === '>';
      const markerLength = quote ? 0 : length;
      // Interrupting, a list item may not be empty nor numbered other than 1.
      if (
        !quote &&
        interrupting &&
        ((ordered && (length > 2 || first !== '1')) || isAt(BLANK_REST, textAt + markerLength))
      ) {
        break;
      }
      if (!opened) {
        closeContainers(matched);
        closeFlow();
        markContent(); // a nested container is content of the ones around it
        opened = true;
      }
      if (quote) {
        containers.push({ width: QUOTE, blank: 0 });
        itemStartsHere = false;
        enterQuote();
        continue;
      }
      const parentColumn = column;
      const markerEnd = textColumn + markerLength;
      at = textAt + markerLength;
      column = markerEnd;
      measure();
      if (textAt === end) {
        containers.push({ width: markerEnd + 1 - parentColumn, blank: 1 });
        at = end;
        break;
      }
      // Content indented 5+ columns past the marker is indented code that starts one column after the marker.
      const contentColumn = textColumn - markerEnd > 4 ? markerEnd + 1 : textColumn;
      containers.push({ width: contentColumn - parentColumn, blank: 0 });
      itemStartsHere = true;
      skipTo(contentColumn);
    }

    // 4. The leaf block.
    measure();
    if (textAt === end) {
      // Only containers on this line (`>` or `-` alone): like a blank line inside them.
      if (!opened) closeContainers(matched);
      closeFlow();
      return;
    }
    const indented = textColumn - column >= 4;
    const paragraphBreak = indented ? null : matchAt(PARAGRAPH_BREAK);
    const fence = paragraphBreak?.[1];
    const breaksParagraph = paragraphBreak !== null;
    if (!opened && flow === FLOW_PARAGRAPH) {
      if (!allMatched && !breaksParagraph) {
        continueParagraph(); // a lazy continuation line: the unmatched containers stay open
        return;
      }
      if (allMatched && !indented && isAt(SETEXT_UNDERLINE)) {
        taskLine = 0; // the paragraph was a heading all along: its `[ ]` is no checkbox
        flow = FLOW_NONE;
        markContent();
        return;
      }
      if (allMatched && !breaksParagraph) {
        continueParagraph();
        markContent();
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
      markContent();
      return;
    }
    closeFlow();
    if (fence !== undefined) {
      flow = FLOW_FENCE;
      fenceChar = fence[0]!;
      fenceSize = fence.length;
    } else if (!breaksParagraph) {
      flow = FLOW_PARAGRAPH;
      // A task: `[ ]` / `[x]` / `[X]` first in the item. A tab in the box only counts when it is one column
      // wide (micromark splits wider tabs into virtual spaces).
      const box = itemStartsHere ? matchAt(CHECKBOX) : null;
      if (box !== null && (box[1] !== '\t' || (textColumn + 1) % 4 === 3)) {
        taskLine = lineNumber;
        taskChecked = box[1] !== ' ' && box[1] !== '\t';
        let start = textAt + 3;
        while (isSpaceOrTab(markdown.charCodeAt(start))) start++;
        taskText(start);
      }
    }
    markContent();
  };

  for (let start = 0; start <= markdown.length; ) {
    let next = markdown.indexOf('\n', start);
    if (next === -1) next = markdown.length;
    end = next > start && markdown.charCodeAt(next - 1) === 13 ? next - 1 : next;
    lineNumber++;
    at = start;
    column = 0;
    processLine();
    start = next + 1;
  }
  closeContainers(0);
  closeFlow();
}
