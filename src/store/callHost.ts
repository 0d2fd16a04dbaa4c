/**
 * Calls host code (a listener, `onError`, `onUpdate`) so that what it throws escapes neither the caller (`apply`,
 * the SDK's message handling) nor the loop over the callbacks after it: it is rethrown from a microtask, so it
 * still reaches the host's global error handling (`window.onerror`, the console, the test runner) like an
 * exception thrown from an event listener does. No callback: nothing happens.
 * @internal The library's one way to call host code; shared by the stores, the entry hub and the SDK adapter;
 * not exported from the package.
 */
export function callHost<Args extends unknown[]>(callback: ((...args: Args) => void) | undefined, ...args: Args): void {
  try {
    callback?.(...args);
  } catch (error) {
    queueMicrotask(() => {
      throw error;
    });
  }
}
