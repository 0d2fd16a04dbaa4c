// Issue 20: a :has() whose argument looks at an element's descendants makes Chromium restyle everything the rule's
// subject covers whenever an element is added anywhere below it. `[data-slot='plan-list']:has([data-slot='plan-stale'])
// [data-slot='plan-entry'] *` restyled every row of a plan (and all a row in view contains) each time a row was
// added: a 5,000-row mount restyled the whole list in every slice (bench/README.md). So every :has() in the
// theme looks only at its subject's children (`>`) or at the siblings after it (`~`, `+`), never at all its
// descendants.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const srcDir = path.resolve(__dirname, '../src');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

/** The argument of every `:has(` in `css` (comments removed), up to its closing parenthesis. */
function hasArguments(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const found: string[] = [];
  for (let at = text.indexOf(':has('); at !== -1; at = text.indexOf(':has(', at + 1)) {
    let depth = 1;
    let end = at + 5;
    for (; end < text.length && depth > 0; end++) {
      if (text[end] === '(') depth++;
      else if (text[end] === ')') depth--;
    }
    found.push(text.slice(at + 5, end - 1).trim());
  }
  return found;
}

describe('the theme\'s :has() rules', () => {
  it('finds the arguments of :has(), nested parentheses included', () => {
    expect(hasArguments('a:is(b, :has(> c:not(d))) e, f:has(g) {} /* :has(h) */')).toEqual(['> c:not(d)', 'g']);
  });

  it.each(cssFiles(srcDir).map((file) => [path.relative(srcDir, file), file]))('%s: every :has() looks at children or later siblings only', (_, file) => {
    for (const argument of hasArguments(readFileSync(file, 'utf8'))) {
      for (const relative of argument.split(',')) expect(relative.trim()).toMatch(/^[>~+]/);
    }
  });
});
