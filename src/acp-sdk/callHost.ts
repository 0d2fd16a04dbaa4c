/**
 * Calls a host callback (`onRejected`, `onUpdate`) so that its bug can neither break the connection nor skip
 * the callbacks after it: what it throws is rethrown in a microtask, so it still surfaces as an uncaught error
 * (the console, `window.onerror`), as the host's own code would, but outside the SDK's message handling.
 * @internal Shared by `connectPlanStore` and `withPlanStore`; not exported from the package.
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
