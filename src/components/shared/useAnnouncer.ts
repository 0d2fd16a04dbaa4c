import { useCallback, useEffect, useRef, useState } from 'react';

/** Options of `useAnnouncer`. */
export interface AnnouncerOptions {
  /**
   * Milliseconds during which announcements are gathered into one message, so a burst of updates is read once
   * ("Completed: A. Started: B.") instead of as a storm that screen readers cut short.
   * @default 400
   */
  readonly delay?: number;
}

/** What `useAnnouncer` returns: a function to queue a message, and the text for `<LiveRegion message>`. */
export interface Announcer {
  /** Queues a message; messages within `delay` ms are joined, exact duplicates in a burst are dropped. */
  readonly announce: (message: string) => void;
  /** The current text of the live region (empty until the first burst ends). */
  readonly message: string;
}

// A no-break space: appended to alternate calls so a repeated identical message still changes the region's text,
// which is what makes screen readers read it again.
const REPEAT_MARK = '\u00A0';

/** Ends a message with a full stop unless it already ends with sentence punctuation. */
function asSentence(message: string): string {
  return /[.!?…:]$/.test(message) ? message : `${message}.`;
}

/**
 * Coalesces status messages for one polite live region. Render `<LiveRegion message={message} />` from the
 * first render on and call `announce(...)` from effects or event handlers (never during render).
 * `announce` is stable for the component's lifetime.
 */
export function useAnnouncer({ delay = 400 }: AnnouncerOptions = {}): Announcer {
  const [message, setMessage] = useState('');
  const pending = useRef<string[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const delayRef = useRef(delay);
  useEffect(() => {
    delayRef.current = delay;
  }, [delay]);

  const flush = useCallback(() => {
    timer.current = undefined;
    const text = pending.current.join(' ');
    pending.current = [];
    if (text === '') return;
    setMessage((previous) => (previous === text ? text + REPEAT_MARK : text));
  }, []);

  const announce = useCallback(
    (raw: string) => {
      const next = typeof raw === 'string' ? asSentence(raw.trim()) : '';
      if (next === '.' || pending.current.includes(next)) return;
      pending.current.push(next);
      if (timer.current === undefined) {
        timer.current = setTimeout(flush, Math.max(0, delayRef.current));
      }
    },
    [flush],
  );

  useEffect(
    () => () => {
      if (timer.current !== undefined) clearTimeout(timer.current);
      timer.current = undefined;
      pending.current = [];
    },
    [],
  );

  return { announce, message };
}
