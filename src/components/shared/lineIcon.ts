import type { SVGProps } from 'react';

/**
 * The attributes every line icon of the plans shares (the header's chevron and status, `<PlanStatusIcon>`): a
 * decorative (`aria-hidden`) 16px line drawing in `currentColor`, 1em without the stylesheet. No
 * `focusable="false"`: only Internet Explorer and pre-Chromium Edge made an SVG a tab stop, and neither runs React 18.
 */
export const lineIcon = {
  viewBox: '0 0 16 16',
  width: '1em',
  height: '1em',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: '1.5',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': 'true',
} as const satisfies SVGProps<SVGSVGElement>;
