/**
 * From this many characters (UTF-16 code units) a markdown document is long: some 500 task lines, many screens of a
 * side panel. A plan of real size is a few thousand.
 */
export const LONG_DOCUMENT_LENGTH = 32_768;

/**
 * Whether a markdown document is long (`LONG_DOCUMENT_LENGTH`). The document element then carries `data-long`, its
 * blocks that may be skipped `data-skippable`, and the stylesheet lets those out of view skip style, layout and
 * paint (`content-visibility: auto`). In a plan of real size that saves nothing and would leave a full-page
 * screenshot blank below the fold, so it is kept to long documents, as `<PlanList>` keeps its own to plans of
 * `LONG_PLAN_ROWS` rows.
 */
export function isLongDocument(content: string): boolean {
  return content.length > LONG_DOCUMENT_LENGTH;
}
