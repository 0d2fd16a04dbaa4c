import type { HTMLAttributes } from 'react';
import { visuallyHiddenStyle } from './visuallyHiddenStyle';

/** Props of `<VisuallyHidden>`: any attribute of a `<span>`. */
export interface VisuallyHiddenProps extends HTMLAttributes<HTMLSpanElement> {
  /**
   * The part's name for styling and tests.
   * @default "visually-hidden"
   */
  'data-slot'?: string;
}

/**
 * Text for screen readers only: a `<span>` hidden with the clip pattern (inline style, so it needs no stylesheet;
 * six properties, as rows render many of these). Use it to say in words what an icon shows.
 *
 * Data attributes: `data-slot` (default `visually-hidden`; pass your own to name the part).
 */
export function VisuallyHidden({ style, ...rest }: VisuallyHiddenProps) {
  // The shared object when nothing is added: React then skips comparing the style on every re-render.
  return <span data-slot="visually-hidden" {...rest} style={style ? { ...visuallyHiddenStyle, ...style } : visuallyHiddenStyle} />;
}
