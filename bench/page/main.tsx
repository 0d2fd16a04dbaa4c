// The benchmark page's entry: exposes the cases to the Node driver as window.__bench.run(name, params).
import { version } from 'react';
// The library's optional theme, as a host that wants the default look imports it: its transitions, layout and
// selectors are part of what a status change costs. (The naive renderer ships no stylesheet.)
import '../../src/styles.css';
import { CASES, type CaseOutput } from './cases';

type CaseName = keyof typeof CASES;

declare global {
  interface Window {
    __bench: {
      /** React's version and whether the page is cross-origin isolated (5 µs timers). */
      info(): { react: string; crossOriginIsolated: boolean; production: boolean };
      run(name: CaseName, params: never): Promise<CaseOutput>;
    };
  }
}

window.__bench = {
  info: () => ({ react: version, crossOriginIsolated: window.crossOriginIsolated, production: import.meta.env.PROD }),
  async run(name, params) {
    const run = CASES[name] as (params: never) => CaseOutput | Promise<CaseOutput>;
    if (!run) throw new Error(`Unknown benchmark case ${name}`);
    return run(params);
  },
};
