// How fast the demo agent plays its scripts: a speed multiplier and a pause switch, shared by every prompt the
// agent is running. Changing either re-times the wait already under way, so a 0.25x step does not keep the
// user waiting after they switch to 4x.

/** Controls the demo agent's timing. */
export interface DemoPace {
  /** The current multiplier: 2 plays twice as fast as the script's realistic timing. */
  readonly speed: number;
  /** Whether playback is paused (timers stop; nothing is sent until `resume`). */
  readonly paused: boolean;
  /** Sets the multiplier; values that are not positive numbers are ignored. `Infinity` plays without delays. */
  setSpeed(speed: number): void;
  /** Stops the clock of every running script. */
  pause(): void;
  /** Restarts the clock where it stopped. */
  resume(): void;
  /** Calls `listener` after every change of speed or pause; returns an unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** Creates a pace with the given initial speed (default 1) and pause state (default running). */
export function createDemoPace(initial: { speed?: number; paused?: boolean } = {}): DemoPace {
  let speed = isValidSpeed(initial.speed) ? initial.speed : 1;
  let paused = initial.paused ?? false;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  return {
    get speed() {
      return speed;
    },
    get paused() {
      return paused;
    },
    setSpeed(next) {
      if (!isValidSpeed(next) || next === speed) return;
      speed = next;
      notify();
    },
    pause() {
      if (paused) return;
      paused = true;
      notify();
    },
    resume() {
      if (!paused) return;
      paused = false;
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function isValidSpeed(speed: number | undefined): speed is number {
  return typeof speed === 'number' && speed > 0;
}

/** Rejection reason of a wait stopped by its signal. */
export class DemoCancelledError extends Error {
  constructor() {
    super('The demo script was cancelled');
    this.name = 'DemoCancelledError';
  }
}

/**
 * Waits `scriptMs` of script time: real time divided by the pace's speed, standing still while paused.
 * Rejects with `DemoCancelledError` as soon as `signal` aborts, leaving no timer or listener behind.
 */
export function waitScriptTime(scriptMs: number, pace: DemoPace, signal: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal.aborted) {
      reject(new DemoCancelledError());
      return;
    }
    let remaining = Math.max(0, scriptMs);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let startedAt = 0;
    let speedAtStart = pace.speed;

    const stopClock = () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      timer = undefined;
      remaining = Math.max(0, remaining - (Date.now() - startedAt) * speedAtStart);
    };
    const startClock = () => {
      if (pace.paused) return;
      startedAt = Date.now();
      speedAtStart = pace.speed;
      timer = setTimeout(finish, remaining / speedAtStart);
    };
    const cleanUp = () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      unsubscribe();
      signal.removeEventListener('abort', onAbort);
    };
    function finish() {
      cleanUp();
      resolve();
    }
    function onAbort() {
      cleanUp();
      reject(new DemoCancelledError());
    }
    const unsubscribe = pace.subscribe(() => {
      stopClock();
      startClock();
    });
    signal.addEventListener('abort', onAbort, { once: true });
    startClock();
  });
}
