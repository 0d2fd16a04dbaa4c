// `react-acp-plans/history`: a plan's revisions, what changed between two of them, and <PlanHistory>. A separate
// entry: hosts that only show plans never bundle it, and `./core` / `<PlanList>` do not grow.
export type * from './types';
export { diffPlans } from './diffPlans';
export { diffItemPlans, type DiffOptions } from './diffItemPlans';
export { diffMarkdownPlans } from './diffMarkdownPlans';
export { diffWords, type TextDiffPart } from './textDiff';
export { applyItemDiff, markdownDiffSide } from './applyPlanDiff';
export { summarizeDiff, countDiff, DEFAULT_DIFF_SUMMARY_LABELS } from './summarizeDiff';
export type { DiffCounts, DiffSummaryLabels } from './summarizeDiff';
export { PlanHistory } from './PlanHistory';
export type { PlanHistoryProps } from './PlanHistory';
export { DEFAULT_PLAN_HISTORY_LABELS } from './labels';
export type { PlanHistoryLabels, PlanHistoryLabelOverrides } from './labels';
export { isoDuration } from './duration';
export { PlanStaleNote, DEFAULT_PLAN_STALE_NOTE_LABELS } from './PlanStaleNote';
export type { PlanStaleNoteProps, PlanStaleNoteLabels } from './PlanStaleNote';
export { serializePlanStore, parsePlanStoreData, PLAN_STORE_DATA_FORMAT, PLAN_STORE_DATA_VERSION } from './storeData';
export type { PlanStoreData, PlanStoreDataResult, PlanData, PlanRevisionData, PlanEntryData } from './storeData';
export type { PlanStoreDataLimits } from './storeData';
export { restorePlanStore } from './restorePlanStore';
export { exportPlan, exportPlanMarkdown, DEFAULT_EXPORT_MARKDOWN_LABELS } from './exportPlan';
export type { PlanExport, PlanOutcome, ExportedStep, ExportedRevision, ExportPlanOptions, ExportMarkdownLabels } from './exportPlan';
export { formatDuration } from './duration';
export { createPlanLastSeen, useLastSeenRevision, type PlanLastSeen } from './planLastSeen';
export { PlanChangedMark, DEFAULT_PLAN_CHANGED_MARK_LABELS } from './PlanChangedMark';
export type { PlanChangedMarkProps, PlanChangedMarkLabels } from './PlanChangedMark';
export { PlanHistoryToggle, DEFAULT_PLAN_HISTORY_TOGGLE_LABELS } from './PlanHistoryToggle';
export type { PlanHistoryToggleProps, PlanHistoryToggleLabels } from './PlanHistoryToggle';
