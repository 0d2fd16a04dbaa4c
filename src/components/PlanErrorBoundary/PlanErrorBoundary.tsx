import { Component, createContext } from 'react';
import type { ReactNode } from 'react';
import { messageOf } from '../../acp/parseSessionUpdate';
import { focusFirst, holdsFocus } from '../shared/moveFocus';

/** Texts of `<PlanErrorBoundary>`, overridable for translation. */
export interface PlanErrorBoundaryLabels {
  /** The error box's first line. @default `Plan "${planId}" could not be shown.` */
  readonly failed: (planId: string) => string;
  /** The button that renders the plan again. @default "Try again" */
  readonly retry: string;
}

/** The default texts of `<PlanErrorBoundary>`. */
export const DEFAULT_PLAN_ERROR_LABELS: PlanErrorBoundaryLabels = {
  failed: (planId) => `Plan "${planId}" could not be shown.`,
  retry: 'Try again',
};

/** Props of `<PlanErrorBoundary>`. */
export interface PlanErrorBoundaryProps {
  /** The plan inside; named in the error box. */
  planId: string;
  /** Any change clears the error and renders the plan again (pass the plan's revision: new data may render). */
  resetKey?: unknown;
  /** Called with what the plan threw (React also reports it to the console in development). */
  onError?: (error: unknown, planId: string) => void;
  /** Texts, for translation. */
  labels?: Partial<PlanErrorBoundaryLabels>;
  children?: ReactNode;
}

/**
 * Whether a `<PlanErrorBoundary>` is around: a plan component that guards itself (a standalone `<MarkdownPlan>`)
 * leaves its errors to that one, which knows the plan id and the host's `onError`.
 */
export const InsidePlanErrorBoundary = createContext(false);

interface PlanErrorBoundaryState {
  /** What the plan threw, boxed (a component may throw `undefined` or `null`). */
  readonly error: { readonly value: unknown } | null;
  /** The `resetKey` the current error belongs to. */
  readonly resetKey: unknown;
}

/**
 * Keeps a plan that fails to render from taking down the plans around it: shows an error box (`role="alert"`,
 * naming the plan id, with the error's message and a "Try again" button) in its place. A new `resetKey`
 * (the plan's next revision) clears the error by itself.
 *
 * Data attributes: `data-slot="plan-error"` with `data-plan-id`; parts `plan-error-title`, `plan-error-message`,
 * `plan-error-retry`.
 */
export class PlanErrorBoundary extends Component<PlanErrorBoundaryProps, PlanErrorBoundaryState> {
  override state: PlanErrorBoundaryState = { error: null, resetKey: this.props.resetKey };
  /**
   * Where the error box stood when "Try again" was pressed with focus on it: the button disappears with the
   * box, so focus goes to what renders in its place (the plan, or the box again), not to `<body>`.
   */
  private declare retriedAt: { readonly parent: Element | null; readonly before: Element | null } | undefined;

  static getDerivedStateFromError(value: unknown): Partial<PlanErrorBoundaryState> {
    return { error: { value } };
  }

  static getDerivedStateFromProps(
    props: PlanErrorBoundaryProps,
    state: PlanErrorBoundaryState,
  ): Partial<PlanErrorBoundaryState> | null {
    return Object.is(props.resetKey, state.resetKey) ? null : { resetKey: props.resetKey, error: null };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError?.(error, this.props.planId);
  }

  override componentDidUpdate(): void {
    const spot = this.retriedAt;
    this.retriedAt = undefined;
    if (spot) focusFirst(spot.before ? spot.before.nextElementSibling : spot.parent?.firstElementChild);
  }

  // Annotated: inferred, the emitted .d.ts spelled out React 19's ReactNode, which React 18's Component rejects.
  override render(): ReactNode {
    const { error } = this.state;
    const { planId, labels: overrides, children } = this.props;
    if (error === null) {
      return <InsidePlanErrorBoundary.Provider value={true}>{children}</InsidePlanErrorBoundary.Provider>;
    }
    const labels = { ...DEFAULT_PLAN_ERROR_LABELS, ...overrides };
    // An unreadable error shows the title alone.
    const message = messageOf(error.value, '');
    return (
      <div role="alert" data-slot="plan-error" data-plan-id={planId}>
        <p data-slot="plan-error-title">{labels.failed(planId)}</p>
        {message ? <p data-slot="plan-error-message">{message}</p> : null}
        <button
          type="button"
          data-slot="plan-error-retry"
          onClick={(event) => {
            const box = event.currentTarget.parentElement!;
            if (holdsFocus(box)) this.retriedAt = { parent: box.parentElement, before: box.previousElementSibling };
            this.setState({ error: null });
          }}
        >
          {labels.retry}
        </button>
      </div>
    );
  }
}
