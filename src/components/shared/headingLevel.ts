/** Heading levels a plan's title can have. */
export type PlanHeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * The level every plan's title heading has unless told otherwise (`<PlanList>`, `<MarkdownPlan>`, `<FilePlan>`,
 * `<SessionPlans>`): plans sit in a host's panel, below its own `h1` / `h2`.
 */
export const DEFAULT_PLAN_HEADING_LEVEL: PlanHeadingLevel = 3;

/** The heading element of a level (a level out of range is the default one). */
export function headingTag(level: number): `h${PlanHeadingLevel}` {
  return `h${Number.isInteger(level) && level >= 1 && level <= 6 ? level : DEFAULT_PLAN_HEADING_LEVEL}` as `h${PlanHeadingLevel}`;
}
