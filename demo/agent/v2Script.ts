// What the demo agent sends a client that speaks ACP v2 (`@agentclientprotocol/sdk/experimental/v2`): the same
// turn as `planScript`, in v2's shapes (see ../shared/spec/PROTOCOL-NOTES.md, "v2 draft, in detail"):
// - no legacy `plan` (a v1 snapshot becomes `plan_update` items with planId "main"); item plans need no capability;
// - the item plan uses v2's statuses: a step ends `cancelled`, and one carries a custom `_`-prefixed status;
// - message chunks carry a `messageId`; a tool call is reported with `tool_call_update` only (v2 has no `tool_call`).
// Markdown, file and `plan_removed` stay as they are: unstable in v2, and a stable-v2 client keeps them as
// extensions.
import { planScript, DEMO_PLAN_IDS } from './scripts';
import type { DemoStep } from './steps';
import type { SessionUpdate } from '@agentclientprotocol/sdk/unstable';

/** A v2 session update: any object with a `sessionUpdate` tag (v2's own types are checked where it is sent). */
export interface V2Update {
  readonly sessionUpdate: string;
  readonly [field: string]: unknown;
}

/** One step of the v2 script. */
export interface V2DemoStep {
  readonly after: number;
  readonly update: V2Update;
}

/** The step the v2 script ends by cancelling (v2 status `cancelled`). */
export const V2_CANCELLED_STEP = 'Update the changelog';
/** The step with a custom status, and that status (v2: custom values start with `_`). */
export const V2_CUSTOM_STEP = { content: 'Ask the maintainers about quoted newlines', status: '_waiting_on_user' } as const;

type Entry = { content: string; status: string; priority: string };

/** The item plan of a v2 turn: a custom-status step added, the changelog step cancelled at the end. */
function v2Entries(entries: readonly Entry[], last: boolean): Entry[] {
  const shown = entries.map((entry) =>
    last && entry.content === V2_CANCELLED_STEP ? { ...entry, status: 'cancelled' } : { ...entry },
  );
  return [...shown, { ...V2_CUSTOM_STEP, priority: 'low' }];
}

/** A v1 update in v2's shape. */
export function toV2Update(update: DemoStep['update'], messageId: string): V2Update {
  const fields = update as unknown as Record<string, unknown> & { sessionUpdate: string };
  switch (fields.sessionUpdate) {
    case 'agent_message_chunk':
    case 'agent_thought_chunk':
    case 'user_message_chunk':
      return { ...fields, messageId };
    case 'tool_call':
      return { ...fields, sessionUpdate: 'tool_call_update' };
    case 'plan':
      return { sessionUpdate: 'plan_update', plan: { type: 'items', planId: 'main', entries: fields.entries } };
    default:
      return fields;
  }
}

type UpdateStep = Extract<DemoStep, { update: SessionUpdate }>;

/**
 * A v1 turn in v2's shapes (`toV2Update`), its message chunks numbered per message of turn `turn`; `adapt` may
 * replace a step's update first (`undefined`: convert it as usual). Questions are left out: the v2 demo asks none.
 */
export function toV2Steps(
  steps: readonly DemoStep[],
  turn: number,
  adapt?: (update: SessionUpdate, index: number, all: readonly UpdateStep[]) => V2Update | undefined,
): V2DemoStep[] {
  const updates = steps.filter((step): step is UpdateStep => step.update !== undefined);
  let message = 0;
  let previous: string | undefined;
  return updates.map((step, index) => {
    const { update } = step;
    // A new message starts after anything that is not a message chunk.
    if (update.sessionUpdate === 'agent_message_chunk' && previous !== 'agent_message_chunk') message += 1;
    previous = update.sessionUpdate;
    return { after: step.after, update: adapt?.(update, index, updates) ?? toV2Update(update, `demo_msg_${turn}_${message}`) };
  });
}

/** The demo turn for a v2 client. */
export function v2Script(cwd: string, turn = 1): V2DemoStep[] {
  // The plan script's questions are plan mode's, which the v2 demo does not play: toV2Steps leaves them out.
  return toV2Steps(planScript(cwd), turn, (update, index, all) => {
    if (update.sessionUpdate !== 'plan_update' || update.plan.type !== 'items' || update.plan.planId !== DEMO_PLAN_IDS.items) return undefined;
    const lastItems = all.findLastIndex((step) => step.update.sessionUpdate === 'plan_update' && step.update.plan.planId === DEMO_PLAN_IDS.items);
    const entries = v2Entries(update.plan.entries as Entry[], index === lastItems);
    return { ...update, plan: { ...update.plan, entries } };
  });
}
