// Scripted model fakes on 127.0.0.1: just enough of the Anthropic Messages and OpenAI Responses streaming APIs
// for ONE scripted turn in which the agent writes a plan (Claude Code: a TodoWrite tool call; Codex:
// `update_plan`), then, on the next request (the tool result), a short final answer. No key, no network.
//
// This is a skeleton: the event sequences follow the public streaming formats, but they have not been run
// against the real agents here (they cannot be installed offline), so an agent that needs more (model lists,
// token counting, auth probes) will show up as a failed run, with the request it made in the log.
import { createServer, type IncomingMessage, type Server } from 'node:http';

/** The plan the fakes make the agent write. */
export const SCRIPTED_PLAN = [
  { content: 'Read the failing test', status: 'completed' },
  { content: 'Fix the tokenizer', status: 'in_progress' },
  { content: 'Run the test suite', status: 'pending' },
] as const;

export interface FakeModel {
  /** Base URL to give the agent (ANTHROPIC_BASE_URL / OPENAI_BASE_URL). */
  readonly url: string;
  /** Every request the agent made: method and path. */
  readonly requests: string[];
  close(): Promise<void>;
}

const sse = (events: readonly [string, unknown][]) =>
  events.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join('');

async function body(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text;
}

/** Anthropic Messages (`POST /v1/messages`, `stream: true`): TodoWrite first, then "Done." */
function anthropicTurn(call: number): string {
  const message = { id: `msg_${call}`, type: 'message', role: 'assistant', model: 'fake', content: [], usage: { input_tokens: 1, output_tokens: 1 } };
  if (call === 1) {
    const input = { todos: SCRIPTED_PLAN.map((entry) => ({ ...entry, activeForm: entry.content })) };
    return sse([
      ['message_start', { type: 'message_start', message }],
      ['content_block_start', { type: 'content_block_start', index: 0, content_block: { type: 'tool_use', id: 'toolu_1', name: 'TodoWrite', input: {} } }],
      ['content_block_delta', { type: 'content_block_delta', index: 0, delta: { type: 'input_json_delta', partial_json: JSON.stringify(input) } }],
      ['content_block_stop', { type: 'content_block_stop', index: 0 }],
      ['message_delta', { type: 'message_delta', delta: { stop_reason: 'tool_use' }, usage: { output_tokens: 1 } }],
      ['message_stop', { type: 'message_stop' }],
    ]);
  }
  return sse([
    ['message_start', { type: 'message_start', message }],
    ['content_block_start', { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }],
    ['content_block_delta', { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'Done.' } }],
    ['content_block_stop', { type: 'content_block_stop', index: 0 }],
    ['message_delta', { type: 'message_delta', delta: { stop_reason: 'end_turn' }, usage: { output_tokens: 1 } }],
    ['message_stop', { type: 'message_stop' }],
  ]);
}

/** OpenAI Responses (`POST /v1/responses`, `stream: true`): `update_plan` first, then "Done." */
function responsesTurn(call: number): string {
  const response = { id: `resp_${call}`, object: 'response', status: 'in_progress', output: [] };
  if (call === 1) {
    const item = {
      type: 'function_call',
      id: 'fc_1',
      call_id: 'call_1',
      name: 'update_plan',
      arguments: JSON.stringify({ plan: SCRIPTED_PLAN.map(({ content, status }) => ({ step: content, status })) }),
      status: 'completed',
    };
    return sse([
      ['response.created', { type: 'response.created', response }],
      ['response.output_item.added', { type: 'response.output_item.added', output_index: 0, item: { ...item, arguments: '' } }],
      ['response.function_call_arguments.delta', { type: 'response.function_call_arguments.delta', output_index: 0, item_id: 'fc_1', delta: item.arguments }],
      ['response.output_item.done', { type: 'response.output_item.done', output_index: 0, item }],
      ['response.completed', { type: 'response.completed', response: { ...response, status: 'completed', output: [item], usage: { input_tokens: 1, output_tokens: 1, total_tokens: 2 } } }],
    ]);
  }
  const item = { type: 'message', id: 'msg_1', role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: 'Done.', annotations: [] }] };
  return sse([
    ['response.created', { type: 'response.created', response }],
    ['response.output_item.added', { type: 'response.output_item.added', output_index: 0, item: { ...item, content: [] } }],
    ['response.output_text.delta', { type: 'response.output_text.delta', output_index: 0, item_id: 'msg_1', content_index: 0, delta: 'Done.' }],
    ['response.output_item.done', { type: 'response.output_item.done', output_index: 0, item }],
    ['response.completed', { type: 'response.completed', response: { ...response, status: 'completed', output: [item], usage: { input_tokens: 1, output_tokens: 1, total_tokens: 2 } } }],
  ]);
}

/** Starts a fake of `api` on 127.0.0.1 (a free port). */
export async function startFakeModel(api: 'anthropic' | 'openai-responses'): Promise<FakeModel> {
  const requests: string[] = [];
  let calls = 0;
  const server: Server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    void body(request).then(() => {
      const streaming = api === 'anthropic' ? request.url?.startsWith('/v1/messages') : request.url?.startsWith('/v1/responses');
      if (request.method !== 'POST' || !streaming) {
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { type: 'not_found', message: `the fake model has no ${request.url}` } }));
        return;
      }
      calls += 1;
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      response.end(api === 'anthropic' ? anthropicTurn(calls) : responsesTurn(calls));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
