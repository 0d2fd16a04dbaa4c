import { preprocessUrl } from './safeUrlScheme';

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

/**
 * Creates a URL transform that keeps relative URLs and absolute URLs with an allowed scheme and drops
 * (`undefined`) everything else: `javascript:`, `vbscript:`, `data:`, `file:`, unknown schemes, and obfuscations
 * such as `JaVaScRiPt:`, `java\tscript:`, leading control characters, `\u0000`, invisible characters,
 * or `javascript&colon;` / `&#58;` / `%3A` tricks. Returns the URL trimmed of surrounding whitespace.
 * Whether a browser can parse what it keeps is not its question: the components ask that of whatever transform
 * ran (`isFollowableHref` in ./linkRule.ts), and show a link to nowhere (`https:`, `http://`) as its words.
 */
export function createUrlTransform({ allowedProtocols = ['http:', 'https:', 'mailto:'] }: UrlTransformOptions = {}): UrlTransform {
  const allowed = allowedProtocols.map((protocol) => protocol.trim().toLowerCase().replace(/:$/, ''));
  // Characters no honest link contains, which only hide a scheme: C0/C1 controls (a browser's URL parser deletes
  // tab/CR/LF, so `java\tscript:` IS `javascript:`; it strips the others from the ends) and invisible formatting
  // characters (soft hyphen, zero-width space/joiners, direction marks, line separators, word joiners, BOM).
  // A URL with one is dropped rather than repaired.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this rejects
  const hiddenCharacter = /[\0-\x1F\x7F-\x9F\xAD\u200B-\u200F\u2028-\u202E\u2060-\u2064\uFEFF]/;
  // A character reference or an encoded colon/control before the first `/` or `?`: some later decoding step (an
  // HTML serialiser, a markdown renderer upstream) could turn it into a scheme, e.g. `javascript&colon;`, `&#58;`.
  // (`#` is part of `&#58;`, so this reads past the first `#`.)
  const encodedSchemeTrick = /^[^/?]*(&(#|\w+;)|%(3a|0[09ad]))/i;
  return (url) => {
    if (typeof url !== 'string') return undefined;
    const trimmed = url.trim();
    // The scheme: whatever precedes a colon that comes before the first `/`, `?` or `#` (as react-markdown reads
    // it). One that is not allowed drops the URL, even when a browser would read it as a relative path
    // (`java script:`, `C:\`): that is never an honest relative link.
    // Read after the URL parser's own preprocessing (./safeUrlScheme.ts), so the check and the browser see the
    // same characters before the colon.
    const scheme = /^([^/?#:]*):/.exec(preprocessUrl(trimmed))?.[1];
    const unsafe = scheme === undefined ? encodedSchemeTrick.test(trimmed) : !allowed.includes(scheme.toLowerCase());
    return unsafe || hiddenCharacter.test(trimmed) ? undefined : trimmed;
  };
}

/** The default URL transform: `http:`, `https:`, `mailto:` and relative URLs pass; everything else is dropped. */
export const defaultUrlTransform: UrlTransform = createUrlTransform();
