import { useRef, useState } from 'react';
import { toDisplayLabel } from '../components/shared/displayText';
import { Mark, Row, Text, WordDiff } from './diffRows';
import { CHANGES_PAGE } from './foldLines';
import type { PlanHistoryLabels } from './labels';
import { useFocusAfterReveal } from './useFocusAfterReveal';
import type { DiffEntry, EntryChange, ItemPlanDiff } from './types';

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
 * An item plan's diff, one `<li data-change>` per change, in pages of `CHANGES_PAGE` ("Show more changes"): two
 * 5,000-entry revisions can differ in thousands of entries, and rendering them all at once blocked the main thread
 * for hundreds of milliseconds, as unfolded markdown diffs did.
 */
export function ItemDiffView({ diff, after, labels }: { diff: ItemPlanDiff; after: readonly DiffEntry[]; labels: PlanHistoryLabels }) {
  const [paged, setPaged] = useState({ diff, limit: CHANGES_PAGE });
  // Another diff starts at its first page again.
  const limit = paged.diff === diff ? paged.limit : CHANGES_PAGE;
  const list = useRef<HTMLUListElement>(null);
  const revealed = useFocusAfterReveal(list);
  const content = new Map(after.map((entry) => [entry.key, entry.content]));
  const contentOf = (key: string) => content.get(key) ?? '';
  const left = diff.changes.length - limit;
  return (
    <>
      <ul ref={list} data-slot="plan-history-diff" tabIndex={-1}>
        {diff.changes.slice(0, limit).map((change, index) => entryRow(change, contentOf, labels, index))}
      </ul>
      {left > 0 ? (
        <button
          type="button"
          data-slot="plan-history-more"
          onClick={() => {
            revealed();
            setPaged({ diff, limit: limit + CHANGES_PAGE });
          }}
        >
          {labels.moreChanges(left)}
        </button>
      ) : null}
    </>
  );
}
