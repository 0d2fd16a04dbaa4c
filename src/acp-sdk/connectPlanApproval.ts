// Routes the agent's `session/request_permission` about plans to a permission store (react-acp-plans/approval),
// and answers the agent with the user's choice. Requests about anything else stay the host's.
//
// The SDK hands a request to the FIRST handler registered for its method, so there is one handler for all
// permission requests: plan ones go to the store, the others to the host's `otherwise`. The params reach us raw
// (a pass-through parser): the store validates them itself, keeps unknown option kinds and reports precisely.
import { methods, type ClientApp, type ClientRequestContext, type RequestPermissionResponse } from '@agentclientprotocol/sdk/unstable';
import type { PlanInputError } from '../acp/types';
import type { PermissionStore } from '../approval/types';
import { callHost } from '../store/callHost';

/** Options of `connectPlanApproval` / `planApprovalHandler`. */
export interface PlanApprovalOptions {
  /**
   * Answers the permission requests that are not about a plan (file edits, commands...): the host's own UI.
   * @default answers `cancelled` (the agent does not act unasked)
   */
  readonly otherwise?: (context: ClientRequestContext<unknown>) => RequestPermissionResponse | Promise<RequestPermissionResponse>;
  /** Called with the store's error for a malformed request, or one about a session without plans; it is answered `cancelled`. */
  readonly onRejected?: (error: PlanInputError, params: unknown) => void;
}

const CANCELLED: RequestPermissionResponse = { outcome: { outcome: 'cancelled' } };

/**
 * A `session/request_permission` handler: a request about a plan goes to `permissions` (it shows at the foot of
 * the plan) and the agent gets the user's answer when there is one; `cancelled` when the request is cancelled by
 * the agent (`$/cancel_request`), the connection closes, or the host calls `permissions.cancelSession` (send
 * `session/cancel`, the prompt's turn ended: do both). Register it yourself with
 * `client.onRequest(methods.client.session.requestPermission, (params) => params, handler)`, or use
 * `connectPlanApproval`.
 */
export function planApprovalHandler(
  permissions: Pick<PermissionStore, 'request' | 'answer'>,
  { otherwise, onRejected }: PlanApprovalOptions = {},
): (context: ClientRequestContext<unknown>) => Promise<RequestPermissionResponse> {
  return async (context) => {
    const result = permissions.request(context.params);
    if (result.status === 'ignored') return otherwise ? otherwise(context) : CANCELLED;
    if (result.status === 'rejected') {
      callHost(onRejected, result.error, context.params);
      return CANCELLED;
    }
    const { signal } = context;
    const cancel = () => permissions.answer(result.request.id, null);
    if (signal.aborted) cancel();
    else signal.addEventListener('abort', cancel, { once: true });
    try {
      return (await result.response) as RequestPermissionResponse;
    } finally {
      signal.removeEventListener('abort', cancel);
    }
  };
}

/** Identity parser: the store, not the SDK, validates the request (see the file comment). */
function passThrough(params: unknown): unknown {
  return params;
}

/**
 * Makes a client route the agent's permission requests about plans to `permissions` (call before `connect`):
 * the user answers from the plan's footer (`<PlanApproval>`), the agent gets that answer. Requests about other
 * things go to `options.otherwise`. Call `permissions.cancelSession(sessionId)` when you send `session/cancel`
 * and when a prompt's turn ends, so no question outlives its turn.
 */
export function connectPlanApproval(
  client: ClientApp,
  permissions: Pick<PermissionStore, 'request' | 'answer'>,
  options: PlanApprovalOptions = {},
): ClientApp {
  return client.onRequest(methods.client.session.requestPermission, passThrough, planApprovalHandler(permissions, options));
}
