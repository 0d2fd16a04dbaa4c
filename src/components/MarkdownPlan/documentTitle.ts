// The title a markdown plan takes from its own document: the first heading, when the document starts with one.
// Shown in the plan frame's header, it is then left out of the body, so the title does not appear twice.

/** An ATX heading line (`# Title`, `## Title ##`); setext headings (underlined) are not titles here. */
const ATX_HEADING = /^ {0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;

/** The document's title: its first non-blank line when that is a heading, and the line's index. */
export interface DocumentTitle {
  /** The heading's text as plain words (emphasis and code markers dropped). */
  readonly text: string;
  /** Index of its line (0-based). */
  readonly line: number;
  /** Offsets of the line's text in the document (`start` inclusive, `end` exclusive, the newline excluded). */
  readonly start: number;
  readonly end: number;
}

/**
 * The first heading of a document that starts with one (blank lines before it allowed), else `undefined`.
 * Reads only up to the first non-blank line, so a long document costs nothing more.
 */
export function findDocumentTitle(content: string): DocumentTitle | undefined {
  let start = 0;
  for (let line = 0; start <= content.length; line++) {
    const end = content.indexOf('\n', start);
    const text = content.slice(start, end === -1 ? undefined : end).replace(/\r$/, '');
    if (text.trim() !== '') {
      const heading = ATX_HEADING.exec(text)?.[1]?.replace(/[`*_~]+/g, '').replace(/\s+/g, ' ').trim();
      return heading ? { text: heading, line, start, end: end === -1 ? content.length : end } : undefined;
    }
    if (end === -1) return undefined;
    start = end + 1;
  }
  return undefined;
}

/**
 * The document with the title's line blanked by spaces (a blank line to markdown), not removed: every other
 * character keeps its offset and every line its number, so task positions, the current-task lines and the
 * analysed length measured on the whole text still match the rendered document, and a streamed document's
 * earlier text stays a prefix of the next snapshot's. Copies the text once; splits nothing.
 */
export function withoutTitle(content: string, title: DocumentTitle): string {
  return content.slice(0, title.start) + ' '.repeat(title.end - title.start) + content.slice(title.end);
}
