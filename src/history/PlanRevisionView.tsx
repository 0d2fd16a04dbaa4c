import { toDisplayLabel } from '../components/shared/displayText';
import type { PlanState } from '../store/types';
import type { PlanHistoryLabels } from './labels';

/** One revision, read-only: its entries with their status, its markdown text as text, or its file (and its text). */
export function PlanRevisionView({ plan, labels, text }: { plan: PlanState; labels: PlanHistoryLabels; text?: string | undefined }) {
  if (plan.type === 'items') {
    return (
      <ol data-slot="plan-history-entries">
        {plan.entries.map((entry) => (
          <li key={entry.key} data-status={toDisplayLabel(entry.status)} data-priority={toDisplayLabel(entry.priority)}>
            <bdi>{entry.content}</bdi>{' '}
            <span data-slot="plan-history-status">
              ({(Object.hasOwn(labels.statuses, entry.status) ? labels.statuses[entry.status] : undefined) ?? toDisplayLabel(entry.status || '?')})
            </span>
          </li>
        ))}
      </ol>
    );
  }
  // Shown as text: a past revision is for reading what the agent wrote, not for following its links.
  const pre = (content: string) => (
    <pre data-slot="plan-history-markdown" dir="auto">
      {content}
    </pre>
  );
  if (plan.type === 'markdown') return pre(plan.content);
  if (plan.type === 'file') {
    return (
      <>
        <p data-slot="plan-history-file">
          {labels.file}: <bdi>{plan.uri}</bdi>
        </p>
        {text === undefined ? null : pre(text)}
      </>
    );
  }
  return (
    <p data-slot="plan-history-note">
      <bdi>{toDisplayLabel(plan.planType)}</bdi>
    </p>
  );
}
