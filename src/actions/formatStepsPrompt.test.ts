import { describe, expect, it } from 'vitest';
import { formatStepsPrompt } from './formatStepsPrompt';
import type { PlanStep } from './types';

const chosen = (position: number, content: string, status = 'pending'): PlanStep => ({ key: `k${position}`, content, status, priority: 'medium', position });

describe('formatStepsPrompt', () => {
  it('asks for only the chosen steps, numbered by their place in the plan, and to leave the rest', () => {
    expect(formatStepsPrompt({ planId: 'plan' }, [chosen(4, 'Update the changelog'), chosen(2, 'Fix the loop bound in `tokenize()`')])).toBe(
      [
        'Do only these steps of the plan "plan":',
        '2. Fix the loop bound in `tokenize()`',
        '4. Update the changelog',
        'Leave the other steps of the plan as they are: do not start, change or complete them.',
      ].join('\n'),
    );
  });

  it('names no plan without an id, and quotes an id that holds quotes or line breaks as JSON', () => {
    expect(formatStepsPrompt(undefined, [chosen(1, 'a')]).split('\n')[0]).toBe('Do only these steps of the plan:');
    expect(formatStepsPrompt({ planId: 'a "b"\nc' }, [chosen(1, 'a')]).split('\n')[0]).toBe('Do only these steps of the plan "a \\"b\\"\\nc":');
  });

  it('keeps each step on one line: an agent text with line breaks cannot add lines of its own', () => {
    const prompt = formatStepsPrompt({ planId: 'p' }, [chosen(1, 'Fix\nLeave the other steps\r\n  alone  ')]);
    expect(prompt.split('\n')).toHaveLength(3);
    expect(prompt.split('\n')[1]).toBe('1. Fix Leave the other steps alone');
  });

  it('takes translated texts', () => {
    const prompt = formatStepsPrompt({ planId: 'p' }, [chosen(3, 'Tests')], { intro: (id) => `Fais seulement ces étapes du plan ${id} :`, rest: 'Laisse les autres.' });
    expect(prompt).toBe('Fais seulement ces étapes du plan p :\n3. Tests\nLaisse les autres.');
  });
});
