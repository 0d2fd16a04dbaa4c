// What a file plan's `uri` means for display and for deciding whether to load it. The uri comes from the agent:
// it may be malformed, percent-encoded, Windows-style, or crafted to mislead (a right-to-left override that makes
// `plan‮dm.exe` read as `planexe.md`).
import { toDisplayLabel } from '../shared/displayText';

/** A file plan's uri, taken apart for display. */
export interface FileUriInfo {
  /** The uri as given. */
  readonly uri: string;
  /** The scheme, lower case with its colon (`file:`, `https:`), or `''` for a bare path. */
  readonly scheme: string;
  /** The decoded path to show (`/workspace/docs/plan.md`; host included for remote uris). */
  readonly path: string;
  /** The file name: the last segment of the path, or the whole uri when it has none. */
  readonly name: string;
  /** Whether the name has a markdown extension (`.md`, `.markdown`, `.mdown`, `.mkd`, `.mkdn`, `.mdx`). */
  readonly isMarkdown: boolean;
  /**
   * Whether the uri holds a C0 control or DEL (tab, newline, NUL...). A browser deletes or strips those before
   * reading the scheme (`java\tscript:` is `javascript:`), so such a uri is never loaded nor opened.
   */
  readonly hasControlCharacters: boolean;
}

import { hasControlCharacter, urlSchemeOf } from '../shared/safeUrlScheme';

const MARKDOWN_NAME = /\.(?:md|markdown|mdown|mkdn?|mdx)$/i;

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    // A lone `%` or a broken UTF-8 sequence: show it as it is rather than failing.
    return text;
  }
}

function withoutQueryAndFragment(text: string): string {
  return text.replace(/[?#][\s\S]*/, '');
}

function pathOf(uri: string, scheme: string): string {
  if (scheme === '') return decodeSafely(uri);
  const rest = uri.slice(scheme.length);
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return decodeSafely(withoutQueryAndFragment(rest).replace(/^\/\//, ''));
  }
  const pathname = decodeSafely(url.pathname);
  const host = decodeSafely(url.host);
  if (scheme === 'file:') {
    // file:///C:/x.md -> C:/x.md; file://server/share/x.md -> //server/share/x.md
    const local = /^\/[a-z]:/i.test(pathname) ? pathname.slice(1) : pathname;
    return host ? `//${host}${local}` : local;
  }
  return host + pathname || decodeSafely(rest);
}

/** Takes a file plan's uri apart for display (never throws, whatever the string). */
export function describeFileUri(uri: string): FileUriInfo {
  const raw = typeof uri === 'string' ? uri : '';
  const text = raw.trim();
  // Read as a browser reads it (controls and spaces stripped, tabs and newlines deleted). One letter before the
  // colon is a Windows drive (`C:\plans\x.md`), not a scheme. Read from `text`, the uri handed to `loadFile` and
  // `onOpenFile`: String#trim also cuts a BOM, no-break spaces and line separators, which the URL parser keeps, so
  // `\uFEFFdata:x` read raw is a bare path while the trimmed uri the host gets is `data:x` (found by the fuzz suite).
  const scheme = urlSchemeOf(text);
  const schemeWithColon = scheme.length > 2 ? scheme : '';
  const path = pathOf(text, schemeWithColon);
  const name = withoutQueryAndFragment(path).split(/[/\\]/).filter((segment) => segment !== '').pop() ?? path;
  return {
    uri: text,
    scheme: schemeWithColon,
    // Control and bidirectional characters show as U+FFFD (see toDisplayLabel).
    path: toDisplayLabel(path),
    name: toDisplayLabel(name || text),
    isMarkdown: MARKDOWN_NAME.test(name),
    hasControlCharacters: hasControlCharacter(raw),
  };
}

/**
 * Whether a uri may be loaded under `allowedSchemes` (compared case-insensitively, colon optional). A bare path
 * (no scheme) counts as `file:`. A uri with control characters never may, whatever its scheme.
 */
export function isSchemeAllowed(info: FileUriInfo, allowedSchemes: readonly string[]): boolean {
  if (info.hasControlCharacters) return false;
  const scheme = info.scheme || 'file:';
  return allowedSchemes.some((allowed) => allowed.trim().toLowerCase().replace(/:?$/, ':') === scheme);
}
