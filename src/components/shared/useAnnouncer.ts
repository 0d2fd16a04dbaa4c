import { useEffect, useState } from 'react';

/** Options of `useAnnouncer`. */
export interface AnnouncerOptions {
  /**
   * Milliseconds during which announcements are gathered into one message, so a burst of updates is read once
   * ("Completed: A. Started: B.") instead of as a storm that screen readers cut short.
   * @default 400
   */
  readonly delay?: number;
  /**
   * Says each message as part of a named whole, e.g. `(text) => \`Subagent: ${text}\`` when a session shows
   * several plans. Applied once per spoken message.
   * @default undefined (the message as it is)
   */
  readonly frame?: ((text: string) => string) | undefined;
}

/**
 * Describes what changed since the last spoken message, as the sentences to say. Called once per spoken
 * message (at the end of the burst), so what it says is the NET change of the burst, capped once.
 */
export type DescribeChanges = () => readonly string[];

/** What `useAnnouncer` returns: a function to queue a message, and the text for `<LiveRegion message>`. */
export interface Announcer {
  /** Queues a message; messages within `delay` ms are joined, exact duplicates in a burst are dropped. */
  readonly announce: (message: string) => void;
  /**
   * Notes that something changed: `describe` runs when the burst ends and its sentences join the message (the
   * latest `describe` of a burst is the one called). Stable, like `announce`.
   */
  readonly announceChanges: (describe: DescribeChanges) => void;
  /** The current text of the live region (empty until the first burst ends). */
  readonly message: string;
}

// A no-break space: appended to alternate calls so a repeated identical message still changes the region's text,
// which is what makes screen readers read it again.
const REPEAT_MARK = '\u00A0';

/** A sentence: a full stop unless it already ends with sentence punctuation; '' for a blank message. */
function sentence(raw: unknown): string {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (text === '') return '';
  return /[.!?…:]$/.test(text) ? text : `${text}.`;
}

/** The timer and the pending burst of one `useAnnouncer`: made once, so `announce` is stable. */
function createAnnouncer(setMessage: (update: (previous: string) => string) => void, delay: number) {
  let pending: string[] = [];
  let describe: DescribeChanges | undefined;
  let frame: ((text: string) => string) | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    const described = describe?.() ?? [];
    describe = undefined;
    // Duplicates dropped here, once per burst: a check on each call would cost O(burst) per message.
    const text = [...new Set([...pending, ...described.map(sentence)])].filter(Boolean).join(' ');
    pending = [];
    if (text === '') return;
    const framed = frame ? frame(text) : text;
    setMessage((previous) => (previous === framed ? framed + REPEAT_MARK : framed));
  };
  // A negative delay is 0 to setTimeout itself.
  const schedule = () => {
    timer ??= setTimeout(flush, delay);
  };
  return {
    announce: (raw: string): void => {
      const next = sentence(raw);
      if (next === '') return;
      pending.push(next);
      schedule();
    },
    announceChanges: (next: DescribeChanges): void => {
      describe = next;
      schedule();
    },
    configure(ms: number, frameWith: ((text: string) => string) | undefined): void {
      delay = ms;
      frame = frameWith;
    },
    /** Drops the pending burst (unmount). */
    stop(): void {
      clearTimeout(timer);
      timer = undefined;
      pending = [];
      describe = undefined;
    },
  };
}

/**
 * Coalesces status messages for one polite live region. Render `<LiveRegion message={message} />` from the
 * first render on and call `announce(...)` or `announceChanges(...)` from effects, subscriptions or event
 * handlers (never during render). Both are stable for the component's lifetime.
 */
export function useAnnouncer({ delay = 400, frame }: AnnouncerOptions = {}): Announcer {
  const [message, setMessage] = useState('');
  const [announcer] = useState(() => createAnnouncer(setMessage, delay));
  // Read at the next flush, which always comes after this commit's effects.
  useEffect(() => announcer.configure(delay, frame), [announcer, delay, frame]);
  useEffect(() => announcer.stop, [announcer]);
  return { announce: announcer.announce, announceChanges: announcer.announceChanges, message };
}
