// Gives the relative imports of the emitted .d.ts files the exact file they mean (`./acp/index.js`, `./types.js`).
// The sources import extensionlessly, as bundlers, Vitest, Storybook and tsc's "bundler" mode expect; a host
// compiling with `moduleResolution: node16 | nodenext` resolves declarations like Node resolves JS and finds
// nothing behind `./acp` (TS2305: no exported member). Resolving each specifier against the source tree here,
// instead of spelling `.js` in every source file, keeps the sources as they are and cannot pick the wrong one of
// `acp.d.ts` / `acp/index.d.ts`.
import { existsSync } from 'node:fs';
import path from 'node:path';

const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}(?:\/[^'"]*)?)\2/g;
const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.d.ts'];

/** The specifier, made explicit: `./x` -> `./x.js` (src/x.ts) or `./x/index.js` (src/x/index.ts). */
export function explicitSpecifier(specifier, sourceDirectory) {
  if (/\.(?:[cm]?js|json|css)$/.test(specifier)) return specifier;
  const target = path.resolve(sourceDirectory, specifier);
  if (SOURCE_EXTENSIONS.some((extension) => existsSync(target + extension))) return `${specifier}.js`;
  if (SOURCE_EXTENSIONS.some((extension) => existsSync(path.join(target, `index${extension}`)))) {
    return `${specifier.replace(/\/$/, '')}/index.js`;
  }
  throw new Error(`Cannot resolve ${specifier} from ${sourceDirectory} for the declaration files`);
}

/**
 * A `beforeWriteFile` hook for vite-plugin-dts: rewrites the relative imports of a declaration file written
 * under `outDir` as if it still sat in `sourceRoot` (dist/components/x.d.ts <- src/components/x.tsx).
 */
export function explicitDeclarationImports({ outDir, sourceRoot }) {
  return (filePath, content) => {
    if (!filePath.endsWith('.d.ts')) return undefined;
    const sourceDirectory = path.join(sourceRoot, path.relative(outDir, path.dirname(filePath)));
    return {
      filePath,
      content: content.replace(SPECIFIER, (_, prefix, quote, specifier) => {
        return `${prefix}${quote}${explicitSpecifier(specifier, sourceDirectory)}${quote}`;
      }),
    };
  };
}
