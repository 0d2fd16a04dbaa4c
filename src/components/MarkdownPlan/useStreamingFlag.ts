import { useEffect, useState } from 'react';

/** How long after the last change a document counts as still streaming. Agents send snapshots every ~150 ms. */
export const DEFAULT_SETTLE_MS = 1000;

interface StreamingState {
  readonly content: string;
  readonly streaming: boolean;
}

/** The last non-blank line of a document: where a streamed snapshot is being written. */
function lastLine(text: string): string {
  const trimmed = text.trimEnd();
  return trimmed.slice(trimmed.lastIndexOf('\n') + 1);
}

/**
 * Whether `content` is being streamed: its end changed after the first render, less than `settleMs` ago. A
 * change above an unchanged last line (a task ticked in a finished document) does not start streaming: the
 * tail rule would hide a finished last line for `settleMs`. It keeps a document that is streaming so.
 * Decided during render (not in an effect), so the very render that shows a new snapshot already applies the
 * streaming rule and nothing flashes. `override` (a host that knows the agent's turn ended) wins.
 */
export function useStreamingFlag(content: string, override: boolean | undefined, settleMs: number): boolean {
  const [state, setState] = useState<StreamingState>(() => ({ content, streaming: false }));
  let current = state;
  if (state.content !== content) {
    // React's "adjust state while rendering": re-renders this component at once, before its children.
    current = { content, streaming: state.streaming || lastLine(content) !== lastLine(state.content) };
    setState(current);
  }

  useEffect(() => {
    if (!current.streaming) return undefined;
    // A negative delay is 0 to setTimeout itself.
    const timer = setTimeout(() => {
      setState((latest) => (latest.content === content ? { content, streaming: false } : latest));
    }, settleMs);
    return () => clearTimeout(timer);
  }, [current.streaming, content, settleMs]);

  return override ?? current.streaming;
}
