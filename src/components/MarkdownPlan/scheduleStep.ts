import { startTransition, useState } from 'react';

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
function scheduleStep(step: () => void, restarted: () => boolean): () => void {
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
 * A state a timer steps forward, one step at a time: returns its value and `schedule(next)`, which sets it to `next`
 * in a later task with `scheduleStep`: a transition, or an ordinary update once React began the render that carries
 * `next` again (the renders of each value are counted, a render React throws away too: nothing else sees it; React's
 * development StrictMode renders twice, and there a slow step also runs as an ordinary update). Call `schedule` from
 * an effect and return what it returns, the cancel; it keeps its identity. useProgressiveBlocks' and
 * useAnalysedLength's steps.
 */
export function useSteppedState<T>(initial: T): readonly [T, (next: T) => () => void] {
  const [value, setValue] = useState(initial);
  const [stepper] = useState(() => {
    let last: { value: T; renders: number } | undefined;
    return {
      seen(rendered: T): void {
        if (last !== undefined && last.value === rendered) last.renders++;
        else last = { value: rendered, renders: 1 };
      },
      schedule: (next: T) =>
        scheduleStep(
          () => setValue(next),
          () => last !== undefined && last.value === next && last.renders > 1,
        ),
    };
  });
  stepper.seen(value);
  return [value, stepper.schedule];
}
