// Imports every public export by name from the PACKED package, as a host does, and uses some of them so that
// `any` types would fail the check. test/consumer-imports.test.ts keeps these lists in step with the package.
import { createRef, useRef } from 'react';
import type { ReactElement } from 'react';
import {
  // react-acp-plans/core, re-exported
  DEFAULT_HISTORY_LIMIT,
  DEFAULT_PLAN_INPUT_LIMITS,
  EMPTY_PROGRESS,
  LEGACY_PLAN_ID,
  PlanInputError,
  computeEntriesProgress,
  computeMarkdownProgress,
  computeProgress,
  createPlanStore,
  findMarkdownTasks,
  parseSessionUpdate,
  reconcileEntries,
  withPlanCapabilities,
  // React layer
  PlanStoreProvider,
  shallowEqual,
  usePlan,
  usePlanEntry,
  usePlanEntryKeys,
  usePlanHistory,
  usePlanHost,
  usePlanProgress,
  usePlanStore,
  usePlanStoreSelector,
  usePlans,
  // components
  DEFAULT_FILE_PLAN_LABELS,
  DEFAULT_MARKDOWN_PLAN_LABELS,
  DEFAULT_PLAN_ERROR_LABELS,
  DEFAULT_PLAN_LIST_LABELS,
  FilePlan,
  InlineMarkdown,
  LiveRegion,
  MarkdownPlan,
  PlanErrorBoundary,
  PlanList,
  PlanStatusIcon,
  ProgressBar,
  SessionPlans,
  VisuallyHidden,
  createUrlTransform,
  defaultUrlTransform,
  describeFileUri,
  formatProgressValueText,
  preloadMarkdownRenderer,
  useAnnouncer,
  usePresenceList,
  useReducedMotion,
  // the plan frame's parts and headless hooks
  PlanFrame,
  PlanFrameHeader,
  PlanFrameTitle,
  PlanFrameTrigger,
  PlanFrameProgress,
  PlanFrameCount,
  PlanFrameStatus,
  PlanFrameContent,
  PlanFrameFooter,
  PlanItem,
  PlanItemStatus,
  PlanItemText,
  PlanItemPriority,
  PlanItemElapsed,
  formatElapsed,
  usePlanFrameContext,
  useControllableState,
  usePlanListState,
  usePlanEntryRow,
} from 'react-acp-plans';
import type {
  ApplyResult,
  PlanEntry,
  PlanEntryState,
  PlanListProps,
  PlanProgress,
  PlanSelectable,
  PlanSessionUpdate,
  PlanState,
  PlanStore,
  PlanStoreOptions,
  SessionNotificationParams,
} from 'react-acp-plans';
import * as core from 'react-acp-plans/core';
import type { PlanEntry as CorePlanEntry, PlanSessionUpdate as CorePlanSessionUpdate } from 'react-acp-plans/core';
import {
  connectPlanApproval,
  connectPlanStore,
  planApprovalHandler,
  withPlanCapabilities as sdkCapabilities,
  withPlanStore,
  withPlanSupport,
} from 'react-acp-plans/acp';
import type { ConnectPlanStoreOptions, MessageStream, PlanApprovalOptions, WithPlanStoreOptions } from 'react-acp-plans/acp';
import {
  createPermissionStore,
  DEFAULT_PLAN_APPROVAL_LABELS,
  PermissionStoreProvider,
  PLAN_REVIEW_PREFIX,
  PlanApproval,
  usePendingPermissions,
  usePermissionStore,
  usePlanPermission,
} from 'react-acp-plans/approval';
import type { PermissionRequestState, PermissionStore } from 'react-acp-plans/approval';
import {
  applyItemDiff,
  countDiff,
  DEFAULT_DIFF_SUMMARY_LABELS,
  DEFAULT_PLAN_HISTORY_LABELS,
  DEFAULT_PLAN_STALE_NOTE_LABELS,
  diffItemPlans,
  diffMarkdownPlans,
  diffPlans,
  diffWords,
  isoDuration,
  markdownDiffSide,
  parsePlanStoreData,
  PLAN_STORE_DATA_FORMAT,
  PLAN_STORE_DATA_VERSION,
  PlanHistory,
  PlanStaleNote,
  serializePlanStore,
  summarizeDiff,
  restorePlanStore,
  exportPlan,
  exportPlanMarkdown,
  DEFAULT_EXPORT_MARKDOWN_LABELS,
  formatDuration,
  createPlanLastSeen,
  useLastSeenRevision,
  PlanChangedMark,
  DEFAULT_PLAN_CHANGED_MARK_LABELS,
  PlanHistoryToggle,
  DEFAULT_PLAN_HISTORY_TOGGLE_LABELS,
  PlanStepTimes,
  PlanTotalTime,
  DEFAULT_STEP_TIME_LABELS,
  createToolCallLog,
  summarizeToolCalls,
  DEFAULT_TOOL_CALL_SUMMARY_LABELS,
  PlanStepWork,
} from 'react-acp-plans/history';
import type { ItemPlanDiff, PlanDiff, PlanHistoryLabels, PlanStoreData } from 'react-acp-plans/history';
import {
  createStepSelection,
  DEFAULT_PLAN_RUN_STEPS_LABELS,
  DEFAULT_STEPS_PROMPT_LABELS,
  formatStepsPrompt,
  PlanRunSteps,
  PlanStepSelection,
  DEFAULT_PLAN_EDITOR_LABELS,
  DEFAULT_PLAN_EDIT_FOOTER_LABELS,
  DEFAULT_REVISION_PROMPT_LABELS,
  PlanEditFooter,
  PlanEditor,
  formatRevisionPrompt,
  rebaseEdit,
  useStepSelection,
} from 'react-acp-plans/actions';
import type { PlanRunStepsLabels, PlanStep, SelectableSteps, StepSelection } from 'react-acp-plans/actions';

/** Fails to compile when T is `any`. */
type NotAny<T> = 0 extends 1 & T ? never : T;
function real<T>(value: NotAny<T>): T {
  return value;
}

// Core: parser, store, capabilities; types are real, not any.
const entry: PlanEntry = { content: 'Fix the tokenizer', priority: 'high', status: 'in_progress' };
const coreEntry: CorePlanEntry = entry;
const update: PlanSessionUpdate = { sessionUpdate: 'plan', entries: [coreEntry] };
const coreUpdate: CorePlanSessionUpdate = update;
const params = { sessionId: 's', update: coreUpdate };
const fromWire = (text: string): SessionNotificationParams => JSON.parse(text) as SessionNotificationParams;
const options: PlanStoreOptions = { historyLimit: DEFAULT_HISTORY_LIMIT, maxEntries: DEFAULT_PLAN_INPUT_LIMITS.maxEntries };
const store: PlanStore = real(createPlanStore(options));
const result: ApplyResult = real(store.apply(params));
if (result.status === 'rejected') console.warn(real(result.error) instanceof PlanInputError, result.error.path);
const parsed = real(parseSessionUpdate(params));
const plans: readonly PlanState[] = real(store.getPlans('s'));
const progress: PlanProgress = plans.length === 0 ? EMPTY_PROGRESS : real(computeProgress(['completed', 'pending']));
const capabilities = real(withPlanCapabilities({}));
// @ts-expect-error: the store's apply takes one input, not two: the types are checked, not any.
store.apply(params, params);
const sameCore: typeof createPlanStore = core.createPlanStore;
// A host preloads the lazy markdown renderer (before renderToString, or early); the promise carries nothing.
const preloaded: Promise<void> = real(preloadMarkdownRenderer());
void [preloaded, fromWire, parsed, capabilities, sameCore, LEGACY_PLAN_ID, computeEntriesProgress, computeMarkdownProgress, findMarkdownTasks, reconcileEntries, progress];

// React layer and components.
function Panel({ sessionId }: { sessionId: string }): ReactElement {
  const entries: readonly PlanEntryState[] = real(usePlan(sessionId, LEGACY_PLAN_ID)?.type === 'items' ? [] : []);
  const list = useRef<HTMLElement>(null);
  const bar = createRef<HTMLDivElement>();
  const listProps: PlanListProps = { entries: [entry], title: 'Agent plan', defaultCollapsed: true };
  void [usePlans, usePlanEntry, usePlanEntryKeys, usePlanHistory, usePlanHost, usePlanProgress, usePlanStore, usePlanStoreSelector, shallowEqual];
  void [useAnnouncer, usePresenceList, useReducedMotion, createUrlTransform, defaultUrlTransform, describeFileUri, formatProgressValueText];
  void [DEFAULT_FILE_PLAN_LABELS, DEFAULT_MARKDOWN_PLAN_LABELS, DEFAULT_PLAN_ERROR_LABELS, DEFAULT_PLAN_LIST_LABELS, entries];
  return (
    <PlanStoreProvider store={store} loadFile={async (uri, { signal }) => (signal.aborted ? '' : uri)}>
      <SessionPlans sessionId={sessionId} />
      <PlanList ref={list} sessionId={sessionId} planId="main" title="Agent plan" defaultCollapsed />
      <PlanList {...listProps} />
      <MarkdownPlan content={'- [x] Map the data flow\n- [ ] Extract the store'} />
      <FilePlan uri="file:///workspace/PLAN.md" onOpenFile={(uri) => console.log(uri)} />
      <ProgressBar ref={bar} completed={1} total={3} />
      <PlanErrorBoundary planId="main">
        <InlineMarkdown content="**bold**" />
      </PlanErrorBoundary>
      <PlanStatusIcon status="completed" />
      <LiveRegion message="Started: step" />
      <VisuallyHidden>hidden</VisuallyHidden>
      {/* @ts-expect-error: total is required */}
      <ProgressBar completed={1} />
    </PlanStoreProvider>
  );
}

// The SDK adapter.
const sdkOptions: ConnectPlanStoreOptions & WithPlanStoreOptions = { onRejected: (error) => console.warn(error.path) };
const initialize = real(withPlanSupport({ clientInfo: { name: 'host', version: '1.0.0' } }));
void [Panel, connectPlanStore, withPlanStore, sdkCapabilities, sdkOptions, initialize, (stream: MessageStream) => stream];

// Plan approval.
const permissions: PermissionStore = real(createPermissionStore({ onAttention: (request: PermissionRequestState) => console.info(request.question) }));
function Approval({ sessionId, planId }: { sessionId: string; planId: string }): ReactElement {
  usePermissionStore();
  usePendingPermissions(sessionId);
  usePlanPermission(sessionId, planId);
  return (
    <PermissionStoreProvider store={permissions}>
      <PlanApproval sessionId={sessionId} planId={planId} labels={{ approved: DEFAULT_PLAN_APPROVAL_LABELS.approved }} />
    </PermissionStoreProvider>
  );
}
const approvalOptions: PlanApprovalOptions = { otherwise: () => ({ outcome: { outcome: 'cancelled' } }) };
void [Approval, connectPlanApproval, planApprovalHandler, approvalOptions, PLAN_REVIEW_PREFIX];

// Plan history: diffs are pure; <PlanHistory> binds to the store like the other components.
function History({ sessionId, planId }: { sessionId: string; planId: string }): ReactElement {
  return (
    <>
      <PlanHistory sessionId={sessionId} planId={planId} labels={{ title: DEFAULT_PLAN_HISTORY_LABELS.title }} />
      <PlanStaleNote sessionId={sessionId} planId={planId} labels={DEFAULT_PLAN_STALE_NOTE_LABELS} />
    </>
  );
}
const itemDiff: ItemPlanDiff = diffItemPlans({ entries: [] }, { entries: [] });
const planDiff: PlanDiff = real<PlanDiff>(diffMarkdownPlans({ content: 'a' }, { content: 'b' }));
const historyLabels: PlanHistoryLabels = DEFAULT_PLAN_HISTORY_LABELS;
void [History, applyItemDiff(itemDiff, []), countDiff(planDiff), summarizeDiff(planDiff, DEFAULT_DIFF_SUMMARY_LABELS), diffPlans, diffWords, isoDuration, markdownDiffSide, historyLabels];
const keptStore: PlanStoreData = serializePlanStore(createPlanStore());
void [parsePlanStoreData(JSON.stringify(keptStore)), PLAN_STORE_DATA_FORMAT, PLAN_STORE_DATA_VERSION];

// Acting on a plan: choose steps of a bound plan, run them with a prompt.
function RunSteps({ sessionId, planId, send }: { sessionId: string; planId: string; send: (text: string) => void }): ReactElement {
  const runLabels: PlanRunStepsLabels = DEFAULT_PLAN_RUN_STEPS_LABELS;
  return (
    <PlanStepSelection sessionId={sessionId} planId={planId} onRunSteps={(steps: readonly PlanStep[]) => send(formatStepsPrompt({ planId }, steps))}>
      <PlanList sessionId={sessionId} planId={planId} footer={<PlanRunSteps labels={runLabels} />} />
    </PlanStepSelection>
  );
}
const stepSelection: StepSelection = createStepSelection();
void [RunSteps, stepSelection, DEFAULT_STEPS_PROMPT_LABELS];

// The issue's spelling: the plan components' own `selectable` prop, given a selection from ./actions.
function SelectablePlans({ sessionId, send }: { sessionId: string; send: (text: string) => void }): ReactElement {
  const selection: SelectableSteps = useStepSelection({ defaultSelected: (step: PlanStep) => step.status === 'pending', labels: { run: (count: number) => `Run ${count}` } });
  const markdownSelection: PlanSelectable = useStepSelection();
  const chosen: readonly PlanStep[] = selection.getSelected();
  void chosen;
  return (
    <>
      <PlanList sessionId={sessionId} planId="plan" selectable={selection} onRunSteps={(steps: readonly PlanStep[]) => send(formatStepsPrompt({ planId: 'plan' }, steps))} />
      <MarkdownPlan content="- [ ] a" selectable={markdownSelection} onRunSteps={(steps) => send(formatStepsPrompt({ planId: 'doc' }, steps))} />
    </>
  );
}
void SelectablePlans;

// The plan frame: a host's own layout from the parts, and its own markup from the headless hooks.
function OwnFrame({ sessionId }: { sessionId: string }): ReactElement {
  const { entries, progress, listRef, labels } = usePlanListState({ store: usePlanStore(), sessionId });
  return (
    <PlanFrame>
      <PlanFrameHeader>
        <PlanFrameTitle>Plan</PlanFrameTitle>
        <PlanFrameCount completed={progress.completed} total={progress.total} />
        <PlanFrameProgress completed={progress.completed} total={progress.total} />
      </PlanFrameHeader>
      <PlanFrameContent>
        <ol ref={listRef}>
          {entries.map((entry) => (
            <PlanItem key={entry.key} entry={entry}>
              <PlanItemStatus status={entry.status} labels={labels} />
              <PlanItemText content={entry.content} />
            </PlanItem>
          ))}
        </ol>
      </PlanFrameContent>
      <PlanFrameFooter>{null}</PlanFrameFooter>
    </PlanFrame>
  );
}
void [OwnFrame, PlanFrameTrigger, PlanFrameStatus, PlanItemPriority, PlanItemElapsed, formatElapsed, usePlanFrameContext, useControllableState, usePlanEntryRow];

// History, second part: restore, export, times, what was done per step, changed since last look.
const restored = createPlanStore({ restore: restorePlanStore(keptStore) });
void [restored, exportPlan, exportPlanMarkdown, DEFAULT_EXPORT_MARKDOWN_LABELS, formatDuration, createPlanLastSeen, useLastSeenRevision];
void [PlanChangedMark, DEFAULT_PLAN_CHANGED_MARK_LABELS, PlanHistoryToggle, DEFAULT_PLAN_HISTORY_TOGGLE_LABELS, PlanStepTimes, PlanTotalTime];
void [DEFAULT_STEP_TIME_LABELS, createToolCallLog, summarizeToolCalls, DEFAULT_TOOL_CALL_SUMMARY_LABELS, PlanStepWork];
// Issue 16, third part: tool calls kept with the plans; header extras (the changed mark and History (n) go there).
const toolCallLog = createToolCallLog({ store: restored, restore: keptStore, onError: (error) => void error.path });
const keptWithCalls: PlanStoreData = serializePlanStore(restored, { toolCallLog });
const headerEnds = <SessionPlans sessionId="s" renderPlanHeaderEnd={(plan) => <span>{plan.planId}</span>} />;
void [keptWithCalls.toolCalls, headerEnds, <PlanList entries={[]} headerEnd="!" />, <MarkdownPlan content="" stale headerEnd="!" />];

// Acting on a plan, second part: revise a plan and send it back.
const revisionPrompt: string = formatRevisionPrompt([], []);
void [PlanEditor, PlanEditFooter, rebaseEdit, revisionPrompt, DEFAULT_PLAN_EDITOR_LABELS, DEFAULT_PLAN_EDIT_FOOTER_LABELS, DEFAULT_REVISION_PROMPT_LABELS];
