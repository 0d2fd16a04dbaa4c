// The agent's side of the conversation, folded from session updates: text chunks joined into messages, tool
// calls with their latest status. Plans are not here: the plan store has them.

/** One line of the agent panel's transcript. */
export type TranscriptItem =
  | { readonly kind: 'message'; readonly id: number; readonly text: string }
  | { readonly kind: 'tool'; readonly id: string; readonly title: string; readonly status: string }
  | { readonly kind: 'note'; readonly id: number; readonly text: string };

/** Most items kept; older ones scroll away for good. */
const LIMIT = 200;
let nextId = 1;

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
}

/** Adds a note (a prompt sent, a turn ended, a warning). */
export function addNote(items: readonly TranscriptItem[], text: string): readonly TranscriptItem[] {
  return [...items, { kind: 'note' as const, id: nextId++, text }].slice(-LIMIT);
}

/** Folds one `session/update` params object into the transcript; anything unrecognised leaves it unchanged. */
export function foldUpdate(items: readonly TranscriptItem[], params: unknown): readonly TranscriptItem[] {
  const update = record(record(params)?.update);
  switch (update?.sessionUpdate) {
    case 'agent_message_chunk': {
      const text = record(update.content)?.text;
      if (typeof text !== 'string') return items;
      const last = items.at(-1);
      if (last?.kind === 'message') return [...items.slice(0, -1), { ...last, text: last.text + text }];
      return [...items, { kind: 'message' as const, id: nextId++, text }].slice(-LIMIT);
    }
    case 'tool_call': {
      if (typeof update.toolCallId !== 'string') return items;
      const title = typeof update.title === 'string' ? update.title : 'Tool call';
      const status = typeof update.status === 'string' ? update.status : 'pending';
      return [...items, { kind: 'tool' as const, id: update.toolCallId, title, status }].slice(-LIMIT);
    }
    case 'tool_call_update': {
      const status = update.status;
      if (typeof update.toolCallId !== 'string' || typeof status !== 'string') return items;
      return items.map((item) => (item.kind === 'tool' && item.id === update.toolCallId ? { ...item, status } : item));
    }
    default:
      return items;
  }
}
