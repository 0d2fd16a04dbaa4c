// The one link rule every plan component follows (item rows' inline markdown, markdown and file plans): which
// links exist, where a click on one goes. Unsafe URLs never reach here: the URL transform (./safeUrl.ts) drops
// them first, reading the scheme as the browser's URL parser does (./safeUrlScheme.ts).
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
