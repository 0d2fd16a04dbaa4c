import { describe, expect, it } from 'vitest';
import { readFixture } from './fixtures';

describe('readFixture', () => {
  it('reads every line of a fixture as JSON', () => {
    const lines = readFixture('codex-update-plan');
    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatchObject({ method: 'session/update', params: { sessionId: 'sess_codex_19c2' } });
  });
});
