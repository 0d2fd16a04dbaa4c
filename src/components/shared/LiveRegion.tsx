import type { HTMLAttributes } from 'react';
import { visuallyHiddenStyle } from './visuallyHiddenStyle';

/** Props of `<LiveRegion>`: the message plus any attribute of the `<div>`. */
export interface LiveRegionProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /**
   * The text to announce; changing it makes screen readers read it (politely, after what they are saying).
   * @default ""
   */
  message?: string;
}

/**
 * A visually hidden polite live region (`role="status"`, `aria-live="polite"`, `aria-atomic="true"`).
 * Render it from the first render on, even when empty: screen readers ignore regions that appear with content.
 * Pair with `useAnnouncer`. One per plan.
 *
 * Data attributes: `data-slot="live-region"`.
 */
export function LiveRegion({ message = '', style, ...rest }: LiveRegionProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-slot="live-region"
      {...rest}
      // The shared object when nothing is added: React then skips comparing the style when the message changes.
      style={style ? { ...visuallyHiddenStyle, ...style } : visuallyHiddenStyle}
    >
      {message}
    </div>
  );
}
