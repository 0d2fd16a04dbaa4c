// Which sessions' updates an adapter lets into the store. An agent can name any session id it likes; the host
// only ever shows sessions it opened, so updates for others are at best noise and at worst a flood.
import { isFields, own, quote } from '../acp/parseSessionUpdate';
import { PlanInputError } from '../acp/types';

/**
 * Which sessions' updates reach the store: `'any'`, `'created'` (sessions this client opened or named, as
 * `withPlanStore` sees on the stream), or a predicate of the session id.
 */
export type SessionRule = 'any' | 'created' | ((sessionId: string) => boolean);

/** Unknown sessions remembered as reported: past this, more are still ignored, just no longer reported. */
const MAX_REPORTED = 1000;

/** What the gate says about one update's params: refused (with the error, and whether to report it), or not. */
export interface Refusal {
  readonly error: PlanInputError;
  /** The first refusal for this session: report it (`onRejected`); later ones are silent. */
  readonly report: boolean;
}

/**
 * A gate for `params` of `session/update`: a `Refusal` when its (string) `sessionId` is not `accepted`,
 * `undefined` otherwise (a missing or malformed id is left to the store, which reports it precisely).
 * @internal Shared by `connectPlanStore` and `withPlanStore`; not exported from the package.
 */
export function sessionGate(accepted: (sessionId: string) => boolean): (params: unknown) => Refusal | undefined {
  const reported = new Set<string>();
  return (params) => {
    let sessionId: unknown;
    let known: boolean;
    try {
      sessionId = isFields(params) ? own(params, 'sessionId') : undefined;
      // A host predicate that throws says no.
      known = typeof sessionId !== 'string' || accepted(sessionId) === true;
    } catch {
      known = typeof sessionId !== 'string';
    }
    if (known) return undefined;
    const id = sessionId as string;
    const report = !reported.has(id) && reported.size < MAX_REPORTED;
    if (report) reported.add(id);
    const reason = `session ${quote(id)} was not created by this client: its updates are ignored (the sessions option)`;
    return { error: new PlanInputError('sessionId', reason), report };
  };
}
