import { toDisplayLabel } from '../components/shared/displayText';
import { Row, Text, WordDiff } from './diffRows';
import { ItemDiffView } from './ItemDiffView';
import type { PlanHistoryLabels } from './labels';
import { MarkdownDiffView } from './MarkdownDiffView';
import type { DiffEntry, PlanDiff } from './types';

/**
 * The rows of a diff: `<ul data-slot="plan-history-diff">`, each change an `<li data-change>` (item changes in
 * pages, `ItemDiffView`); markdown lines kept
 * as they were are rows without `data-change`, long runs of them folded (`MarkdownDiffView`).
 */
export function PlanDiffView({ diff, after, labels }: { diff: PlanDiff; after: readonly DiffEntry[]; labels: PlanHistoryLabels }) {
  if (diff.type === 'items') {
    return <ItemDiffView diff={diff} after={after} labels={labels} />;
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
