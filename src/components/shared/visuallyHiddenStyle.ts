import type { CSSProperties } from 'react';

/**
 * The standard "visually hidden" clip pattern: out of sight, still read by screen readers. Inline so it works
 * without our stylesheet.
 */
export const visuallyHiddenStyle: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
};
