// test/consumer/src/everything.tsx type-checks the packed package (test/consumer/run.sh, in CI). This keeps its
// imports complete: every runtime export of each entry point must be imported there by name.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as everything from '../src/index';
import * as core from '../src/core';
import * as acp from '../src/acp-sdk/index';
import * as approval from '../src/approval/index';
import * as history from '../src/history/index';
import * as actions from '../src/actions/index';

const consumer = readFileSync(path.join(import.meta.dirname, 'consumer/src/everything.tsx'), 'utf8');

/** The names imported (not `import type`) from one module specifier. */
function importedNames(specifier: string): Set<string> {
  const names = new Set<string>();
  for (const [, list] of consumer.matchAll(new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*'${specifier}'`, 'g'))) {
    for (const part of list!.replace(/\/\/[^\n]*/g, '').split(',')) names.add(part.trim().split(/\s+as\s+/)[0]!);
  }
  return names;
}

describe('the consumer check imports every export', () => {
  it.each([
    ['react-acp-plans', everything],
    ['react-acp-plans/acp', acp],
    ['react-acp-plans/approval', approval],
    ['react-acp-plans/history', history],
    ['react-acp-plans/actions', actions],
  ] as const)('%s', (specifier, module) => {
    const imported = importedNames(specifier);
    expect(Object.keys(module).filter((name) => !imported.has(name))).toEqual([]);
  });

  it('react-acp-plans/core (as a namespace; its names are those of react-acp-plans)', () => {
    expect(consumer).toContain("import * as core from 'react-acp-plans/core'");
    expect(Object.keys(core).every((name) => name in everything)).toBe(true);
  });
});
