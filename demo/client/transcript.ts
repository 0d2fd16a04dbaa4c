// The conversation of an agent panel, folded from what the client sees: the user's prompts, the agent's text
// chunks joined into messages, tool calls with their latest status, and notes (a turn ended, a warning). Plans are
// not here: the plan store has them. Shared by the Live session story and the web-IDE example.

/** One entry of an agent panel's transcript. Numeric ids are unique within one transcript; a tool keeps its call id. */
export type TranscriptItem =
  | { readonly kind: 'prompt'; readonly id: number; readonly text: string }
  | { readonly kind: 'message'; readonly id: number; readonly text: string }
  | { readonly kind: 'tool'; readonly id: string; readonly title: string; readonly status: string }
  | { readonly kind: 'note'; readonly id: number; readonly text: string };

/** Most items kept; older ones scroll away for good. */
const LIMIT = 200;

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
}

/** The next numeric id: one more than any in the transcript (a transcript carries its own count, no module state). */
function nextId(items: readonly TranscriptItem[]): number {
  let highest = 0;
  for (const item of items) if (typeof item.id === 'number' && item.id > highest) highest = item.id;
  return highest + 1;
}

function append(items: readonly TranscriptItem[], item: TranscriptItem): readonly TranscriptItem[] {
  return [...items, item].slice(-LIMIT);
}

/** Adds a note (a turn ended, a warning). */
export function addNote(items: readonly TranscriptItem[], text: string): readonly TranscriptItem[] {
  return append(items, { kind: 'note', id: nextId(items), text });
}

/** Adds the user's prompt. */
export function addPrompt(items: readonly TranscriptItem[], text: string): readonly TranscriptItem[] {
  return append(items, { kind: 'prompt', id: nextId(items), text });
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
      return append(items, { kind: 'message', id: nextId(items), text });
    }
    case 'tool_call': {
      if (typeof update.toolCallId !== 'string') return items;
      const title = typeof update.title === 'string' ? update.title : 'Tool call';
      const status = typeof update.status === 'string' ? update.status : 'pending';
      return append(items, { kind: 'tool', id: update.toolCallId, title, status });
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
