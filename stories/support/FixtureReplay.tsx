// A replay harness for stories: feeds the lines of a JSONL fixture into a real plan store, one at a time, with
// play / pause / step / reset controls and a speed setting. Any component can be rendered against the store.
//
//   import raw from '../test/fixtures/claude-todowrite.jsonl?raw';
//   <FixtureReplay lines={parseJsonLines(raw)} render={({ sessionId }) => <PlanList sessionId={sessionId} />} />
//
// Play functions drive it by role: buttons "Play" / "Pause", "Step", "Reset"; the combobox "Speed"; the
// status text (`data-testid="replay-position"`) reads "3 / 8".
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { PlanStoreProvider } from '../../src/react/PlanStoreProvider';
import { createPlanStore } from '../../src/store/createPlanStore';
import type { ApplyResult, PlanStore } from '../../src/store/types';

/** What the `render` function of `<FixtureReplay>` gets. */
export interface ReplayState {
  /** The store the lines are applied to (also provided through `<PlanStoreProvider>`). */
  readonly store: PlanStore;
  /** The session of the first line that has one: what to bind a component to. */
  readonly sessionId: string;
  /** How many lines have been applied. */
  readonly position: number;
  /** How many lines there are. */
  readonly total: number;
  readonly playing: boolean;
  /** What the store did with the last applied line. */
  readonly lastResult: ApplyResult | undefined;
}

/** Props of `<FixtureReplay>`. */
export interface FixtureReplayProps {
  /** The fixture's parsed lines (`parseJsonLines(raw)`), applied in order with `store.apply`. */
  lines: readonly unknown[];
  /** Renders what is shown above the controls, inside a `<PlanStoreProvider>` of the replay's store. */
  render: (replay: ReplayState) => ReactNode;
  /** Lines applied before the first render (to start a story mid-way). @default 0 */
  initialPosition?: number;
  /** Starts playing at mount. @default false */
  autoPlay?: boolean;
  /** Milliseconds between lines at 1× speed. @default 700 */
  intervalMs?: number;
  /** Makes the store (e.g. with a fixed clock). @default createPlanStore */
  createStore?: () => PlanStore;
}

const SPEEDS = [0.5, 1, 2, 4] as const;

function firstSessionId(lines: readonly unknown[]): string {
  for (const line of lines) {
    const value = typeof line === 'string' ? safeParse(line) : line;
    const params = (value as { params?: { sessionId?: unknown } } | null)?.params;
    const sessionId = params?.sessionId ?? (value as { sessionId?: unknown } | null)?.sessionId;
    if (typeof sessionId === 'string') return sessionId;
  }
  return '';
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function describeResult(result: ApplyResult | undefined): string {
  if (!result) return 'nothing applied yet';
  switch (result.status) {
    case 'applied':
    case 'unchanged':
    case 'removed':
      return `${result.status} ${result.sessionId} / ${result.planId}`;
    case 'ignored':
      return `ignored (${result.reason})`;
    case 'rejected':
      return `rejected (${result.error.message})`;
  }
}

/** Replays a JSONL fixture through a real store with play / pause / step / reset and speed controls. */
export function FixtureReplay({ lines, render, initialPosition = 0, autoPlay = false, intervalMs = 700, createStore = createPlanStore }: FixtureReplayProps) {
  const [store] = useState(() => {
    const created = createStore();
    for (const line of lines.slice(0, initialPosition)) created.apply(line);
    return created;
  });
  // The position lives in a ref too: applying a line is a side effect on the store and must happen exactly once.
  const start = Math.min(initialPosition, lines.length);
  const positionRef = useRef(start);
  const [position, setPosition] = useState(start);
  const [lastResult, setLastResult] = useState<ApplyResult | undefined>(undefined);
  const [playing, setPlaying] = useState(autoPlay);
  const [speed, setSpeed] = useState<number>(1);
  const speedId = useId();

  const step = useCallback(() => {
    if (positionRef.current >= lines.length) {
      setPlaying(false);
      return;
    }
    const result = store.apply(lines[positionRef.current]);
    positionRef.current += 1;
    setPosition(positionRef.current);
    setLastResult(result);
    if (positionRef.current >= lines.length) setPlaying(false);
  }, [lines, store]);

  const reset = useCallback(() => {
    store.reset();
    positionRef.current = 0;
    setPosition(0);
    setLastResult(undefined);
    setPlaying(false);
  }, [store]);

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(step, intervalMs / speed);
    return () => clearInterval(timer);
  }, [playing, step, intervalMs, speed]);

  const sessionId = useMemo(() => firstSessionId(lines), [lines]);
  const atEnd = position >= lines.length;
  const replay: ReplayState = { store, sessionId, position, total: lines.length, playing, lastResult };

  return (
    <div data-slot="fixture-replay" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <PlanStoreProvider store={store}>{render(replay)}</PlanStoreProvider>
      <div
        role="group"
        aria-label="Replay controls"
        style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, fontFamily: 'system-ui, sans-serif', fontSize: 13 }}
      >
        {/* aria-disabled, not disabled: a focused button that disables itself (Step on the last line) drops focus
            to <body>. Pressing one while it is "disabled" does nothing: step stops at the end, reset at 0. */}
        <button type="button" onClick={() => setPlaying((value) => !value && !atEnd)} aria-disabled={atEnd && !playing}>
          {playing ? 'Pause' : 'Play'}
        </button>
        <button type="button" onClick={step} aria-disabled={atEnd}>
          Step
        </button>
        <button type="button" onClick={reset} aria-disabled={position === 0}>
          Reset
        </button>
        <label htmlFor={speedId}>Speed</label>
        <select id={speedId} value={speed} onChange={(event) => setSpeed(Number(event.target.value))}>
          {SPEEDS.map((value) => (
            <option key={value} value={value}>
              {`${value}×`}
            </option>
          ))}
        </select>
        <span data-testid="replay-position">{`${position} / ${lines.length}`}</span>
        <span data-testid="replay-last-result">
          {describeResult(lastResult)}
        </span>
      </div>
    </div>
  );
}
