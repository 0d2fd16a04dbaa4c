// Lets Node run this repository's TypeScript directly (Node >= 22.18 strips types natively; 22.15+ with
// --experimental-strip-types). Our sources import the way bundlers and tsc expect (`./pace`, `../client`),
// which Node's resolver refuses; this hook retries such relative imports from .ts files with `.ts` and
// `/index.ts`. Import it before any module that needs it (a static import is resolved before this runs).
import { registerHooks } from 'node:module';

const RETRYABLE = new Set(['ERR_MODULE_NOT_FOUND', 'ERR_UNSUPPORTED_DIR_IMPORT']);

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      const relative = specifier.startsWith('./') || specifier.startsWith('../');
      if (!relative || !context.parentURL?.endsWith('.ts') || !RETRYABLE.has(error?.code)) throw error;
      for (const suffix of ['.ts', '/index.ts']) {
        try {
          return nextResolve(specifier + suffix, context);
        } catch {
          // try the next spelling
        }
      }
      throw error;
    }
  },
});
