// The scheme of an untrusted URL as a browser reads it. The WHATWG URL parser strips leading and trailing C0
// controls and spaces, then deletes every tab, LF and CR, BEFORE it looks for a scheme: `java\tscript:`,
// `\u0001javascript:` and ` javascript:` are all `javascript:` to `location.assign` or an `<a href>`. A check
// that reads the raw string sees a relative path there, so every scheme decision goes through this file.

const TAB_OR_NEWLINE = /[\t\n\r]/g;
const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * `url` after the WHATWG URL parser's preprocessing: C0 controls and spaces cut from both ends, tabs and
 * newlines removed everywhere. A loop, not a regex: a trailing-run regex backtracks quadratically on long runs.
 * @internal Shared by the URL transform and `<FilePlan>`; not exported from the package.
 */
export function preprocessUrl(url: string): string {
  let start = 0;
  let end = url.length;
  while (start < end && url.charCodeAt(start) <= 0x20) start++;
  while (end > start && url.charCodeAt(end - 1) <= 0x20) end--;
  return url.slice(start, end).replace(TAB_OR_NEWLINE, '');
}

/**
 * The scheme a browser's URL parser finds in `url`, lower case with its colon (`javascript:`), or `''` when it
 * reads a relative URL (`x.md`, `/a`, `java script:`, `javascript&colon;`, `javascript%3A`).
 * @internal Shared by the URL transform and `<FilePlan>`; not exported from the package.
 */
export function urlSchemeOf(url: string): string {
  return SCHEME.exec(preprocessUrl(url))?.[0].toLowerCase() ?? '';
}

/** Whether `url` holds a C0 control or DEL anywhere: never in an honest uri, often in one that hides its scheme. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this looks for
export const hasControlCharacter = (url: string): boolean => /[\0-\x1F\x7F]/.test(url);
