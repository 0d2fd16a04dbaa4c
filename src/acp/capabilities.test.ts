import type { ClientCapabilities } from '@agentclientprotocol/sdk/unstable';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { withPlanCapabilities } from './capabilities';

describe('withPlanCapabilities', () => {
  it('adds both spellings when called with nothing', () => {
    expect(withPlanCapabilities()).toEqual({ plan: {}, planCapabilities: {} });
  });

  it('keeps every other capability and does not mutate the input', () => {
    const input = { fs: { readTextFile: true, writeTextFile: false }, terminal: true };
    const snapshot = structuredClone(input);
    const result = withPlanCapabilities(input);
    expect(result).toEqual({ ...snapshot, plan: {}, planCapabilities: {} });
    expect(result).not.toBe(input);
    expect(input).toEqual(snapshot);
    expect(input).not.toHaveProperty('plan');
  });

  it('keeps existing object values of either field', () => {
    const plan = { _meta: { rich: true } };
    const planCapabilities = { markdown: true };
    const result = withPlanCapabilities({ plan, planCapabilities });
    expect(result.plan).toBe(plan);
    expect(result.planCapabilities).toBe(planCapabilities);
  });

  it('replaces values that are not objects (null, true, arrays)', () => {
    expect(withPlanCapabilities({ plan: null, planCapabilities: true })).toEqual({ plan: {}, planCapabilities: {} });
    expect(withPlanCapabilities({ plan: [], planCapabilities: [] })).toEqual({ plan: {}, planCapabilities: {} });
  });

  it('works on frozen input', () => {
    const frozen = Object.freeze({ terminal: true });
    expect(withPlanCapabilities(frozen)).toEqual({ terminal: true, plan: {}, planCapabilities: {} });
  });

  it("lets the SDK's ClientCapabilities type flow through", () => {
    const sdkCaps: ClientCapabilities = { fs: { readTextFile: true, writeTextFile: true }, terminal: true };
    const result = withPlanCapabilities(sdkCaps);
    expectTypeOf(result).toExtend<ClientCapabilities>();
    expectTypeOf(result.terminal).toEqualTypeOf<boolean | undefined>();
    expectTypeOf(result.planCapabilities).toEqualTypeOf<Record<string, unknown>>();
    const asSdk: ClientCapabilities = result;
    expect(asSdk.fs).toEqual({ readTextFile: true, writeTextFile: true });
    expect(asSdk.plan).toEqual({});
  });
});
