export type * from './types';
export { createPlanStore, DEFAULT_HISTORY_LIMIT } from './createPlanStore';
export { reconcileEntries, type ReconcileContext, type ReconcileResult } from './reconcileEntries';
export { computeProgress, computeEntriesProgress, EMPTY_PROGRESS } from './progress';
export { findMarkdownTasks, computeMarkdownProgress, type MarkdownTask } from './markdownTasks';
