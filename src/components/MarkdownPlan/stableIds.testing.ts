// Test helper: React's useId values depend on how many ids were made before (test order, `-t` filters), so DOM
// snapshots replace them with their order of appearance. Only imported by tests.

const ID_ATTRIBUTES = ['id', 'aria-labelledby', 'aria-describedby', 'aria-controls', 'for', 'href'];

/** A deep clone of `element` whose generated ids (and references to them) read `id-1`, `id-2`, … */
export function withStableIds(element: Element): Element {
  const clone = element.cloneNode(true) as Element;
  const names = new Map<string, string>();
  const rename = (id: string) => {
    let name = names.get(id);
    if (!name) {
      name = `id-${names.size + 1}`;
      names.set(id, name);
    }
    return name;
  };
  for (const node of [clone, ...clone.querySelectorAll('*')]) {
    for (const attribute of ID_ATTRIBUTES) {
      const value = node.getAttribute(attribute);
      if (value === null) continue;
      // React 19's ids look like `_r_1f_` (older: `«r1f»`, `:r1f:`); keep any suffix we appended.
      const replaced = value.replace(/(_r_[0-9a-z]+_|«r[0-9a-z]+»|:r[0-9a-z]+:)/g, (id) => rename(id));
      if (replaced !== value) node.setAttribute(attribute, replaced);
    }
  }
  return clone;
}
