import { toDisplayLabel } from '../components/shared/displayText';
import { Mark, Row, Text, WordDiff } from './diffRows';
import type { PlanHistoryLabels } from './labels';
import { MarkdownDiffView } from './MarkdownDiffView';
import type { DiffEntry, EntryChange, PlanDiff } from './types';

const statusText = (labels: PlanHistoryLabels, status: string) =>
  (Object.hasOwn(labels.statuses, status) ? labels.statuses[status] : undefined) ?? toDisplayLabel(status || '?');

function entryRow(change: EntryChange, contentOf: (key: string) => string, labels: PlanHistoryLabels, index: number) {
  const key = `${change.change}:${change.key}:${index}`;
  if (change.change === 'added' || change.change === 'removed') return <Mark key={key} change={change.change} text={change.entry.content} labels={labels} />;
  const kind =
    change.change === 'reworded'
      ? labels.reworded
      : change.change === 'moved'
        ? labels.moved(change.fromIndex + 1, change.index + 1)
        : change.change === 'status'
          ? labels.statusChanged(statusText(labels, change.from), statusText(labels, change.to))
          : labels.priorityChanged(toDisplayLabel(change.from), toDisplayLabel(change.to));
  return (
    <Row key={key} change={change.change} kind={kind}>
      {change.change === 'reworded' ? <WordDiff parts={change.words} /> : <Text>{contentOf(change.key)}</Text>}
    </Row>
  );
}

/**
 * The rows of a diff: `<ul data-slot="plan-history-diff">`, each change an `<li data-change>`; markdown lines kept
 * as they were are rows without `data-change`, long runs of them folded (`MarkdownDiffView`).
 */
export function PlanDiffView({ diff, after, labels }: { diff: PlanDiff; after: readonly DiffEntry[]; labels: PlanHistoryLabels }) {
  if (diff.type === 'items') {
    const content = new Map(after.map((entry) => [entry.key, entry.content]));
    const contentOf = (key: string) => content.get(key) ?? '';
    return <ul data-slot="plan-history-diff">{diff.changes.map((change, index) => entryRow(change, contentOf, labels, index))}</ul>;
  }
  if (diff.type === 'markdown') return <MarkdownDiffView diff={diff} labels={labels} />;
  if (diff.type === 'file') {
    return diff.from === diff.to ? (
      <p data-slot="plan-history-note">
        {labels.sameFile}: <Text>{diff.to}</Text>
      </p>
    ) : (
      <ul data-slot="plan-history-diff">
        <Row change="reworded" kind={labels.file}>
          <WordDiff
            parts={[
              { op: 'delete', text: diff.from },
              { op: 'insert', text: diff.to },
            ]}
          />
        </Row>
      </ul>
    );
  }
  return <p data-slot="plan-history-note">{labels.replaced(toDisplayLabel(diff.fromType), toDisplayLabel(diff.toType))}</p>;
}
