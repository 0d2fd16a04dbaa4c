// The block structure of a markdown document, reduced to what decides which lines are GFM task list items.
// A line-by-line CommonMark block parser (containers first, then the leaf block), without a markdown
// dependency, fast enough to rescan a growing document on every streamed snapshot. Where CommonMark
// implementations differ it follows micromark, the parser under remark-gfm / react-markdown, so the count
// matches the checkboxes the MarkdownPlan component renders (test/store-markdown-tasks.test.ts compares the
// two on generated documents). Not modelled: HTML blocks, tables, link reference definitions.

const TAB = 9;
const SPACE = 32;
const CARRIAGE_RETURN = 13;
const GREATER_THAN = 62;
const BACKTICK = 96;
const TILDE = 126;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;

function isSpaceOrTab(code: number): boolean {
  return code === SPACE || code === TAB;
}

/** Column after `code` at `column`: a tab advances to the next multiple of 4, as CommonMark says. */
function advance(column: number, code: number): number {
  return code === TAB ? column + 4 - (column % 4) : column + 1;
}

/** Length of a list marker at `at` (`-`, `+`, `*`, or 1-9 digits and `.` / `)`), or 0 when there is none. */
function listMarkerLength(text: string, at: number, end: number): number {
  const code = text.charCodeAt(at);
  if (code === 45 /* - */ || code === 43 /* + */ || code === 42 /* * */) return 1;
  let digits = 0;
  while (at + digits < end && digits < 10) {
    const digit = text.charCodeAt(at + digits);
    if (digit < 48 || digit > 57) break;
    digits++;
  }
  if (digits === 0 || digits > 9) return 0;
  const delimiter = text.charCodeAt(at + digits);
  return delimiter === 46 /* . */ || delimiter === 41 /* ) */ ? digits + 1 : 0;
}

/** `***`, `- - -`, `___`: a thematic break, which is not a list even though it starts like one. */
function isThematicBreak(text: string, at: number, end: number): boolean {
  const marker = text.charCodeAt(at);
  if (marker !== 45 && marker !== 42 && marker !== 95) return false;
  let count = 0;
  for (let i = at; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code === marker) count++;
    else if (!isSpaceOrTab(code)) return false;
  }
  return count >= 3;
}

/** Whether `char` occurs in `text` between `from` and `end`. */
function lineHas(text: string, char: number, from: number, end: number): boolean {
  for (let i = from; i < end; i++) if (text.charCodeAt(i) === char) return true;
  return false;
}

/** Number of fence characters (` or ~) at `at`, or 0 when fewer than three. */
function fenceRun(text: string, at: number, end: number, char: number): number {
  let run = 0;
  while (at + run < end && text.charCodeAt(at + run) === char) run++;
  return run >= 3 ? run : 0;
}

/** Whether the line from `at` is an ATX heading opener: 1-6 `#`, then a space, a tab or the end. */
function isAtxHeading(text: string, at: number, end: number): boolean {
  let hashes = 0;
  while (at + hashes < end && text.charCodeAt(at + hashes) === 35 /* # */) hashes++;
  return hashes >= 1 && hashes <= 6 && (at + hashes === end || isSpaceOrTab(text.charCodeAt(at + hashes)));
}

/** `===` or `---` (any length, trailing spaces only): under a paragraph it makes the paragraph a heading. */
function isSetextUnderline(text: string, at: number, end: number): boolean {
  const marker = text.charCodeAt(at);
  if (marker !== 61 /* = */ && marker !== 45 /* - */) return false;
  let i = at;
  while (i < end && text.charCodeAt(i) === marker) i++;
  while (i < end && isSpaceOrTab(text.charCodeAt(i))) i++;
  return i === end;
}

/** Whether a list marker of `length` at `at` is ordered and not exactly `1.` / `1)` (it cannot interrupt text). */
function isOrderedNotOne(text: string, at: number, length: number): boolean {
  return length > 1 && (length !== 2 || text.charCodeAt(at) !== 49); /* 1 */
}

/**
 * Length of the list marker starting an item at `at`, or 0 when there is none: a marker followed by a space, a
 * tab or the end, and when `interrupting` a paragraph, not an empty item and no ordered number but `1`.
 */
function listItemStart(text: string, at: number, end: number, interrupting: boolean): number {
  const length = listMarkerLength(text, at, end);
  if (length === 0) return 0;
  const after = at + length;
  if (after < end && !isSpaceOrTab(text.charCodeAt(after))) return 0;
  if (!interrupting) return length;
  if (isOrderedNotOne(text, at, length)) return 0;
  let content = after;
  while (content < end && isSpaceOrTab(text.charCodeAt(content))) content++;
  return content === end ? 0 : length;
}

/** Length of the fence opener at `at` (3+ backticks without a backtick after, or 3+ tildes), else 0. */
function fenceOpener(text: string, at: number, end: number): number {
  const first = text.charCodeAt(at);
  if (first !== BACKTICK && first !== TILDE) return 0;
  const run = fenceRun(text, at, end, first);
  // A backtick fence's info string may not contain a backtick (that is inline code, not a fence).
  if (run === 0 || (first === BACKTICK && lineHas(text, BACKTICK, at + run, end))) return 0;
  return run;
}

/**
 * Calls `visit` for every task list item outside code, in document order. A line-by-line block parser reduced
 * to what decides tasks: block quotes, list items and their content columns, fences, indented code, and the
 * open paragraph (a list item may not interrupt it with an empty item or a number other than 1; an underline
 * turns it into a heading; a `[ ]` followed by nothing on its line only counts when the paragraph goes on).

/** Receives each task found: its checkbox state, 1-based line, and the text's start and end offsets. */
export type TaskVisitor = (checked: boolean, line: number, textStart: number, textEnd: number) => void;

/** An open container block: a block quote, or a list item whose content is `width` columns in from its parent's. */
interface Container {
  readonly quote: boolean;
  readonly width: number;
  /** The item's first line had no content: if a blank line follows, the item ends empty. */
  readonly blankStart: boolean;
  hasContent: boolean;
  blankSeen: boolean;
}

const FLOW_NONE = 0;
const FLOW_PARAGRAPH = 1;
const FLOW_INDENTED_CODE = 2;
const FLOW_FENCE = 3;

/** Calls `visit` for every task list item outside code, in document order. Lines end with `\n` or `\r\n`. */
export function scanMarkdownTasks(markdown: string, visit: TaskVisitor): void {
  const length = markdown.length;
  const containers: Container[] = [];
  // The open leaf block; it always sits in the innermost container.
  let flow = FLOW_NONE;
  let fenceChar = 0;
  let fenceSize = 0;
  // The task the open paragraph started with, if any: reported when the paragraph ends, because until then an
  // underline can still turn the paragraph into a heading.
  let taskLine = 0;
  let taskChecked = false;
  let taskStart = 0;
  let taskEnd = 0;
  let taskNeedsText = false;
  // micromark quirk: indented code begun on a line that left containers unmatched does not "interrupt".
  let codeInterrupts = true;

  // The cursor: an offset in the line and its column (a tab may be partly consumed: then `column` is inside it).
  let at = 0;
  let column = 0;
  let end = 0;
  // Where the whitespace after the cursor ends, and at which column (set by `measure`).
  let textAt = 0;
  let textColumn = 0;

  const measure = (): void => {
    textAt = at;
    textColumn = column;
    while (textAt < end && isSpaceOrTab(markdown.charCodeAt(textAt))) {
      textColumn = advance(textColumn, markdown.charCodeAt(textAt));
      textAt++;
    }
  };
  /** Moves the cursor over whitespace up to `target` columns, splitting a tab when it spans past it. */
  const skipTo = (target: number): void => {
    while (column < target && at < end && isSpaceOrTab(markdown.charCodeAt(at))) {
      const next = advance(column, markdown.charCodeAt(at));
      if (next > target) {
        column = target;
        return;
      }
      column = next;
      at++;
    }
  };
  /** Moves the cursor past a `>` at `textAt` and the optional space after it. */
  const enterQuote = (): void => {
    at = textAt + 1;
    column = textColumn + 1;
    if (at < end && isSpaceOrTab(markdown.charCodeAt(at))) skipTo(column + 1);
  };
  const closeFlow = (): void => {
    if (flow === FLOW_PARAGRAPH && taskLine !== 0 && !taskNeedsText) visit(taskChecked, taskLine, taskStart, taskEnd);
    flow = FLOW_NONE;
    taskLine = 0;
  };
  const closeContainers = (depth: number): void => {
    if (containers.length <= depth) return;
    closeFlow();
    containers.length = depth;
  };
  /** A paragraph line after the first: it supplies the text of a `[ ]` that ended its line. */
  const continueParagraph = (): void => {
    if (taskLine === 0 || !taskNeedsText) return;
    taskNeedsText = false;
    taskStart = textAt;
    taskEnd = end;
    while (taskEnd > taskStart && isSpaceOrTab(markdown.charCodeAt(taskEnd - 1))) taskEnd--;
  };
  /** Checks for `[ ]` / `[x]` / `[X]` at `textAt`, the first content of a list item, and remembers the task. */
  const startTask = (line: number): void => {
    const box = textAt;
    if (box + 2 >= end || markdown.charCodeAt(box) !== OPEN_BRACKET || markdown.charCodeAt(box + 2) !== CLOSE_BRACKET) {
      return;
    }
    const mark = markdown.charCodeAt(box + 1);
    const checked = mark === 120 /* x */ || mark === 88; /* X */
    // A tab in the box only counts when it is one column wide (micromark splits wider tabs into virtual spaces).
    if (!checked && mark !== SPACE && !(mark === TAB && (textColumn + 1) % 4 === 3)) return;
    let start = box + 3;
    // After the box: whitespace then text, or the end of the line (then the paragraph's next line must follow).
    if (start < end && !isSpaceOrTab(markdown.charCodeAt(start))) return;
    while (start < end && isSpaceOrTab(markdown.charCodeAt(start))) start++;
    let stop = end;
    while (stop > start && isSpaceOrTab(markdown.charCodeAt(stop - 1))) stop--;
    taskLine = line;
    taskChecked = checked;
    taskStart = start;
    taskEnd = stop;
    taskNeedsText = start === stop;
  };

  let line = 0;
  let start = 0;
  while (start <= length) {
    let next = markdown.indexOf('\n', start);
    if (next === -1) next = length;
    end = next;
    if (end > start && markdown.charCodeAt(end - 1) === CARRIAGE_RETURN) end--;
    at = start;
    column = 0;
    line++;
    processLine();
    if (next === length) break;
    start = next + 1;
  }
  closeContainers(0);
  closeFlow();

  function processLine(): void {
    measure();
    const blank = textAt === end;

    // 1. Which open containers does the line continue?
    let matched = 0;
    for (; matched < containers.length; matched++) {
      const container = containers[matched]!;
      if (container.quote) {
        measure();
        if (textAt === end || textColumn - column > 3 || markdown.charCodeAt(textAt) !== GREATER_THAN) break;
        enterQuote();
      } else if (blank) {
        container.blankSeen = true;
      } else {
        if (container.blankStart && !container.hasContent && container.blankSeen) break;
        measure();
        if (textColumn - column < container.width) break;
        skipTo(column + container.width);
      }
    }

    const allMatched = matched === containers.length;

    // 2. In a fence everything is code, until its closing line or until its container ends (no lazy code).
    if (flow === FLOW_FENCE) {
      if (matched === containers.length) {
        measure();
        if (textAt < end && textColumn - column < 4) {
          const run = fenceRun(markdown, textAt, end, fenceChar);
          if (run >= fenceSize) {
            let rest = textAt + run;
            while (rest < end && isSpaceOrTab(markdown.charCodeAt(rest))) rest++;
            if (rest === end) flow = FLOW_NONE;
          }
        }
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
      if (textAt === end || textColumn - column >= 4) break;
      let markerLength = 0;
      if (markdown.charCodeAt(textAt) !== GREATER_THAN) {
        if (isThematicBreak(markdown, textAt, end)) break;
        markerLength = listItemStart(markdown, textAt, end, interrupting);
        if (markerLength === 0) break;
      }
      if (!opened) {
        closeContainers(matched);
        closeFlow();
        markContent(); // a nested container is content of the ones around it
        opened = true;
      }
      if (markerLength === 0) {
        containers.push({ quote: true, width: 0, blankStart: false, hasContent: false, blankSeen: false });
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
        const width = markerEnd + 1 - parentColumn;
        containers.push({ quote: false, width, blankStart: true, hasContent: false, blankSeen: false });
        at = end;
        break;
      }
      // Content indented 5+ columns past the marker is indented code that starts one column after the marker.
      const contentColumn = textColumn - markerEnd > 4 ? markerEnd + 1 : textColumn;
      const width = contentColumn - parentColumn;
      containers.push({ quote: false, width, blankStart: false, hasContent: false, blankSeen: false });
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
    const fence = indented ? 0 : fenceOpener(markdown, textAt, end);
    const breaksParagraph =
      !indented && (fence > 0 || isThematicBreak(markdown, textAt, end) || isAtxHeading(markdown, textAt, end));
    if (!opened && flow === FLOW_PARAGRAPH) {
      if (!allMatched && !breaksParagraph) {
        continueParagraph(); // a lazy continuation line: the unmatched containers stay open
        return;
      }
      if (allMatched && !indented && isSetextUnderline(markdown, textAt, end)) {
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
    if (fence > 0) {
      flow = FLOW_FENCE;
      fenceChar = markdown.charCodeAt(textAt);
      fenceSize = fence;
    } else if (!breaksParagraph) {
      flow = FLOW_PARAGRAPH;
      if (itemStartsHere) startTask(line);
    }
    markContent();
  }

  /** The open list items now have content (an item that started blank and has none ends at a blank line). */
  function markContent(): void {
    for (const container of containers) container.hasContent = true;
  }
}
