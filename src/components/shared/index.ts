// Shared primitives of the components. Only the public ones are listed here; components import the rest
// (visuallyHiddenStyle, moveFocus, …) from their files directly.
export { useReducedMotion } from './useReducedMotion';
export type { MotionPreference } from './useReducedMotion';
export { usePresenceList } from './usePresence';
export type { Presence, PresenceItem, PresenceListOptions } from './usePresence';
export { useAnnouncer } from './useAnnouncer';
export type { Announcer, AnnouncerOptions } from './useAnnouncer';
export { LiveRegion } from './LiveRegion';
export type { LiveRegionProps } from './LiveRegion';
export { VisuallyHidden } from './VisuallyHidden';
export type { VisuallyHiddenProps } from './VisuallyHidden';
export { createUrlTransform, defaultUrlTransform } from './safeUrl';
export type { UrlTransform, UrlTransformOptions } from './safeUrl';
export type { LinkClickHandler } from './linkClick';
export type { PlanSelectable, PlanSelectableProps, PlanStep, SelectablePlanProps } from './planSelectable';
