import type { ReactNode, SVGProps } from 'react';
import { lineIcon } from '../shared/lineIcon';
import { statusIconKind, type PlanStatusIconKind } from './statusIconKind';

// What each kind draws over its ring. Elements made once: every icon shares them. statusIcon.css draws the same
// shapes (src/components/statusIcon.browser.test.tsx compares the two).
const MARKS: Record<PlanStatusIconKind, ReactNode> = {
  pending: null,
  completed: <path d="M5.25 8.25l1.9 1.9 3.6-3.9" style={{ stroke: 'var(--acp-plan-bg, Canvas)' }} strokeWidth="1.75" />,
  // A half-filled disc: "started, not finished", readable without colour.
  in_progress: <path d="M8 3.5a4.5 4.5 0 0 1 0 9z" fill="currentColor" stroke="none" data-slot="plan-entry-icon-fill" />,
  cancelled: <path d="M5.75 5.75l4.5 4.5M10.25 5.75l-4.5 4.5" />,
  unknown: <path d="M5.5 8h5" />,
};

/** Props of `<PlanStatusIcon>`: the status plus any SVG attribute. */
export interface PlanStatusIconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** The entry's status; unknown statuses get a neutral icon. */
  status: string;
}

/**
 * A 16px inline SVG for a task status, drawn in `currentColor`. Decorative (`aria-hidden`): say the status in
 * text beside it. Markdown task items use it, and so can a host's own markup without our stylesheet; item rows
 * draw the same icons in CSS on their status words (`<PlanItemStatus>`, `data-status-icon`), one element where
 * this is three. Sized by `--acp-plan-icon-size` when the stylesheet is loaded, 1em without it.
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
