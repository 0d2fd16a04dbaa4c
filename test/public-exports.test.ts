// Pins the public API. Every name here is a promise to hosts: adding one is a decision, removing or renaming
// one is a breaking change. Update this list on purpose, never to make the test pass.
import { describe, expect, it } from 'vitest';
import * as everything from '../src/index';
import * as core from '../src/core';
import * as history from '../src/history/index';
import * as actions from '../src/actions/index';

const CORE_EXPORTS = [
  'DEFAULT_HISTORY_LIMIT',
  'DEFAULT_PLAN_INPUT_LIMITS',
  'EMPTY_PROGRESS',
  'LEGACY_PLAN_ID',
  'PlanInputError',
  'computeEntriesProgress',
  'computeMarkdownProgress',
  'computeProgress',
  'createPlanStore',
  'findMarkdownTasks',
  'parseSessionUpdate',
  'reconcileEntries',
  'withPlanCapabilities',
];

const REACT_EXPORTS = [
  'PlanStoreProvider',
  'shallowEqual',
  'usePlan',
  'usePlanEntry',
  'usePlanEntryKeys',
  'usePlanHistory',
  'usePlanHost',
  'usePlanProgress',
  'usePlanStore',
  'usePlanStoreSelector',
  'usePlans',
];

const COMPONENT_EXPORTS = [
  'DEFAULT_FILE_PLAN_LABELS',
  'DEFAULT_MARKDOWN_PLAN_LABELS',
  'DEFAULT_PLAN_ERROR_LABELS',
  'DEFAULT_PLAN_LIST_LABELS',
  'FilePlan',
  'InlineMarkdown',
  'LiveRegion',
  'MarkdownPlan',
  'PlanErrorBoundary',
  'PlanFrame',
  'PlanFrameContent',
  'PlanFrameCount',
  'PlanFrameFooter',
  'PlanFrameHeader',
  'PlanFrameProgress',
  'PlanFrameStatus',
  'PlanFrameTitle',
  'PlanFrameTrigger',
  'PlanItem',
  'PlanItemElapsed',
  'PlanItemPriority',
  'PlanItemStatus',
  'PlanItemText',
  'PlanList',
  'PlanStatusIcon',
  'ProgressBar',
  'SessionPlans',
  'VisuallyHidden',
  'createUrlTransform',
  'defaultUrlTransform',
  'describeFileUri',
  'formatElapsed',
  'formatProgressValueText',
  'preloadMarkdownRenderer',
  'useAnnouncer',
  'useControllableState',
  'usePlanEntryRow',
  'usePlanFrameContext',
  'usePlanListState',
  'usePresenceList',
  'useReducedMotion',
];

const HISTORY_EXPORTS = [
  'DEFAULT_DIFF_SUMMARY_LABELS',
  'DEFAULT_PLAN_HISTORY_LABELS',
  'DEFAULT_PLAN_STALE_NOTE_LABELS',
  'PLAN_STORE_DATA_FORMAT',
  'PLAN_STORE_DATA_VERSION',
  'PlanHistory',
  'PlanStaleNote',
  'applyItemDiff',
  'countDiff',
  'diffItemPlans',
  'diffMarkdownPlans',
  'diffPlans',
  'diffWords',
  'isoDuration',
  'markdownDiffSide',
  'parsePlanStoreData',
  'serializePlanStore',
  'summarizeDiff',
  // Issue 16, second part: restore, export, step times, changed-since-last-look, History (n).
  'DEFAULT_EXPORT_MARKDOWN_LABELS',
  'DEFAULT_PLAN_CHANGED_MARK_LABELS',
  'DEFAULT_PLAN_HISTORY_TOGGLE_LABELS',
  'DEFAULT_STEP_TIME_LABELS',
  'PlanChangedMark',
  'PlanHistoryToggle',
  'PlanStepTimes',
  'PlanTotalTime',
  'createPlanLastSeen',
  'exportPlan',
  'exportPlanMarkdown',
  'formatDuration',
  'restorePlanStore',
  'useLastSeenRevision',
  'createToolCallLog',
  'summarizeToolCalls',
  'DEFAULT_TOOL_CALL_SUMMARY_LABELS',
  'PlanStepWork',
];

const ACTIONS_EXPORTS = [
  'DEFAULT_PLAN_EDITOR_LABELS',
  'DEFAULT_PLAN_EDIT_FOOTER_LABELS',
  'DEFAULT_REVISION_PROMPT_LABELS',
  'PlanEditFooter',
  'PlanEditor',
  'formatRevisionPrompt',
  'rebaseEdit',
  'DEFAULT_PLAN_RUN_STEPS_LABELS',
  'DEFAULT_STEPS_PROMPT_LABELS',
  'PlanRunSteps',
  'PlanStepSelection',
  'createStepSelection',
  'formatStepsPrompt',
  'useStepSelection',
];

const sorted = (names: readonly string[]) => [...names].sort();

describe('public exports', () => {
  it('react-acp-plans/core exports exactly the protocol and store API', () => {
    expect(sorted(Object.keys(core))).toEqual(sorted(CORE_EXPORTS));
  });

  it('react-acp-plans exports core, the React layer and the components, nothing else', () => {
    expect(sorted(Object.keys(everything))).toEqual(sorted([...CORE_EXPORTS, ...REACT_EXPORTS, ...COMPONENT_EXPORTS]));
  });

  it('react-acp-plans/history exports exactly the history API (a separate import)', () => {
    expect(sorted(Object.keys(history))).toEqual(sorted(HISTORY_EXPORTS));
  });

  it('react-acp-plans/actions exports exactly the plan actions API (a separate import)', () => {
    expect(sorted(Object.keys(actions))).toEqual(sorted(ACTIONS_EXPORTS));
    for (const [name, value] of Object.entries(actions)) expect(value, name).toBeDefined();
  });

  it('has a value behind every name (no export of undefined)', () => {
    for (const [name, value] of Object.entries(everything)) expect(value, name).toBeDefined();
  });
});
