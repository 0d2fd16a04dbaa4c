// React 18 only (vitest.react18.config.ts), after failOnConsole.ts: lets through the one warning that is an
// artefact of the test environment. React 18's renderToString warns about every useLayoutEffect; our components
// use useIsomorphicLayoutEffect, which picks useEffect where there is no `window` (a real server), but the SSR
// tests render to a string inside jsdom, which has one. Every other console message still fails the test.
import { afterEach, beforeEach } from 'vitest';

const JSDOM_SSR_ARTEFACT = 'useLayoutEffect does nothing on the server';
let previous: typeof console.error | undefined;

beforeEach(() => {
  previous = console.error;
  const failing = previous;
  console.error = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes(JSDOM_SSR_ARTEFACT) && typeof window !== 'undefined') return;
    failing(...args);
  };
});

afterEach(() => {
  if (previous) console.error = previous;
});
