// Short labels an agent chooses (an unknown status or priority, a plan id, a file name) are shown as they are, so
// they must not be able to read as something else. A right-to-left override turns `\u202Edetelpmoc` into
// "completed" on screen, and a zero-width or control character hides what a label really says.

// Control characters, bidirectional controls (embeddings, overrides, isolates, marks) and invisible marks.
// eslint-disable-next-line no-control-regex -- control characters in a label are shown, not interpreted
const UNDISPLAYABLE = /[\x00-\x1F\x7F-\x9F\u061C\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/**
 * `text` with every control, bidirectional control and invisible mark replaced by U+FFFD (�), so a short
 * agent-supplied label shows what it is: the replacement is visible, and nothing can reorder or hide the rest.
 * For labels only (statuses, priorities, ids, file names): running text keeps its characters and is isolated
 * with `dir="auto"` instead.
 */
export function toDisplayLabel(text: string): string {
  return text.replace(UNDISPLAYABLE, '\uFFFD');
}
