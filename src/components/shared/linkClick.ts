import type { MouseEvent } from 'react';

/**
 * The host's link router (IDEs open links in an editor tab or their own browser). When a component is given
 * one, it prevents the browser's navigation and calls it instead; without one, links open in a new tab with
 * `rel="noopener noreferrer"`. Every plan component follows this same rule.
 */
export type LinkClickHandler = (url: string, event: MouseEvent<HTMLAnchorElement>) => void;
