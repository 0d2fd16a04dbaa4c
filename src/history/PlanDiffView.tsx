import type { ReactNode } from 'react';
import { toDisplayLabel } from '../components/shared/displayText';
import type { PlanHistoryLabels } from './labels';
import type { TextDiffPart } from './textDiff';
import type { DiffEntry, EntryChange, PlanDiff } from './types';

const statusText = (labels: PlanHistoryLabels, status: string) =>
  (Object.hasOwn(labels.statuses, status) ? labels.statuses[status] : undefined) ?? toDisplayLabel(status || '?');

/** A word diff: deleted words in `<del>`, inserted ones in `<ins>` (their meaning is said by the elements). */
export function WordDiff({ parts }: { parts: readonly TextDiffPart[] }) {
  return (
    <span data-slot="plan-history-words" dir="auto">
      {parts.map((part, index) =>
        part.op === 'delete' ? <del key={index}>{part.text}</del> : part.op === 'insert' ? <ins key={index}>{part.text}</ins> : <span key={index}>{part.text}</span>,
      )}
    </span>
  );
}

function Row({ change, kind, children }: { change: string; kind: string; children: ReactNode }) {
  return (
    <li data-slot="plan-history-change" data-change={change}>
      <span data-slot="plan-history-change-kind">{kind}</span> {children}
    </li>
  );
}

function Text({ children }: { children: string }) {
  return <bdi data-slot="plan-history-text">{children}</bdi>;
}

/** An added (`<ins>`) or removed (`<del>`) entry or line. */
function Mark({ change, text, labels }: { change: 'added' | 'removed'; text: string; labels: PlanHistoryLabels }) {
  const Tag = change === 'added' ? 'ins' : 'del';
  return (
    <Row change={change} kind={labels[change]}>
      <Tag>
        <Text>{text}</Text>
      </Tag>
    </Row>
  );
}

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
 * as they were are rows without `data-change`.
 */
export function PlanDiffView({ diff, after, labels }: { diff: PlanDiff; after: readonly DiffEntry[]; labels: PlanHistoryLabels }) {
  if (diff.type === 'items') {
    const content = new Map(after.map((entry) => [entry.key, entry.content]));
    const contentOf = (key: string) => content.get(key) ?? '';
    return <ul data-slot="plan-history-diff">{diff.changes.map((change, index) => entryRow(change, contentOf, labels, index))}</ul>;
  }
  if (diff.type === 'markdown') {
    return (
      <>
        {diff.replaced ? <p data-slot="plan-history-note">{labels.tooDifferent}</p> : null}
        <ul data-slot="plan-history-diff" data-type="markdown">
          {diff.lines.map((line, index) =>
            line.change === 'unchanged' ? (
              <li key={index} data-slot="plan-history-line">
                <Text>{line.text}</Text>
              </li>
            ) : line.change === 'reworded' ? (
              <Row key={index} change="reworded" kind={labels.reworded}>
                <WordDiff parts={line.words} />
              </Row>
            ) : (
              <Mark key={index} change={line.change} text={line.text} labels={labels} />
            ),
          )}
        </ul>
      </>
    );
  }
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
