// remark-gfm, set up once per page instead of once per block.
//
// react-markdown makes a new processor for every parse, so for every block of a document, and remark-gfm's attacher
// builds its extensions anew for each: micromark-extension-gfm's `gfm()` combines seven syntax extensions (a splice
// per construct), and mdast-util-gfm makes its from- and to-markdown handlers. In a CPU profile of a 1 MB document's
// mount that was ~5 % of the parse (issue 20). The extensions are plain data that neither micromark nor
// mdast-util-from-markdown changes (each combines them into objects of its own), so every processor can share one set.
//
// remark-gfm also turns bare URLs and e-mail addresses in text into links ("literal autolinks") with a pass over every
// text node of the tree after the parse (mdast-util-gfm-autolink-literal's transform: a tree walk and four regular
// expressions per node). Most blocks of a plan have none, and in a 1 MB task list that pass was a fifth of the
// parse (755 of 3,557 ms in a CPU profile of its mount, issue 20). A block that cannot hold one is parsed without it.
import type { Processor } from 'unified';
import remarkGfm from 'remark-gfm';

/**
 * Whether the transform could find a literal link in `source`: each of its patterns needs `http(s):`, `www` or an
 * `@` in one text node, and a text node's characters are the source's minus line indentation, backslashes of
 * escapes and character references (so a backslash or `&` anywhere also says yes). Case-insensitive, as the
 * patterns are. False only where the transform would change nothing.
 */
export function mayHoldLiteralLinks(source: string): boolean {
  return /[@&\\]|https?:|www/i.test(source);
}

interface GfmExtensions {
  /** micromark-extension-gfm's syntax extension, combined. */
  readonly syntax: unknown;
  /** mdast-util-gfm's from-markdown extensions. */
  readonly mdast: unknown;
  /** The same without the literal-autolink transform. */
  readonly mdastWithoutLiteralLinks: unknown;
}

let extensions: GfmExtensions | undefined;

/** remark-gfm's extensions, made on first use by its own attacher (so its defaults stay its own). */
function gfmExtensions(): GfmExtensions {
  if (extensions) return extensions;
  const data: Record<string, unknown[]> = {};
  remarkGfm.call({ data: () => data } as unknown as Processor);
  const [syntax] = data.micromarkExtensions!;
  const [mdast] = data.fromMarkdownExtensions!;
  // Only the literal-autolink extension of mdast-util-gfm's list has transforms.
  const mdastWithoutLiteralLinks = [mdast].flat().map((extension) => {
    const { transforms: _, ...rest } = extension as { transforms?: unknown };
    return rest;
  });
  return (extensions = { syntax, mdast, mdastWithoutLiteralLinks });
}

/** Adds remark-gfm's parsing extensions to `processor` (none to serialise markdown: nothing here does). */
function addGfm(processor: Processor, mdast: unknown): void {
  const data = processor.data();
  (data.micromarkExtensions ??= []).push(gfmExtensions().syntax as never);
  (data.fromMarkdownExtensions ??= []).push(mdast as never);
}

/** remark-gfm, its extensions made once per page (see the top of this file). */
export function remarkGfmOnce(this: Processor): void {
  addGfm(this, gfmExtensions().mdast);
}

/** remark-gfm without the literal-autolink transform: for blocks where `mayHoldLiteralLinks` is false. */
export function remarkGfmWithoutLiteralLinks(this: Processor): void {
  addGfm(this, gfmExtensions().mdastWithoutLiteralLinks);
}
