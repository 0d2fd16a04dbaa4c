import { startTransition } from 'react';

/** How often a step under way checks whether React restarted its render. */
const RESTART_CHECK_MS = 50;

/**
 * Runs `step`, a state update that shows more of a big document, in a later task (the browser paints and handles
 * input in between) as a transition: React renders it in ~5 ms slices, yielding between blocks, so a commit's budget
 * of blocks is no single task however slow the machine (as an ordinary update it was one task: 100-200 ms for a
 * 1 MB document with footnotes on a 2-core VM, issue 20), and a store update meanwhile goes first. But an urgent
 * update anywhere in the root (another plan streaming) interrupts a transition's render and throws its work away,
 * and a stream of them held the document back for seconds: so once `restarted` says React began that render again,
 * `step` runs once more as an ordinary update, rendered whole in one task. Returns the cancel (call it when the step
 * has committed).
 */
export function scheduleStep(step: () => void, restarted: () => boolean): () => void {
  let watch: ReturnType<typeof setInterval> | undefined;
  const timer = setTimeout(() => {
    startTransition(step);
    watch = setInterval(() => {
      if (!restarted()) return;
      clearInterval(watch);
      step();
    }, RESTART_CHECK_MS);
  }, 0);
  return () => {
    clearTimeout(timer);
    clearInterval(watch);
  };
}

/**
 * Counts the renders of a component that carry each value of its step state (a render React throws away counts
 * too: nothing else sees it). Call `seen(value)` in every render; `restarted(value)` is true once `value` was rendered
 * more than once, as when React began an interrupted transition's render again. (React's development StrictMode
 * renders twice: there a slow step also runs as an ordinary update.)
 */
export function createRenderCounter<T>() {
  let last: { value: T; renders: number } | undefined;
  return {
    seen(value: T): void {
      if (last !== undefined && last.value === value) last.renders++;
      else last = { value, renders: 1 };
    },
    restarted: (value: T) => last !== undefined && last.value === value && last.renders > 1,
  };
}
