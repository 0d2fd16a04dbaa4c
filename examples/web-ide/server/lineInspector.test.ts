// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { inspectJsonLines } from './lineInspector';

async function run(chunks: readonly string[]) {
  const malformed: string[] = [];
  const encoder = new TextEncoder();
  const output = new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
        controller.close();
      },
    }).pipeThrough(inspectJsonLines((line) => malformed.push(line))),
  );
  return { text: await output.text(), malformed };
}

describe('inspectJsonLines', () => {
  it('reports lines that are not JSON, across chunk boundaries, and passes every byte through', async () => {
    const chunks = ['{"a":1}\nnot js', 'on\n\n{"b"', ':2}\r\n[1,2]\n', 'tail garbage'];
    const { text, malformed } = await run(chunks);
    expect(text).toBe(chunks.join(''));
    expect(malformed).toEqual(['"not json"', '"tail garbage"']);
  });

  it('quotes what it reports, so control sequences from the agent never reach a terminal raw', async () => {
    const { malformed } = await run([`\u001b[2J${'x'.repeat(300)}\n`]);
    expect(malformed).toHaveLength(1);
    expect(malformed[0]).toMatch(/^"\\u001b\[2Jx+"…$/);
    expect(malformed[0]?.length).toBeLessThan(140);
  });
});
