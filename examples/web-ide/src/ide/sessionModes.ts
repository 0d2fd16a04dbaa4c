// The session's current mode(s), for the agent panel's header. Agents report them three ways:
// - v1 `session/new` response `modes: {currentModeId, availableModes: [{id, name}]}`, then `current_mode_update`
//   `{currentModeId}` (Claude Code's plan mode);
// - `configOptions` (in the `session/new` response, then `config_option_update` with the whole list): select
//   options whose `category` is `"mode"` (v2 replaces modes with these), and Codex's `collaboration_mode`
//   (`default` / `plan`: what `/plan` switches) are shown; model, reasoning effort and the like are not.
// v1 options carry `id`, v2 options `configId`. Everything is untrusted: anything malformed is skipped.

/** One mode shown in the header: "Mode: Auto review", "Collaboration mode: Plan". */
export interface ShownMode {
  /** Option id (`modes` for v1's session modes). */
  readonly id: string;
  /** What it is ("Mode"). */
  readonly label: string;
  /** The current value's name ("Plan"), or its id when no name is given. */
  readonly value: string;
}

export interface SessionModes {
  /** v1 session modes: the names by id, and the current id. */
  readonly legacy?: { readonly names: ReadonlyMap<string, string>; readonly current?: string };
  /** Mode-like config options, in the agent's order. */
  readonly options: readonly ShownMode[];
}

export const NO_MODES: SessionModes = { options: [] };

/** Config option categories (or ids) shown as modes. */
const MODE_CATEGORIES = new Set(['mode', 'collaboration_mode']);

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : undefined;
}

function legacyModes(value: unknown): SessionModes['legacy'] {
  const modes = record(value);
  if (!modes) return undefined;
  const names = new Map<string, string>();
  for (const mode of Array.isArray(modes.availableModes) ? modes.availableModes : []) {
    const id = text(record(mode)?.id);
    if (id) names.set(id, text(record(mode)?.name) ?? id);
  }
  return { names, current: text(modes.currentModeId) };
}

function modeOptions(value: unknown): ShownMode[] {
  const shown: ShownMode[] = [];
  for (const item of Array.isArray(value) ? value : []) {
    const option = record(item);
    const id = text(option?.id) ?? text(option?.configId);
    if (!option || !id || !(MODE_CATEGORIES.has(String(option.category)) || MODE_CATEGORIES.has(id))) continue;
    const current = option.currentValue;
    if (typeof current !== 'string' && typeof current !== 'boolean') continue;
    const choices = Array.isArray(option.options) ? option.options : [];
    // Select options may also come grouped: `[{group, name, options: [...]}]`.
    const flat = choices.flatMap((choice) => (Array.isArray(record(choice)?.options) ? (record(choice)?.options as unknown[]) : [choice]));
    const name = flat.map(record).find((choice) => choice?.value === current)?.name;
    shown.push({ id, label: text(option.name) ?? id, value: text(name) ?? String(current) });
  }
  return shown;
}

/** The modes a `session/new` response reports. */
export function modesFromSession(session: { readonly modes?: unknown; readonly configOptions?: unknown } | undefined): SessionModes {
  return { legacy: legacyModes(session?.modes), options: modeOptions(session?.configOptions) };
}

/** Folds a `session/update`'s params into the modes; anything else returns `modes` itself. */
export function foldModes(modes: SessionModes, params: unknown): SessionModes {
  const update = record(record(params)?.update);
  switch (update?.sessionUpdate) {
    case 'current_mode_update': {
      const current = text(update.currentModeId);
      return current ? { ...modes, legacy: { names: modes.legacy?.names ?? new Map(), current } } : modes;
    }
    case 'config_option_update':
      return Array.isArray(update.configOptions) ? { ...modes, options: modeOptions(update.configOptions) } : modes;
    default:
      return modes;
  }
}

/** What the header shows, in order: v1's session mode first, then the mode-like options. */
export function shownModes(modes: SessionModes): ShownMode[] {
  const { legacy } = modes;
  const current = legacy?.current;
  const first = current ? [{ id: 'modes', label: 'Mode', value: legacy.names.get(current) ?? current }] : [];
  // An agent reporting both (Codex's `mode` option mirrors its session modes) shows the option once.
  return [...first.filter(() => !modes.options.some((option) => option.id === 'mode')), ...modes.options];
}
