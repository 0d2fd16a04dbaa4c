// The rows every diff view shares: a change row (`<li data-change>` with its kind in words), plan text, and
// added / removed / word-level marks.
import type { ReactNode } from 'react';
import type { PlanHistoryLabels } from './labels';
import type { TextDiffPart } from './textDiff';

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

/** A change row: its kind in words, then what changed. */
export function Row({ change, kind, children }: { change: string; kind: string; children: ReactNode }) {
  return (
    <li data-slot="plan-history-change" data-change={change}>
      <span data-slot="plan-history-change-kind">{kind}</span> {children}
    </li>
  );
}

/** Plan text, isolated for bidirectional text. */
export function Text({ children }: { children: string }) {
  return <bdi data-slot="plan-history-text">{children}</bdi>;
}

/** An added (`<ins>`) or removed (`<del>`) entry or line. */
export function Mark({ change, text, labels }: { change: 'added' | 'removed'; text: string; labels: PlanHistoryLabels }) {
  const Tag = change === 'added' ? 'ins' : 'del';
  return (
    <Row change={change} kind={labels[change]}>
      <Tag>
        <Text>{text}</Text>
      </Tag>
    </Row>
  );
}

