// Watches an agent's stdout for lines that are not JSON. The SDK's ndJsonStream already survives them (it
// answers the agent with a JSON-RPC parse error and reads on), but silently; the bridge wants to tell the user.
// Bytes pass through unchanged: this only looks.

/** Longest part of a bad line quoted in a report. */
const QUOTE_LIMIT = 120;

/** Lines longer than this are not inspected (the SDK enforces its own message size limit on them). */
const INSPECT_LIMIT = 4 * 1024 * 1024;

/**
 * A pass-through byte stream that calls `onMalformed` for each non-empty line that is not a JSON value, with a
 * JSON-quoted excerpt of the line (at most 120 characters).
 */
export function inspectJsonLines(onMalformed: (line: string) => void): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  let pending = '';
  // Set while the current line has grown past INSPECT_LIMIT: its text is dropped instead of kept.
  let skipping = false;
  const check = (line: string) => {
    const trimmed = line.trim();
    if (!trimmed) return;
    try {
      JSON.parse(trimmed);
    } catch {
      // Quoted as JSON: an agent's bytes must not put control sequences into a terminal or a log.
      onMalformed(JSON.stringify(trimmed.slice(0, QUOTE_LIMIT)) + (trimmed.length > QUOTE_LIMIT ? '…' : ''));
    }
  };
  return new TransformStream({
    transform(chunk, controller) {
      controller.enqueue(chunk);
      pending += decoder.decode(chunk, { stream: true });
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      if (lines.length > 0 && skipping) {
        lines.shift();
        skipping = false;
      }
      for (const line of lines) check(line);
      if (pending.length > INSPECT_LIMIT) {
        pending = '';
        skipping = true;
      }
    },
    flush() {
      if (!skipping) check(pending + decoder.decode());
    },
  });
}
