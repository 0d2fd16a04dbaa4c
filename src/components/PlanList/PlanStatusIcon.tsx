import type { ReactNode, SVGProps } from 'react';

/** Which icon a status gets: the three known statuses, `cancelled`, and a neutral one for anything else. */
export type PlanStatusIconKind = 'pending' | 'in_progress' | 'completed' | 'cancelled' | 'unknown';

/**
 * The attributes every icon of `<PlanList>` shares: a decorative (`aria-hidden`) 16px line drawing in
 * `currentColor`, 1em without the stylesheet. No `focusable="false"`: only Internet Explorer and pre-Chromium Edge
 * made an SVG a tab stop, and neither runs React 18; one attribute less on every row's icon at mount.
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

// What each kind draws over its ring; its keys are also the kinds a status can name. Elements made once:
// every row of a long plan shares them.
const MARKS: Record<PlanStatusIconKind, ReactNode> = {
  pending: null,
  completed: <path d="M5.25 8.25l1.9 1.9 3.6-3.9" style={{ stroke: 'var(--acp-plan-bg, Canvas)' }} strokeWidth="1.75" />,
  // A half-filled disc: "started, not finished", readable without colour.
  in_progress: <path d="M8 3.5a4.5 4.5 0 0 1 0 9z" fill="currentColor" stroke="none" data-slot="plan-entry-icon-fill" />,
  cancelled: <path d="M5.75 5.75l4.5 4.5M10.25 5.75l-4.5 4.5" />,
  unknown: <path d="M5.5 8h5" />,
};

/** The icon kind of a (possibly unknown) status. */
export function statusIconKind(status: string): PlanStatusIconKind {
  return Object.hasOwn(MARKS, status) ? (status as PlanStatusIconKind) : 'unknown';
}

/** Props of `<PlanStatusIcon>`: the status plus any SVG attribute. */
export interface PlanStatusIconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** The entry's status; unknown statuses get a neutral icon. */
  status: string;
}

/**
 * A 16px inline SVG for a task status, drawn in `currentColor`. Decorative (`aria-hidden`): the row says the
 * status in text. Sized by `--acp-plan-icon-size` when the stylesheet is loaded, 1em without it.
 *
 * A new kind is a new element (keyed by kind): a status change replaces the icon in two DOM mutations instead
 * of rewriting the ring's and the mark's attributes one by one (five or more).
 *
 * Data attributes: `data-slot="plan-entry-icon"`, `data-status-icon` (the icon kind).
 */
export function PlanStatusIcon({ status, ...rest }: PlanStatusIconProps) {
  const kind = statusIconKind(status);
  const filled = kind === 'completed';
  return (
    <svg key={kind} {...lineIcon} data-slot="plan-entry-icon" data-status-icon={kind} {...rest}>
      <circle
        cx="8"
        cy="8"
        r="6.25"
        fill={filled ? 'currentColor' : undefined}
        stroke={filled ? 'none' : undefined}
        strokeDasharray={kind === 'unknown' ? '2 2' : undefined}
      />
      {MARKS[kind]}
    </svg>
  );
}
