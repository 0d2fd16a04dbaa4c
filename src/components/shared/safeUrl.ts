/**
 * Turns an untrusted URL into one that is safe to put in `href` / `src`, or `undefined` to drop the link.
 * Compatible with react-markdown's `urlTransform` (`(url, key, node) => string | null | undefined`).
 */
export type UrlTransform = (url: string, key?: string, node?: unknown) => string | undefined;

/** Options of `createUrlTransform`. */
export interface UrlTransformOptions {
  /**
   * Schemes an absolute URL may use, compared case-insensitively; the trailing colon is optional.
   * Relative URLs (`/path`, `./x`, `x.md`, `#fragment`, `?q`, `//host/path`) are always allowed.
   * @default ['http:', 'https:', 'mailto:']
   */
  readonly allowedProtocols?: readonly string[];
}

/** The schemes `defaultUrlTransform` allows. */
export const DEFAULT_ALLOWED_PROTOCOLS: readonly string[] = ['http:', 'https:', 'mailto:'];

// What a browser's URL parser strips from both ends before it reads the scheme (C0 controls and space), plus
// Unicode spaces and the BOM, which no real link starts or ends with.
// eslint-disable-next-line no-control-regex -- control characters are exactly what this strips
const EDGE_JUNK = /^[\u0000-\u0020\s\uFEFF]+|[\u0000-\u0020\s\uFEFF]+$/g;
// Control characters inside a URL: the parser deletes tab/CR/LF (`java\tscript:` IS `javascript:`); no honest
// link contains any of them, so a URL with one is dropped rather than repaired.
// eslint-disable-next-line no-control-regex -- control characters are exactly what this rejects
const INNER_CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
// Invisible formatting characters (zero-width space/joiners, direction marks, soft hyphen) only hide things.
const INVISIBLE = /[\u00AD\u200B-\u200F\u2028-\u202E\u2060-\u2064\uFEFF]/;
const SCHEME = /^[a-z][a-z0-9+.-]*$/i;
// A character reference or an encoded colon before the first `/` or `?`: some later decoding step (an HTML
// serialiser, a markdown renderer upstream) could turn it into a scheme, e.g. `javascript&colon;` or `&#58;`.
const ENCODED_SCHEME_TRICK = /&(#|[a-z][a-z0-9]*;)|%3a|%09|%0a|%0d|%00/i;

function beforeFirst(text: string, delimiter: RegExp): string {
  const end = text.search(delimiter);
  return end === -1 ? text : text.slice(0, end);
}

function normaliseProtocol(protocol: string): string {
  const lower = protocol.trim().toLowerCase();
  return lower.endsWith(':') ? lower : `${lower}:`;
}

/**
 * Creates a URL transform that keeps relative URLs and absolute URLs with an allowed scheme and drops
 * (`undefined`) everything else: `javascript:`, `vbscript:`, `data:`, `file:`, unknown schemes, and obfuscations
 * such as `JaVaScRiPt:`, `java\tscript:`, leading control characters, `\u0000`, invisible characters,
 * or `javascript&colon;` / `&#58;` / `%3A` tricks. Returns the URL trimmed of surrounding whitespace.
 */
export function createUrlTransform(options: UrlTransformOptions = {}): UrlTransform {
  const allowed = new Set((options.allowedProtocols ?? DEFAULT_ALLOWED_PROTOCOLS).map(normaliseProtocol));
  return (url: string): string | undefined => {
    if (typeof url !== 'string') return undefined;
    const trimmed = url.replace(EDGE_JUNK, '');
    if (INNER_CONTROL.test(trimmed) || INVISIBLE.test(trimmed)) return undefined;
    // Only the part before the first `/`, `?` or `#` can hold a scheme (as in react-markdown's own check).
    const head = beforeFirst(trimmed, /[/?#]/);
    const colon = head.indexOf(':');
    if (colon !== -1) {
      const scheme = head.slice(0, colon);
      // Anything with a colon up front that is not an allowed scheme is dropped, including text a browser
      // would read as a relative path (`java script:`): it is never an honest relative link.
      return SCHEME.test(scheme) && allowed.has(`${scheme.toLowerCase()}:`) ? trimmed : undefined;
    }
    // `#` is part of `&#58;`, so this check reads up to the first `/` or `?` only.
    if (ENCODED_SCHEME_TRICK.test(beforeFirst(trimmed, /[/?]/))) return undefined;
    return trimmed;
  };
}

/** The default URL transform: `http:`, `https:`, `mailto:` and relative URLs pass; everything else is dropped. */
export const defaultUrlTransform: UrlTransform = createUrlTransform();
