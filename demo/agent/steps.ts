// Building blocks of the demo scripts: each helper returns the session updates a real agent would send for
// one action, with realistic gaps (`after`, in ms at speed 1) between them.
import type { PermissionOption, PlanEntry, RequestPermissionRequest, SessionUpdate } from '@agentclientprotocol/sdk/unstable';

/**
 * One scripted step and how long (script time) to wait before it: a session update, or a question for the user
 * (`session/request_permission`). After a question the script goes on only when an `allow_*` option was chosen;
 * otherwise the turn ends there (`cancelled` when the client answered `cancelled`), as real agents do.
 */
export type DemoStep =
  | { readonly after: number; readonly update: SessionUpdate; readonly ask?: undefined }
  | { readonly after: number; readonly ask: Omit<RequestPermissionRequest, 'sessionId'>; readonly update?: undefined };

/** Codex's options when it asks to leave plan mode (`@agentclientprotocol/codex-acp` 2.6.0). */
export const PLAN_REVIEW_OPTIONS: readonly PermissionOption[] = [
  { optionId: 'implement_plan', name: 'Yes, implement this plan', kind: 'allow_once' },
  { optionId: 'revise_plan', name: 'No, and tell the agent what to do differently', kind: 'reject_once' },
];

/** Codex's "Implement this plan?" for the markdown plan `planId` (see test/fixtures/codex-plan-mode-approval.jsonl). */
export function askToImplement(planId: string, plan: string, after = 300): DemoStep {
  return {
    after,
    ask: {
      toolCall: { toolCallId: `plan-review:${planId}`, kind: 'switch_mode', status: 'pending', title: 'Implement this plan?', rawInput: { plan } },
      options: [...PLAN_REVIEW_OPTIONS],
    },
  };
}

/** The review tool call completing once the plan was approved (what Codex sends right after the answer). */
export function planApproved(planId: string, after = 50): DemoStep {
  return {
    after,
    update: { sessionUpdate: 'tool_call_update', toolCallId: `plan-review:${planId}`, status: 'completed', rawOutput: 'User approved the plan.' },
  };
}

/** The interval Codex's adapter throttles markdown plan snapshots to. */
export const MARKDOWN_SNAPSHOT_INTERVAL = 150;

/** A plan entry; `content` is a short imperative sentence like an agent writes. */
export function entry(content: string, status: PlanEntry['status'], priority: PlanEntry['priority'] = 'medium'): PlanEntry {
  return { content, status, priority };
}

/** Agent text, streamed in word groups like a model's tokens. */
export function say(text: string, after = 250): DemoStep[] {
  const pieces = text.match(/\S+\s*/g) ?? [];
  const chunks: string[] = [];
  for (let i = 0; i < pieces.length; i += 3) chunks.push(pieces.slice(i, i + 3).join(''));
  return chunks.map((chunk, index) => ({
    after: index === 0 ? after : 60,
    update: { sessionUpdate: 'agent_message_chunk', content: { type: 'text', text: chunk } },
  }));
}

/** A tool call that starts, runs for `duration` and completes. */
export function tool(
  toolCallId: string,
  title: string,
  kind: 'read' | 'edit' | 'search' | 'execute',
  path: string | undefined,
  duration: number,
  after = 200,
): DemoStep[] {
  return [
    {
      after,
      update: {
        sessionUpdate: 'tool_call',
        toolCallId,
        title,
        kind,
        status: 'in_progress',
        ...(path ? { locations: [{ path }] } : {}),
      },
    },
    { after: duration, update: { sessionUpdate: 'tool_call_update', toolCallId, status: 'completed' } },
  ];
}

/** A legacy `plan` snapshot: the whole list, as Claude Code sends per TodoWrite call. */
export function legacyPlan(entries: readonly PlanEntry[], after = 300): DemoStep {
  return { after, update: { sessionUpdate: 'plan', entries: [...entries] } };
}

/** A `plan_update` of type `items`. */
export function itemsPlan(planId: string, entries: readonly PlanEntry[], after = 300): DemoStep {
  return { after, update: { sessionUpdate: 'plan_update', plan: { type: 'items', planId, entries: [...entries] } } };
}

/** A `plan_update` of type `markdown` with the whole document. */
export function markdownPlan(planId: string, content: string, after = 300): DemoStep {
  return { after, update: { sessionUpdate: 'plan_update', plan: { type: 'markdown', planId, content } } };
}

/**
 * A markdown plan streamed as growing snapshots, one per `MARKDOWN_SNAPSHOT_INTERVAL`, each cut at a word
 * boundary about `charsPerSnapshot` further on (what Codex sends while the model writes its plan).
 */
export function streamedMarkdownPlan(planId: string, content: string, charsPerSnapshot = 48, after = 300): DemoStep[] {
  const steps: DemoStep[] = [];
  let shown = 0;
  while (shown < content.length) {
    let end = Math.min(content.length, shown + charsPerSnapshot);
    while (end < content.length && !/\s/.test(content.charAt(end))) end += 1;
    shown = end;
    steps.push(markdownPlan(planId, content.slice(0, shown), steps.length === 0 ? after : MARKDOWN_SNAPSHOT_INTERVAL));
  }
  return steps;
}

/** A `plan_update` of type `file`. */
export function filePlan(planId: string, uri: string, after = 300): DemoStep {
  return { after, update: { sessionUpdate: 'plan_update', plan: { type: 'file', planId, uri } } };
}

/** A `plan_removed`. */
export function planRemoved(planId: string, after = 300): DemoStep {
  return { after, update: { sessionUpdate: 'plan_removed', planId } };
}

/** Joins a session's cwd and a relative path into an absolute path with forward slashes. */
export function workspacePath(cwd: string, relative: string): string {
  return `${cwd.replace(/\\/g, '/').replace(/\/+$/, '')}/${relative}`;
}

/** The `file://` URI of a path under the session's cwd (`C:\x` becomes `file:///C:/x`). */
export function workspaceUri(cwd: string, relative: string): string {
  const absolute = workspacePath(cwd, relative);
  return `file://${encodeURI(absolute.startsWith('/') ? absolute : `/${absolute}`)}`;
}
