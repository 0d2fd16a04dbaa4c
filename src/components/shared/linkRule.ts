// The one link rule every plan component follows (item rows' inline markdown, markdown and file plans): which
// links exist, where a click on one goes. Unsafe URLs never reach here: the URL transform (./safeUrl.ts) drops
// them first, reading the scheme as the browser's URL parser does (./safeUrlScheme.ts). What any transform keeps,
// the host's own included, becomes a link only if a browser can parse it (`isFollowableHref`).
import type { MouseEvent } from 'react';
import type { LinkClickHandler } from './linkClick';
import { urlSchemeOf } from './safeUrlScheme';

/** Where the clicks on a plan's links may go: the host's link router, and its file opener. */
export interface LinkRouting {
  /** Routes every link but in-document ones (`#…`); the browser's navigation is prevented. */
  readonly onLinkClick?: LinkClickHandler | undefined;
  /** Opens a path with no scheme (`src/app.ts`, `./notes.md`, `/workspace/a.md`) when there is no `onLinkClick`. */
  readonly onOpenFile?: ((path: string) => void) | undefined;
}

/** The anchor props the link rule gives a safe `href`. */
export interface RoutedLinkProps {
  readonly target?: string | undefined;
  readonly rel: string;
  readonly onClick?: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
}

/**
 * Whether a browser can follow `href`, a URL the transform kept (`undefined` or `false` when it dropped one):
 * whether the URL parser parses it. A path, `#fragment`, `?query` or `mailto:` always parses; what fails is an
 * absolute or protocol-relative URL no browser can parse (`https:`, `http://`, `https://exa mple.com`,
 * `http://[::1`, `//`, `http://%zz`): a link to nowhere, which every component shows as its words, like a dropped
 * URL. (The parser itself trims controls and spaces and deletes tabs and newlines first, as `preprocessUrl` does.)
 */
export function isFollowableHref(href: string | false | null | undefined): href is string {
  try {
    // The base is not the page's own: a server render has none and must give the DOM the client gives; an
    // about:blank or srcdoc frame's fails every relative path, which must stay a link (paths open through
    // `onOpenFile`); and an https page reads a bare `https:` as a link to itself. `ws:` is a special scheme, as
    // every web page's is, so `//host` and `\\host` are authorities whose host must be valid, and one no plan
    // links to, so no bare scheme is read relative to it.
    // Chromium parses a space in a host, as `%20` (`https://exa mple.com`), where the URL standard (and Node,
    // jsdom) fails: read as the standard reads it, the DOM is the same everywhere. (`new URL` in a
    // `try`, not `URL.canParse`: browsers older than Safari 17 and Chrome 120 have no `canParse`.)
    return !!href && !/%20/.test(new URL(href, 'ws://a').host);
  } catch {
    return false;
  }
}

/** Whether `href` is a path to a file: no scheme (as the browser reads it), not `//host`, `?query` or `#fragment`. */
export function isFilePath(href: string): boolean {
  return urlSchemeOf(href) === '' && !/^(?:[/\\]{2}|[?#])/.test(href.trim());
}

/**
 * The one link rule, for a URL the transform kept:
 * 1. `#fragment`: stays in the page, not routed, no new tab (footnotes, headings).
 * 2. `onLinkClick` given: it gets the click (navigation prevented), no `target`.
 * 3. A file path and `onOpenFile` given: it gets the path (navigation prevented); the host's editor opens it.
 * 4. Otherwise the browser opens it in `target` (a new tab by default), so the host page never navigates away.
 * Every link keeps `rel="noopener noreferrer"`: a middle-click or "open in new tab" still bypasses a handler.
 */
export function routedLinkProps(href: string, { onLinkClick, onOpenFile }: LinkRouting, target = '_blank'): RoutedLinkProps {
  const inDocument = href[0] === '#';
  const route = inDocument ? undefined : (onLinkClick ?? (onOpenFile && isFilePath(href) ? () => onOpenFile(href) : undefined));
  return {
    rel: 'noopener noreferrer',
    target: inDocument || route ? undefined : target,
    onClick:
      route &&
      ((event) => {
        event.preventDefault();
        route(href, event);
      }),
  };
}

/**
 * A file path linked from a document, as a uri beside the document's own: `./api.md` in
 * `file:///w/docs/PLAN.md` is `file:///w/docs/api.md`. A document without a parsable uri (a bare path) leaves
 * the path as written, for the host to resolve.
 */
export function resolveLinkedPath(documentUri: string, path: string): string {
  try {
    return new URL(path, documentUri).href;
  } catch {
    return path;
  }
}
