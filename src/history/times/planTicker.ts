// The clock of the step times (issue 16): one ticker per plan, at 1 Hz at most, running only while a step of
// that plan is shown running and the document is visible. Only the elements that show a running time subscribe
// to it, so a tick re-renders them and nothing else (not the list, not a row).

/** A plan's clock: the time of its last tick, and its subscribers. */
export interface PlanTicker {
  /** The time of the last tick (the injected clock's), the same value between ticks. */
  readonly getTime: () => number;
  readonly subscribe: (listener: () => void) => () => void;
}

/** The tickers of every plan below one `<PlanStepTimes>`, and the document's visibility. */
export interface PlanTickers {
  /** The ticker of one plan (`sessionId\nplanId`), made on first use and dropped when its last subscriber leaves. */
  readonly get: (planKey: string) => PlanTicker;
  /** Pauses or resumes every ticker after the document was hidden or shown. */
  readonly visibilityChanged: () => void;
  /** Timers running now: one per plan with a running step shown, none while the document is hidden. */
  readonly running: () => number;
}

const TICK_MS = 1000;

const hidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/** Creates the tickers of one `<PlanStepTimes>` on the clock `now` (the plan store's `now`). */
export function createPlanTickers(now: () => number): PlanTickers {
  const tickers = new Map<string, { ticker: PlanTicker; sync: (resumed?: boolean) => void; active: () => boolean }>();
  function make(planKey: string) {
    const listeners = new Set<() => void>();
    let time = now();
    let timer: ReturnType<typeof setInterval> | undefined;
    const tick = () => {
      time = now();
      for (const listener of Array.from(listeners)) listener();
    };
    const sync = (resumed = false) => {
      const run = listeners.size > 0 && !hidden();
      if (run && timer === undefined) {
        timer = setInterval(tick, TICK_MS);
        // Catch up at once rather than a second late: React reads the new time when it subscribes; shown
        // again, the subscribers are told.
        if (resumed) tick();
        else time = now();
      } else if (!run && timer !== undefined) {
        clearInterval(timer);
        timer = undefined;
      }
    };
    const ticker: PlanTicker = {
      getTime: () => time,
      subscribe(listener) {
        const subscription = () => listener();
        listeners.add(subscription);
        sync();
        return () => {
          listeners.delete(subscription);
          sync();
          if (listeners.size === 0) tickers.delete(planKey);
        };
      },
    };
    const made = { ticker, sync, active: () => timer !== undefined };
    tickers.set(planKey, made);
    return made;
  }
  return {
    get: (planKey) => (tickers.get(planKey) ?? make(planKey)).ticker,
    visibilityChanged: () => {
      for (const { sync } of tickers.values()) sync(true);
    },
    running: () => Array.from(tickers.values()).filter((made) => made.active()).length,
  };
}
