// A module loaded on demand with a dynamic import, and React `lazy` components taken from it.
//
// `lazy` rather than state + effect, for server rendering and hydration: streaming server renderers
// (renderToPipeableStream, renderToReadableStream, Next.js) wait for it, and a client hydrating server-rendered
// content before the chunk has arrived keeps the server's HTML in place (React hydrates a suspended boundary
// later) instead of mismatching. Once the module is here, the components resolve synchronously (`lazy` takes any
// thenable, and ours calls back at once), so later renders, remounts and a `renderToString` after a preload
// never suspend.
import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

/** A lazily loaded module; see `lazyChunk`. */
export interface LazyChunk<Module> {
  /** Loads the module (once; again after a failure) and settles when it is there. */
  preload(): Promise<Module>;
  /**
   * A lazy component taking `pick(module)`: the same component for the same `pick` until a load fails (so a
   * parent that re-renders never remounts it), then a new one that loads again (React's lazy keeps a rejection).
   */
  component<Props>(pick: (module: Module) => ComponentType<Props>): LazyExoticComponent<ComponentType<Props>>;
  /** Tests only: forgets the module and loads it with `load` from now on (default: the original loader). */
  reset(load?: () => Promise<Module>): void;
}

/** A module loaded on first use by `load` (a dynamic `import()`). */
export function lazyChunk<Module>(originalLoad: () => Promise<Module>): LazyChunk<Module> {
  let load = originalLoad;
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  // By `pick`; values are lazy components of that pick's props.
  const components = new Map<unknown, unknown>();

  const preload = (): Promise<Module> =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        components.clear();
        throw error;
      },
    ));

  return {
    preload,
    component<Props>(pick: (module: Module) => ComponentType<Props>) {
      let component = components.get(pick) as LazyExoticComponent<ComponentType<Props>> | undefined;
      if (!component) {
        component = lazy(() => {
          if (loaded) {
            const resolved = { default: pick(loaded) };
            return { then: (onFulfilled: (value: typeof resolved) => unknown) => onFulfilled(resolved) } as Promise<typeof resolved>;
          }
          return preload().then((module) => ({ default: pick(module) }));
        });
        components.set(pick, component);
      }
      return component;
    },
    reset(nextLoad = originalLoad) {
      load = nextLoad;
      loaded = undefined;
      loading = undefined;
      components.clear();
    },
  };
}
