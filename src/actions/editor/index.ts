// The plan editor part of `react-acp-plans/actions`: revise a plan and send it back.
export { PlanEditor } from './PlanEditor';
export type { PlanEditorProps, PlanEditorLabelOverrides } from './PlanEditor';
export { DEFAULT_PLAN_EDITOR_LABELS } from './labels';
export type { PlanEditorLabels } from './labels';
export { PlanEditFooter, DEFAULT_PLAN_EDIT_FOOTER_LABELS } from './PlanEditFooter';
export type { PlanEditFooterProps, PlanEditFooterLabels } from './PlanEditFooter';
export { formatRevisionPrompt, DEFAULT_REVISION_PROMPT_LABELS } from './formatRevisionPrompt';
export type { RevisionPromptLabels } from './formatRevisionPrompt';
export { rebaseEdit } from './rebaseEdit';
export type { RebaseConflict, RebaseResult } from './rebaseEdit';
export type { EditableEntry, EditableEntryInput, PlanRevision } from './types';
