// Marks the built modules that only work in a client component with "use client", so a React Server Components
// host (Next.js App Router) can import <PlanList> & co. from a server component: the directive makes each such
// module a client boundary instead of running its createContext / hooks on the server. The bundler drops module
// directives, so this plugin decides per module from its source and writes the directive as the chunk's banner
// (preserveModules: one chunk per module, so the banner is that module's first statement).
//
// The rule, rather than hand-written directives in ~30 sources: a module needs it exactly when it calls a hook
// (`useX(`), creates a context or declares a class component. Pure modules (labels, URL rules, the parser, the
// store) stay usable on the server, and a new component cannot forget the directive.
import { readFileSync } from 'node:fs';

const COMMENTS = /\/\*[\s\S]*?\*\/|(^|[^:'"`\\])\/\/[^\n]*/g;
const CLIENT_ONLY = /\buse[A-Z]\w*\s*\(|\bcreateContext\s*\(|\bextends\s+(?:React\.)?(?:Pure)?Component\b/;
const EXPLICIT = /^\s*(?:(?:\/\/[^\n]*|\/\*[\s\S]*?\*\/)\s*)*(['"])use client\1/;

/** Whether a TypeScript/JavaScript module's source only works in a client component. */
export function needsUseClient(source) {
  return EXPLICIT.test(source) || CLIENT_ONLY.test(source.replace(COMMENTS, '$1'));
}

/** Vite plugin: prefixes each output chunk whose module needs it (see needsUseClient) with "use client". */
export function useClientDirectives() {
  return {
    name: 'react-acp-plans:use-client',
    apply: 'build',
    banner(chunk) {
      const id = chunk.facadeModuleId;
      if (!id || !/\.[cm]?[jt]sx?$/.test(id) || id.includes('/node_modules/')) return '';
      return needsUseClient(readFileSync(id, 'utf8')) ? "'use client';" : '';
    },
  };
}
