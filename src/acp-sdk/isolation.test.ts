// @vitest-environment node
// The SDK is an optional peer: only this folder may import it, and the main entries must never reach this folder,
// or every host would bundle (or fail to resolve) @agentclientprotocol/sdk.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/\bfrom\s+['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]/g)].map((m) => m[1] ?? m[2] ?? '');
}

describe('react-acp-plans/acp isolation', () => {
  const outside = sourceFiles(srcDir).filter((file) => !file.includes(`${path.sep}acp-sdk${path.sep}`));

  it('finds the library sources it checks', () => {
    expect(outside.map((file) => path.relative(srcDir, file))).toEqual(expect.arrayContaining(['index.ts', 'core.ts']));
  });

  it('keeps the SDK and the adapter out of every other entry', () => {
    const offenders = outside.flatMap((file) =>
      importsOf(file)
        .filter((specifier) => specifier.startsWith('@agentclientprotocol/') || specifier.includes('acp-sdk'))
        .map((specifier) => `${path.relative(srcDir, file)} imports ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });
});
