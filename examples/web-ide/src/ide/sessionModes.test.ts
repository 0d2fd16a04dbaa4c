// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { foldModes, modesFromSession, NO_MODES, shownModes } from './sessionModes';

// From /work/shared/fixtures/codex-plan-mode-approval.jsonl (Codex's TypeScript adapter 2.6.0), trimmed.
const codexOptions = (collaboration: 'default' | 'plan') => [
  {
    id: 'mode',
    name: 'Mode',
    category: 'mode',
    type: 'select',
    currentValue: 'agent',
    options: [
      { value: 'read-only', name: 'Read-only' },
      { value: 'agent', name: 'Auto review' },
    ],
  },
  {
    id: 'collaboration_mode',
    name: 'Collaboration mode',
    category: 'collaboration_mode',
    type: 'select',
    currentValue: collaboration,
    options: [
      { value: 'default', name: 'Default' },
      { value: 'plan', name: 'Plan' },
    ],
  },
  { id: 'model', name: 'Model', category: 'model', type: 'select', currentValue: 'gpt-5.5', options: [] },
];
const update = (u: object) => ({ sessionId: 's', update: u });

describe('session modes', () => {
  it("shows Codex's switch to plan mode (config_option_update, collaboration_mode)", () => {
    const start = modesFromSession({ configOptions: codexOptions('default') });
    expect(shownModes(start)).toEqual([
      { id: 'mode', label: 'Mode', value: 'Auto review' },
      { id: 'collaboration_mode', label: 'Collaboration mode', value: 'Default' },
    ]);
    const plan = foldModes(start, update({ sessionUpdate: 'config_option_update', configOptions: codexOptions('plan') }));
    expect(shownModes(plan).map((mode) => mode.value)).toEqual(['Auto review', 'Plan']);
  });

  it("shows v1 session modes and current_mode_update (Claude Code's plan mode)", () => {
    const start = modesFromSession({
      modes: { currentModeId: 'default', availableModes: [{ id: 'default', name: 'Default' }, { id: 'plan', name: 'Plan Mode' }] },
    });
    expect(shownModes(start)).toEqual([{ id: 'modes', label: 'Mode', value: 'Default' }]);
    const plan = foldModes(start, update({ sessionUpdate: 'current_mode_update', currentModeId: 'plan' }));
    expect(shownModes(plan)).toEqual([{ id: 'modes', label: 'Mode', value: 'Plan Mode' }]);
  });

  it("reads v2's config options (configId, category mode) and ignores anything malformed", () => {
    const v2 = foldModes(
      NO_MODES,
      update({
        sessionUpdate: 'config_option_update',
        configOptions: [
          { configId: 'mode', name: 'Mode', category: 'mode', type: 'select', currentValue: 'ask', options: [{ value: 'ask', name: 'Ask' }] },
          { configId: 'x', category: 'mode', currentValue: { evil: true } },
          null,
          'junk',
        ],
      }),
    );
    expect(shownModes(v2)).toEqual([{ id: 'mode', label: 'Mode', value: 'Ask' }]);
    expect(foldModes(v2, update({ sessionUpdate: 'agent_message_chunk' }))).toBe(v2);
    expect(foldModes(v2, 'junk')).toBe(v2);
    expect(shownModes(modesFromSession(undefined))).toEqual([]);
  });
});
