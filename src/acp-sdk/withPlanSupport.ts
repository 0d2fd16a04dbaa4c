import { PROTOCOL_VERSION, type InitializeRequest } from '@agentclientprotocol/sdk/unstable';
import type { InitializeRequest as V2InitializeRequest } from '@agentclientprotocol/sdk/experimental/v2';
import { withPlanCapabilities } from '../acp/capabilities';

/** ACP v2's protocol version (`PROTOCOL_VERSION` of `@agentclientprotocol/sdk/experimental/v2`). */
const V2_PROTOCOL_VERSION = 2;

/** Options of `withPlanSupport`. */
export interface WithPlanSupportOptions {
  /**
   * The SDK entry of the client that sends the request. `'v2'` (for `./experimental/v2` and
   * `./experimental/v2/unstable`): v2 has no plan capability (`plan_update` with `type: "items"` needs none, and
   * `ClientCapabilities.plan` is gone), so nothing is added; `protocolVersion` defaults to 2. Any other value
   * (or none): the v1 request, with `clientCapabilities.plan` and `.planCapabilities` added.
   * @default 'unstable'
   */
  readonly sdkEntry?: 'unstable' | 'default' | 'v2';
}

/** v2 `initialize` params as `withPlanSupport` takes them: `protocolVersion` may be left out. */
export type V2InitializeParams = Omit<V2InitializeRequest, 'protocolVersion'> & { protocolVersion?: number };

/**
 * Returns `initialize` request params that advertise plan support, so agents send `plan_update` /
 * `plan_removed`: `clientCapabilities` gains `plan: {}` (the schema's spelling) and `planCapabilities: {}` (the
 * protocol pages' spelling), keeping every other capability. `protocolVersion` defaults to the SDK's
 * `PROTOCOL_VERSION`. The input is not mutated.
 *
 * With `{ sdkEntry: 'v2' }` the params are v2's (`info`, `capabilities`): v2 has no plan capability, so they are
 * returned as given with `protocolVersion` defaulting to 2; an agent that speaks v2 sends item plans to any v2
 * client.
 */
export function withPlanSupport(params: V2InitializeParams, options: { readonly sdkEntry: 'v2' }): V2InitializeRequest;
export function withPlanSupport(params?: Partial<InitializeRequest>, options?: WithPlanSupportOptions): InitializeRequest;
export function withPlanSupport(
  params: Partial<InitializeRequest> | V2InitializeParams = {},
  options: WithPlanSupportOptions = {},
): InitializeRequest | V2InitializeRequest {
  if (options.sdkEntry === 'v2') {
    const v2 = params as V2InitializeParams;
    return { ...v2, protocolVersion: v2.protocolVersion ?? V2_PROTOCOL_VERSION };
  }
  const v1 = params as Partial<InitializeRequest>;
  return {
    ...v1,
    protocolVersion: v1.protocolVersion ?? PROTOCOL_VERSION,
    clientCapabilities: withPlanCapabilities(v1.clientCapabilities ?? {}),
  };
}
