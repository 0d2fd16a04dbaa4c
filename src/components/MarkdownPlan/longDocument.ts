import { TEXT_PER_COMMIT } from './useAnalysedLength';

/**
 * Whether a markdown document is long: more text than one commit analyses (`TEXT_PER_COMMIT`, ~32 kB, some 500
 * task lines). The document element then carries `data-long`, and the stylesheet lets its blocks out of view skip
 * style, layout and paint (`content-visibility: auto`). In a plan of real size (a few kB) that saves nothing and
 * would leave a full-page screenshot blank below the fold, so it is kept to long documents, as `<PlanList>` keeps
 * its own to plans of `LONG_PLAN_ROWS` rows.
 */
export function isLongDocument(content: string): boolean {
  return content.length > TEXT_PER_COMMIT;
}
