import { describe, expect, it } from 'vitest';
import { formatRevisionPrompt } from './formatRevisionPrompt';
import type { EditableEntry } from './types';

const step = (key: string, content: string, status = 'pending', priority = 'medium'): EditableEntry => ({ key, content, status, priority });

describe('formatRevisionPrompt', () => {
  const before = [
    step('a', 'Reproduce the bug', 'completed', 'high'),
    step('b', 'Fix the tokenizer', 'in_progress', 'high'),
    step('c', 'Update the changelog', 'pending', 'low'),
    step('d', 'Run the tests'),
  ];

  it('gives the whole revised plan, then each change in words', () => {
    const after = [
      step('a', 'Reproduce the bug', 'completed', 'high'),
      step('d', 'Run the tests', 'pending', 'high'),
      step('b', 'Fix the loop bound in `tokenize()`', 'in_progress', 'high'),
      step('n', 'Add a regression test'),
    ];
    expect(formatRevisionPrompt(before, after)).toBe(
      [
        'I revised the plan. Follow this plan instead:',
        '1. [done] Reproduce the bug (priority: high)',
        '2. Run the tests (priority: high)',
        '3. [in progress] Fix the loop bound in `tokenize()` (priority: high)',
        '4. Add a regression test (priority: medium)',
        '',
        'Changes:',
        '- moved "Run the tests" from step 4 to step 2',
        '- changed the priority of step 2 "Run the tests" from medium to high',
        '- reworded step 3: "Fix the tokenizer" -> "Fix the loop bound in `tokenize()`"',
        '- deleted "Update the changelog" (was step 3)',
        '- added step 4: "Add a regression test"',
      ].join('\n'),
    );
  });

  it('puts each step on one line (line breaks in a step become spaces) and marks custom statuses', () => {
    const prompt = formatRevisionPrompt([], [step('x', 'Two\nlines   here', 'cancelled'), step('y', 'Custom', '_blocked')]);
    expect(prompt.split('\n').slice(1, 3)).toEqual(['1. [cancelled] Two lines here (priority: medium)', '2. [blocked] Custom (priority: medium)']);
  });

  it('says so when the plan is unchanged or emptied', () => {
    expect(formatRevisionPrompt(before, before)).toMatch(/Changes: none/);
    expect(formatRevisionPrompt(before, [])).toContain('(no steps: stop working on this plan)');
    expect(formatRevisionPrompt(before, [])).toContain('- deleted "Run the tests" (was step 4)');
  });

  it('takes translated labels', () => {
    const prompt = formatRevisionPrompt(before, before.slice(1), { intro: 'J’ai révisé le plan :', removed: (text) => `- supprimé « ${text} »` });
    expect(prompt.startsWith('J’ai révisé le plan :\n1. [in progress] Fix the tokenizer')).toBe(true);
    expect(prompt).toContain('- supprimé « Reproduce the bug »');
  });
});
