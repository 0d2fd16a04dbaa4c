import { useEffect, useState } from 'react';

/** How long after the last change a document counts as still streaming. Agents send snapshots every ~150 ms. */
export const DEFAULT_SETTLE_MS = 1000;

/** The last non-blank line of a document: where a streamed snapshot is being written. */
function lastLine(text: string): string {
  const trimmed = text.trimEnd();
  return trimmed.slice(trimmed.lastIndexOf('\n') + 1);
}

/**
 * Whether `content` is being streamed: its last line differs from the last line it had when it last settled
 * (the first render, or `settleMs` without a change). A change above an unchanged last line (a task ticked in a
 * finished document) is not streaming: the tail rule would hide a finished last line for `settleMs`.
 * A value derived in render from the content and one remembered line (no state set during render), so the very
 * render that shows a new snapshot already applies the streaming rule and nothing flashes; only settling sets
 * state, from a timer. `override` (a host that knows the agent's turn ended) wins.
 */
export function useStreamingFlag(content: string, override: boolean | undefined, settleMs: number): boolean {
  const [settledLine, setSettledLine] = useState(() => lastLine(content));
  const line = lastLine(content);
  const streaming = line !== settledLine;

  useEffect(() => {
    if (!streaming) return undefined;
    // Each new snapshot restarts the wait (`content` is a dependency). A negative delay is 0 to setTimeout itself.
    const timer = setTimeout(() => setSettledLine(line), settleMs);
    return () => clearTimeout(timer);
  }, [streaming, content, line, settleMs]);

  return override ?? streaming;
}
