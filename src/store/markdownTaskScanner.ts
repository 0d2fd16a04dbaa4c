// The block structure of a markdown document, reduced to what decides which lines are GFM task list items.
// A line-by-line CommonMark block parser (containers first, then the leaf block), without a markdown
// dependency, fast enough to rescan a growing document on every streamed snapshot. Where CommonMark
// implementations differ it follows micromark, the parser under remark-gfm / react-markdown, so the count
// matches the checkboxes the MarkdownPlan component renders (test/store-markdown-tasks.test.ts compares the
// two on generated documents). Not modelled: HTML blocks, tables, link reference definitions.
//
// Each line's tabs are first expanded to spaces (to the next multiple of 4 columns), so a column is an index
// and a tab partly taken by a container leaves the rest of its width as spaces, as CommonMark wants. What the
// content at an index IS (a list marker, a fence, a heading...) is decided by the patterns below, tried on the
// rest of the line. Every pattern is linear: no two parts of one can match the same text.
import type { MarkdownTask } from './markdownTasks';

/**
 * How a container line's content may start: a block quote `>`; a thematic break (`***`, `- - -`, `___`: not a
 * list though it starts like one); or a list marker, `-`, `+`, `*` or 1-9 digits and `.` / `)`, followed by a
 * space or the end. Told apart by the match's length and first character.
 */
const CONTAINER_START = />|([-*_])(?: *\1){2,} *$|(?:[-+*]|\d{1,9}[.)])(?= |$)/y;
/**
 * A leaf line that ends a paragraph: a fence opener (group 1: 3+ backticks with no backtick after them on the
 * line, else it is inline code, or 3+ tildes), a thematic break, or an ATX heading (1-6 `#`, then a space or
 * the end).
 */
const PARAGRAPH_BREAK = /(`{3,}(?=[^`]*$)|~{3,})|([-*_])(?: *\2){2,} *$|#{1,6}(?= |$)/y;
/** `===` or `---` (trailing spaces only): under a paragraph it makes the paragraph a heading. */
const SETEXT_UNDERLINE = /(?:=+|-+) *$/y;
/** What may close a fence: a run of 3+ fence characters, then nothing but spaces. */
const FENCE_CLOSER = /(`{3,}|~{3,}) *$/y;
/**
 * A task's checkbox, `[ ]`, `[x]` or `[X]`, then a space or the end. A tab in the box was expanded to one
 * space only where it is one column wide: micromark splits wider tabs into virtual spaces, no box.
 */
const CHECKBOX = /\[([ xX])\](?= |$)/y;

/** `line` with every tab replaced by the spaces up to the next multiple of 4 columns. */
function expandTabs(line: string): string {
  let added = 0;
  return line.replace(/\t/g, (_, index: number) => {
    const width = 4 - ((index + added) % 4);
    added += width - 1;
    return ' '.repeat(width);
  });
}

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
 * The task list items outside code, in document order. Lines end with `\n` or `\r\n`. Reduced to what decides
 * tasks: block quotes, list items and their content columns, fences, indented code, and the open paragraph (a
 * list item may not interrupt it with an empty item or a number other than 1; an underline turns it into a
 * heading; a `[ ]` followed by nothing on its line only counts when the paragraph goes on).
 */
export function scanMarkdownTasks(markdown: string): MarkdownTask[] {
  const tasks: MarkdownTask[] = [];
  const containers: Container[] = [];
  // The open leaf block; it always sits in the innermost container.
  let flow = FLOW_NONE;
  // The open fence's opening run (``` or ~~~~...): a closer must start with it.
  let fence = '';
  // The task the open paragraph started with: kept until the paragraph ends, because until then an underline
  // can still turn the paragraph into a heading. A box with nothing after it on its line takes its text from
  // the paragraph's next line.
  let task: { text: string; checked: boolean; line: number } | undefined;
  // micromark quirk: indented code begun on a line that left containers unmatched does not "interrupt".
  let codeInterrupts = true;

  // The line being scanned, as written (without its line ending) and with its tabs expanded; a position in
  // `line` is a column. `at` is the cursor, `text` the first non-space at or after it (set by `indent`).
  let raw = '';
  let line = '';
  let at = 0;
  let text = 0;

  /** Moves `text` to the first non-space at or after the cursor; returns how far in that is. */
  const indent = (): number => {
    for (text = at; line[text] === ' '; ) text++;
    return text - at;
  };
  /** `pattern` (sticky, ending at `$`) matched at `text`, or null. */
  const matchHere = (pattern: RegExp): RegExpExecArray | null => {
    pattern.lastIndex = text;
    return pattern.exec(line);
  };
  /** The line as written from `column` on, trailing spaces and tabs trimmed (the task's text). */
  const textFrom = (column: number): string => {
    let index = 0;
    for (let width = 0; width < column; index++) width += raw[index] === '\t' ? 4 - (width % 4) : 1;
    return raw.slice(index).replace(/[ \t]+$/, '');
  };
  const closeFlow = (): void => {
    if (flow === FLOW_PARAGRAPH && task?.text) tasks.push(task);
    flow = FLOW_NONE;
    task = undefined;
  };
  const closeContainers = (depth: number): void => {
    if (containers.length > depth) {
      closeFlow();
      containers.length = depth;
    }
  };
  /** The open list items now have content (an item that started blank and has none ends at a blank line). */
  const markContent = (): void => {
    for (const container of containers) container.blank = 0;
  };

  const processLine = (lineNumber: number): void => {
    at = 0;
    const blank = (indent(), text === line.length);

    // 1. Which open containers does the line continue?
    let matched = 0;
    for (; matched < containers.length; matched++) {
      const container = containers[matched]!;
      if (container.width === QUOTE) {
        if (indent() > 3 || line[text] !== '>') break;
        // Past the `>` and the optional space after it.
        at = line[text + 1] === ' ' ? text + 2 : text + 1;
      } else if (blank) {
        if (container.blank !== 0) container.blank = 2;
      } else {
        if (container.blank === 2 || indent() < container.width) break;
        at += container.width;
      }
    }
    const allMatched = matched === containers.length;

    // 2. In a fence everything is code, until its closing line or until its container ends (no lazy code).
    if (flow === FLOW_FENCE) {
      if (allMatched) {
        const closer = indent() < 4 ? matchHere(FENCE_CLOSER) : null;
        if (closer?.[1]!.startsWith(fence)) flow = FLOW_NONE;
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
    for (let start; indent() < 4 && (start = matchHere(CONTAINER_START)); ) {
      const length = start[0].length;
      const first = line[text]!;
      const ordered = first >= '0' && first <= '9';
      // Longer than one character and not a number: a thematic break, which opens no container.
      if (length > 1 && !ordered) break;
      const quote = first === '>';
      const markerEnd = text + length;
      let content = markerEnd;
      while (line[content] === ' ') content++;
      const empty = content === line.length;
      if (!quote && interrupting && (empty || (ordered && (length > 2 || first !== '1')))) break;
      if (!opened) {
        closeContainers(matched);
        closeFlow();
        markContent(); // a nested container is content of the ones around it
        opened = true;
      }
      if (quote) {
        containers.push({ width: QUOTE, blank: 0 });
        itemStartsHere = false;
        at = line[markerEnd] === ' ' ? markerEnd + 1 : markerEnd;
      } else if (empty) {
        containers.push({ width: markerEnd + 1 - at, blank: 1 });
        at = content;
        break;
      } else {
        // Content indented 5+ columns past the marker is indented code that starts one column after the marker.
        const contentColumn = content - markerEnd > 4 ? markerEnd + 1 : content;
        containers.push({ width: contentColumn - at, blank: 0 });
        itemStartsHere = true;
        at = contentColumn;
      }
    }

    // 4. The leaf block.
    const indented = indent() >= 4;
    if (text === line.length) {
      // Only containers on this line (`>` or `-` alone): like a blank line inside them.
      if (!opened) closeContainers(matched);
      closeFlow();
      return;
    }
    const paragraphBreak = indented ? null : matchHere(PARAGRAPH_BREAK);
    if (!opened && flow === FLOW_PARAGRAPH) {
      if (allMatched && !indented && matchHere(SETEXT_UNDERLINE)) {
        task = undefined; // the paragraph was a heading all along: its `[ ]` is no checkbox
        flow = FLOW_NONE;
        markContent();
        return;
      }
      if (!paragraphBreak) {
        // A paragraph line after the first (lazy when containers went unmatched: they stay open). It supplies
        // the text of a `[ ]` that ended its line.
        if (task?.text === '') task.text = textFrom(text);
        if (allMatched) markContent();
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
        // A task: `[ ]` / `[x]` / `[X]` first in the item.
        const box = itemStartsHere ? matchHere(CHECKBOX) : null;
        if (box !== null) {
          at = text + 3;
          indent();
          task = { text: textFrom(text), checked: box[1] !== ' ', line: lineNumber };
        }
      }
    }
    markContent();
  };

  markdown.split('\n').forEach((written, index) => {
    raw = written.endsWith('\r') ? written.slice(0, -1) : written;
    line = raw.includes('\t') ? expandTabs(raw) : raw;
    processLine(index + 1);
  });
  closeContainers(0);
  closeFlow();
  return tasks;
}
