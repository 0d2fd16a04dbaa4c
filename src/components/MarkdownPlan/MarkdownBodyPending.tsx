import { useEffect, useRef, useState } from 'react';
import { useIsomorphicLayoutEffect } from '../../react/useIsomorphicLayoutEffect';

/** How long the renderer may take to load before "Loading…" shows: a fast load shows nothing at all. */
export const LOADING_NOTE_DELAY_MS = 150;

/**
 * What a markdown plan's document shows while the markdown renderer loads (see loadMarkdownRenderer.ts): a
 * block of reserved height (so the arrival moves little), empty at first and saying `label` only after
 * `LOADING_NOTE_DELAY_MS`, so a fast load does not flash; no spinner. The document element around it is
 * `aria-busy` meanwhile (set from here: only this fallback knows the body is waiting).
 *
 * Data attributes: `data-slot="markdown-plan-loading"`, its text `markdown-plan-loading-text`.
 */
export function MarkdownBodyPending({ label }: { label: string }) {
  const [noteShown, setNoteShown] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => setNoteShown(true), LOADING_NOTE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  useIsomorphicLayoutEffect(() => {
    const body = ref.current?.parentElement;
    body?.setAttribute('aria-busy', 'true');
    return () => body?.removeAttribute('aria-busy');
  }, []);
  return (
    <div ref={ref} data-slot="markdown-plan-loading">
      {noteShown ? <p data-slot="markdown-plan-loading-text">{label}</p> : null}
    </div>
  );
}
