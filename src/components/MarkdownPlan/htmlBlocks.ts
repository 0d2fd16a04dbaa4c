// Where an HTML block starts and what ends it, as micromark reads a line that starts with `<` (CommonMark's seven
// kinds), for the block splitter: react-markdown shows no HTML, but the parser still reads these lines as HTML
// blocks, which take the lines after them (a list item's line too) up to their end. A loop over the line, not
// regular expressions: it runs on untrusted text, and each character is looked at a bounded number of times.

// Kind 6: these tag names, opening or closing, end at a blank line and may interrupt paragraph text.
const BLOCK_NAMES = new Set(
  'address article aside base basefont blockquote body caption center col colgroup dd details dialog dir div dl dt fieldset figcaption figure footer form frame frameset h1 h2 h3 h4 h5 h6 head header hr html iframe legend li link main menu menuitem nav noframes ol optgroup option p param search section summary table tbody td tfoot th thead title tr track ul'.split(' '),
);
// Kind 1: raw text, up to a line that holds one of their closing tags.
const RAW_NAMES = ['pre', 'script', 'style', 'textarea'];

const isAlpha = (char: string | undefined) => char !== undefined && /[a-z]/i.test(char);
const isNameChar = (char: string | undefined) => char !== undefined && /[a-z0-9-]/i.test(char);
const isWhite = (char: string | undefined) => char === ' ' || char === '\t';

/**
 * What ends the HTML block that `line` starts at `at` (a `<`), or `''` when it starts none: for kinds 1-5 the text
 * that ends it (`'</'` for kind 1's closing tags, then `-->`, `?>`, `>`, `]]>`), `'\n'` for kind 6 and `'\t'`
 * for kind 7 (both end at a blank line; kind 7, a complete tag alone on its line, may not interrupt text).
 */
export function htmlBlockEnd(line: string, at: number): string {
  let i = at + 1;
  if (line[i] === '?') return '?>';
  if (line[i] === '!') {
    if (line.startsWith('--', i + 1)) return '-->';
    if (line.startsWith('[CDATA[', i + 1)) return ']]>';
    return isAlpha(line[i + 1]) ? '>' : '';
  }
  const closing = line[i] === '/';
  if (closing) i++;
  if (!isAlpha(line[i])) return '';
  const nameStart = i;
  while (isNameChar(line[i])) i++;
  const name = line.slice(nameStart, i).toLowerCase();
  const next = line[i];
  const ends = next === undefined || next === '>' || isWhite(next);
  if (!closing && ends && RAW_NAMES.includes(name)) return '</';
  if (BLOCK_NAMES.has(name) && (ends || (next === '/' && line[i + 1] === '>'))) return '\n';
  return completeTagEnd(line, i, closing) ? '\t' : '';
}

/** Whether a complete open (or closing) tag goes on from `i` (past its name) to its `>`, then only whitespace. */
function completeTagEnd(line: string, i: number, closing: boolean): boolean {
  if (!closing) {
    for (;;) {
      const white = i;
      while (isWhite(line[i])) i++;
      if (i === white || !/[a-z_:]/i.test(line[i] ?? '')) break;
      // An attribute: its name, then maybe `=` and a value (quoted, or unquoted without space or quotes, =, <, >, `).
      while (/[\w.:-]/.test(line[i] ?? '')) i++;
      let j = i;
      while (isWhite(line[j])) j++;
      if (line[j] !== '=') continue;
      for (j++; isWhite(line[j]); ) j++;
      const quote = line[j];
      if (quote === '"' || quote === "'") {
        const close = line.indexOf(quote, j + 1);
        if (close === -1) return false;
        i = close + 1;
      } else {
        const start = j;
        while (j < line.length && !/[\s"'=<>`]/.test(line[j]!)) j++;
        if (j === start) return false;
        i = j;
      }
    }
    while (isWhite(line[i])) i++;
    if (line[i] === '/') i++;
  }
  while (isWhite(line[i])) i++;
  if (line[i] !== '>') return false;
  for (i++; isWhite(line[i]); ) i++;
  return i === line.length;
}
