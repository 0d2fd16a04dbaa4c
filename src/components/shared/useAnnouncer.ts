import { useEffect, useState } from 'react';

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

/** The timer and the pending burst of one `useAnnouncer`: made once, so `announce` is stable. */
function createAnnouncer(setMessage: (update: (previous: string) => string) => void, delay: number) {
  let pending: string[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    // Duplicates dropped here, once per burst: a check on each call would cost O(burst) per message.
    const text = [...new Set(pending)].join(' ');
    pending = [];
    if (text !== '') setMessage((previous) => (previous === text ? text + REPEAT_MARK : text));
  };
  return {
    announce: (raw: string): void => {
      const text = typeof raw === 'string' ? raw.trim() : '';
      // A sentence: a full stop unless it already ends with sentence punctuation.
      const next = /[.!?…:]$/.test(text) ? text : `${text}.`;
      if (next === '.') return;
      pending.push(next);
      // A negative delay is 0 to setTimeout itself.
      timer ??= setTimeout(flush, delay);
    },
    setDelay(ms: number): void {
      delay = ms;
    },
    /** Drops the pending burst (unmount). */
    stop(): void {
      clearTimeout(timer);
      timer = undefined;
      pending = [];
    },
  };
}

/**
 * Coalesces status messages for one polite live region. Render `<LiveRegion message={message} />` from the
 * first render on and call `announce(...)` from effects or event handlers (never during render).
 * `announce` is stable for the component's lifetime.
 */
export function useAnnouncer({ delay = 400 }: AnnouncerOptions = {}): Announcer {
  const [message, setMessage] = useState('');
  const [announcer] = useState(() => createAnnouncer(setMessage, delay));
  useEffect(() => announcer.setDelay(delay), [announcer, delay]);
  useEffect(() => announcer.stop, [announcer]);
  return { announce: announcer.announce, message };
}
