import { describe, expect, it } from 'vitest';
import { addNote, addPrompt, foldUpdate, type TranscriptItem } from './transcript';

const chunk = (text: string) => ({ sessionId: 's', update: { sessionUpdate: 'agent_message_chunk', content: { type: 'text', text } } });

describe('the agent panel transcript', () => {
  it('keeps the prompt, joins text chunks into one message, and follows a tool call to its last status', () => {
    let items: readonly TranscriptItem[] = addPrompt([], 'Fix the parser');
    items = foldUpdate(items, chunk('Looking '));
    items = foldUpdate(items, chunk('around.'));
    items = foldUpdate(items, { update: { sessionUpdate: 'tool_call', toolCallId: 'c1', title: 'Read src/parser.ts', status: 'in_progress' } });
    items = foldUpdate(items, { update: { sessionUpdate: 'tool_call_update', toolCallId: 'c1', status: 'completed' } });
    items = foldUpdate(items, chunk('Done.'));
    items = addNote(items, 'Turn ended: cancelled');
    expect(items.map((item) => [item.kind, item.kind === 'tool' ? `${item.title} (${item.status})` : item.text])).toEqual([
      ['prompt', 'Fix the parser'],
      ['message', 'Looking around.'],
      ['tool', 'Read src/parser.ts (completed)'],
      ['message', 'Done.'],
      ['note', 'Turn ended: cancelled'],
    ]);
    // Keys stay unique: numeric ids count up within the transcript.
    expect(new Set(items.map((item) => `${item.kind}-${item.id}`)).size).toBe(items.length);
  });

  it('ignores what it does not know, and keeps the newest 200 entries', () => {
    const start = addPrompt([], 'x');
    expect(foldUpdate(start, { update: { sessionUpdate: 'plan_update' } })).toBe(start);
    expect(foldUpdate(start, null)).toBe(start);
    expect(foldUpdate(start, { update: { sessionUpdate: 'agent_message_chunk', content: { type: 'image' } } })).toBe(start);
    let items: readonly TranscriptItem[] = [];
    for (let index = 0; index < 250; index += 1) items = addNote(items, `note ${index}`);
    expect(items).toHaveLength(200);
    expect(items[0]).toMatchObject({ text: 'note 50' });
    expect(items.at(-1)).toMatchObject({ id: 250, text: 'note 249' });
  });
});
