// Advertising plan support. The protocol pages spell it `planCapabilities`, the current schema and SDK `plan`;
// agents ignore fields they do not know, so we send both (see ../shared/spec/PROTOCOL-NOTES.md).
import { isFields } from './parseSessionUpdate';

/** The two capability fields `withPlanCapabilities` guarantees. */
export interface PlanCapabilityFields {
  /** The current schema's spelling of plan support. */
  plan: Record<string, unknown>;
  /** The protocol pages' spelling of plan support. */
  planCapabilities: Record<string, unknown>;
}

/**
 * Returns a copy of the client capabilities with `plan: {}` and `planCapabilities: {}` added, so agents send
 * `plan_update` / `plan_removed`. Existing object values of either field are kept; the input is not mutated.
 * Generic, so the SDK's `ClientCapabilities` type flows through.
 */
export function withPlanCapabilities<T extends object = Record<string, never>>(
  clientCapabilities?: T,
): T & PlanCapabilityFields {
  const caps = (clientCapabilities ?? {}) as T & Partial<Record<keyof PlanCapabilityFields, unknown>>;
  return {
    ...caps,
    plan: isFields(caps.plan) ? caps.plan : {},
    planCapabilities: isFields(caps.planCapabilities) ? caps.planCapabilities : {},
  };
}
