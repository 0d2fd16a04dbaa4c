import { PROTOCOL_VERSION, type InitializeRequest } from '@agentclientprotocol/sdk/unstable';
import { withPlanCapabilities } from '../acp/capabilities';

/**
 * Returns `initialize` request params that advertise plan support, so agents send `plan_update` /
 * `plan_removed`: `clientCapabilities` gains `plan: {}` (the schema's spelling) and `planCapabilities: {}` (the
 * protocol pages' spelling), keeping every other capability. `protocolVersion` defaults to the SDK's
 * `PROTOCOL_VERSION`. The input is not mutated.
 */
export function withPlanSupport(params: Partial<InitializeRequest> = {}): InitializeRequest {
  return {
    ...params,
    protocolVersion: params.protocolVersion ?? PROTOCOL_VERSION,
    clientCapabilities: withPlanCapabilities(params.clientCapabilities ?? {}),
  };
}
