// Selectors whose cost grows with a plan (issue 20). Chromium re-matches a `:has()` rule for every element added
// under the element it is asked of, and answers a descendant `:has()` by walking that element's whole subtree: a
// `[data-slot='plan-list']:has([data-slot='plan-stale'])` rule restyled the rows in view in every slice of a long
// mount (about 1,100 elements per slice for 500 rows of dense markdown, 10 without the rule, in a Chromium trace)
// and walked every element of the list to answer it. So the stylesheets may ask `:has()` of a row only, about its
// own children: a row's subtree does not grow while the list mounts.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every stylesheet under `src/`, comments removed. */
function stylesheets(directory = __dirname): { file: string; css: string }[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) return stylesheets(file);
    return entry.name.endsWith('.css') ? [{ file: path.relative(__dirname, file), css: readFileSync(file, 'utf8').replace(/\/\*[^]*?\*\//g, '') }] : [];
  });
}

describe('stylesheet selectors', () => {
  it('finds the stylesheets', () => {
    expect(stylesheets().map(({ file }) => file)).toEqual(expect.arrayContaining(['theme.css', path.join('history', 'PlanHistory.css')]));
  });

  it('asks :has() of a row only, about one of its own children (never of a plan or its list, whose subtrees grow)', () => {
    const uses = stylesheets().flatMap(({ file, css }) => [...css.matchAll(/([^\s,{}()]*):has\(([^()]*(?:\([^()]*\)[^()]*)*)\)/g)].map((match) => ({ file, anchor: match[1], argument: match[2]!.trim() })));
    const unbounded = uses.filter(({ anchor, argument }) => anchor !== "[data-slot='plan-entry']" || !/^>\s*[^\s>~+]+$/.test(argument));
    expect(unbounded).toEqual([]);
    expect(uses.length).toBeGreaterThan(0);
  });
});
