// Emits the optional theme as dist/styles.css. The components never import CSS themselves (a host that
// does not want our look pays nothing, and no styles are injected at runtime), so Vite would not see the
// stylesheet; this plugin inlines src/styles.css and the per-component files it @imports into one file.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const IMPORT = /^@import\s+["'](.+?)["'];\s*$/gm;

/** Reads a CSS file with its relative @imports inlined, depth first, each file at most once. */
export function inlineCss(file, seen = new Set()) {
  const absolute = path.resolve(file);
  if (seen.has(absolute)) return '';
  seen.add(absolute);
  const css = readFileSync(absolute, 'utf8');
  return css.replace(IMPORT, (_, target) => inlineCss(path.resolve(path.dirname(absolute), target), seen));
}

/** The cascade layer of the emitted stylesheet (README, "Tailwind CSS v4 and shadcn/ui"). */
export const STYLESHEET_LAYER = 'acp-plans';

/**
 * The published stylesheet: everything inside `@layer acp-plans`. Unlayered, our rules beat every layered rule,
 * so a host on Tailwind v4 (whose utilities live in `@layer utilities`) could not override them with a class;
 * layered, any unlayered host rule wins, and a host orders `acp-plans` among its own layers.
 */
export function layeredStylesheet(entry) {
  return `@layer ${STYLESHEET_LAYER} {\n${inlineCss(entry)}\n}\n`;
}

/** Vite plugin: adds `styles.css` to the library build from the given entry stylesheet. */
export function emitStylesheet(entry) {
  return {
    name: 'react-acp-plans:emit-stylesheet',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'styles.css', source: layeredStylesheet(entry) });
    },
  };
}
