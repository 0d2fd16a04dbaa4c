import type { CSSProperties } from 'react';

/**
 * The "visually hidden" clip pattern in the six properties that do it: out of sight, still read by screen readers.
 * Inline so it works without our stylesheet. Out of flow (`position: absolute`), a 1px box that clips its text
 * (`overflow: hidden`, so long text adds no scrollable overflow), clipped away entirely (`clip-path: inset(50%)`,
 * which also hides any padding or border a host style adds), on one line (`white-space: nowrap`, or some
 * screen readers run the words together). `clip`, the negative margin, zero padding and border only served
 * browsers without `clip-path` (before 2020). React sets inline styles one property at a time, so every property
 * is a style write at mount: rows render one or two of these each, and every plan's live region one.
 */
export const visuallyHiddenStyle: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};
