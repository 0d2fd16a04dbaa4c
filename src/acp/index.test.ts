import { expect, it } from 'vitest';
import * as acp from './index';

it('pins the runtime exports of the protocol layer', () => {
  expect(Object.keys(acp).sort()).toEqual([
    'DEFAULT_PLAN_INPUT_LIMITS',
    'LEGACY_PLAN_ID',
    'PlanInputError',
    'parseSessionUpdate',
    'withPlanCapabilities',
  ]);
});
