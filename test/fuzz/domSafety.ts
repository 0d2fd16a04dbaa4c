// What the fuzz suites check in a rendered DOM (jsdom and Chromium alike): nothing an agent sent became live
// markup. Schemes are read as the browser reads them, `new URL(value, location.href).protocol`, never by regex.
import { looksLikeScriptUrl } from './arbitraries';

/**
 * Schemes a link or image may resolve to: the default `urlTransform`'s allow-list (src/components/shared/safeUrl.ts,
 * `['http:', 'https:', 'mailto:']`). Relative URLs resolve to the page's own scheme (http: under test).
 */
export const SAFE_PROTOCOLS: readonly string[] = ['http:', 'https:', 'mailto:'];

/** Elements that run script, load a document or change how the page resolves URLs. */
const LIVE_ELEMENTS = new Set(['script', 'iframe', 'frame', 'object', 'embed', 'base', 'meta', 'link', 'style', 'form', 'foreignobject', 'template']);
/** Attributes whose value is a URL the browser may navigate to or fetch. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'xlink:href', 'action', 'formaction', 'poster', 'background', 'cite', 'data', 'ping', 'srcset', 'longdesc', 'manifest']);
/**
 * Attributes that only hold text for people and assistive technology: they may carry an agent's words verbatim
 * (a badge's `title` is the full unknown status, `data-status` its raw value), and a `javascript:` there is inert.
 */
const TEXT_ATTRIBUTE = /^(title|alt|id|aria-[\w-]+|data-[\w-]+)$/;

/** Every way the subtree of `root` breaks the rules, as readable strings (empty when it is safe). */
export function findUnsafeMarkup(root: Element): string[] {
  const problems: string[] = [];
  for (const element of [root, ...root.querySelectorAll('*')]) {
    const tag = element.tagName.toLowerCase(); // SVG's foreignObject reads as foreignobject
    if (LIVE_ELEMENTS.has(tag)) problems.push(`<${tag}> element`);
    for (const { name, value } of element.attributes) {
      const attribute = name.toLowerCase();
      if (attribute.startsWith('on')) problems.push(`<${tag} ${attribute}> event handler attribute`);
      if (URL_ATTRIBUTES.has(attribute)) {
        // Every URL must parse (one that does not is a link to nowhere, which the components show as text) and
        // resolve to an allowed scheme.
        const protocol = URL.canParse(value, location.href) ? new URL(value, location.href).protocol : undefined;
        if (protocol === undefined) problems.push(`<${tag} ${attribute}=${JSON.stringify(value)}> does not parse`);
        else if (!SAFE_PROTOCOLS.includes(protocol)) problems.push(`<${tag} ${attribute}=${JSON.stringify(value)}> resolves to ${protocol}`);
      }
      // Anywhere in any other attribute; in a URL, where a scheme can sit (before the first `/`, `?` or `#`:
      // `?q=javascript:x` is a query, inert, and the protocol check above already reads the real scheme).
      const schemePart = URL_ATTRIBUTES.has(attribute) ? value.split(/[/?#]/)[0]! : value;
      if (!TEXT_ATTRIBUTE.test(attribute) && looksLikeScriptUrl(schemePart)) problems.push(`<${tag} ${attribute}=${JSON.stringify(value)}> holds a script URL`);
    }
  }
  return problems;
}

/**
 * Whether a uri handed to `loadFile` / `onOpenFile` is one `<FilePlan>`'s default `allowedSchemes` (`['file:']`)
 * admits: no C0 control or DEL anywhere, and read by the URL parser either as a `file:` URL, a bare path (no
 * scheme of its own), or a Windows drive (`C:\...`, a one-letter "scheme").
 */
export function isSafeFileUri(uri: string): boolean {
  // eslint-disable-next-line no-control-regex -- a browser ignores these around and inside a scheme
  if (/[\0-\x1F\x7F]/.test(uri)) return false;
  if (!URL.canParse(uri)) return true; // relative: a path the host resolves in its workspace
  const protocol = new URL(uri).protocol;
  return protocol === 'file:' || /^[a-z]:$/.test(protocol);
}
