// remark-gfm turns bare URLs and e-mail addresses in text into links ("literal autolinks") with a pass over every
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

/** remark-gfm without the literal-autolink transform: for blocks where `mayHoldLiteralLinks` is false. */
export function remarkGfmWithoutLiteralLinks(this: Processor): void {
  remarkGfm.call(this);
  const extensions = this.data().fromMarkdownExtensions!;
  // remark-gfm's last addition is mdast-util-gfm's list of extensions; only the literal-autolink one has transforms.
  extensions[extensions.length - 1] = [extensions.at(-1)!].flat().map(({ transforms: _, ...extension }) => extension);
}
