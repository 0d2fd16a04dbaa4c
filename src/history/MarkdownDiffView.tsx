import { memo, useMemo, useRef, useState } from 'react';
import { CHANGES_PAGE, foldLines, shownRows } from './foldLines';
import type { PlanHistoryLabels } from './labels';
import { useFocusAfterReveal } from './useFocusAfterReveal';
import { Mark, Row, Text, WordDiff } from './diffRows';
import type { MarkdownLineChange, MarkdownPlanDiff } from './types';

/** One line of the diff; memoised so that opening a fold renders only the lines it reveals. */
const Line = memo(function Line({ line, labels }: { line: MarkdownLineChange; labels: PlanHistoryLabels }) {
  if (line.change === 'unchanged')
    return (
      <li data-slot="plan-history-line">
        <Text>{line.text}</Text>
      </li>
    );
  if (line.change === 'reworded')
    return (
      <Row change="reworded" kind={labels.reworded}>
        <WordDiff parts={line.words} />
      </Row>
    );
  return <Mark change={line.change} text={line.text} labels={labels} />;
});

/** What the reader opened in one diff: lines revealed per fold, and rows of the folded view shown. */
interface Opened {
  readonly diff: MarkdownPlanDiff;
  readonly folds: ReadonlyMap<number, number>;
  readonly limit: number;
}

/**
 * A markdown line diff with its unchanged runs folded (`foldLines`): changed lines with three lines of context,
 * each longer run one `<li data-slot="plan-history-fold">` with a button that opens it a page at a time, and the
 * folded view itself in pages ("Show more changes"). Rows stay bounded by the changes shown, whatever the size.
 */
export function MarkdownDiffView({ diff, labels }: { diff: MarkdownPlanDiff; labels: PlanHistoryLabels }) {
  const ranges = useMemo(() => foldLines(diff.lines), [diff.lines]);
  const [state, setState] = useState<Opened>(() => ({ diff, folds: new Map(), limit: CHANGES_PAGE }));
  // Another diff starts folded again.
  const opened = state.diff === diff ? state : { diff, folds: new Map<number, number>(), limit: CHANGES_PAGE };
  const { rows, changesLeft } = useMemo(() => shownRows(ranges, diff.lines, opened.folds, opened.limit), [ranges, diff.lines, opened.folds, opened.limit]);
  const list = useRef<HTMLUListElement>(null);
  const revealed = useFocusAfterReveal(list);

  const openFold = (start: number, shown: number) => {
    revealed();
    setState({ ...opened, folds: new Map(opened.folds).set(start, (opened.folds.get(start) ?? 0) + shown) });
  };
  const showMore = () => {
    revealed();
    setState({ ...opened, limit: opened.limit + CHANGES_PAGE });
  };

  return (
    <>
      {diff.replaced ? <p data-slot="plan-history-note">{labels.tooDifferent}</p> : null}
      <ul ref={list} data-slot="plan-history-diff" data-type="markdown" tabIndex={-1}>
        {rows.map((row) =>
          row.kind === 'line' ? (
            <Line key={row.index} line={diff.lines[row.index]!} labels={labels} />
          ) : (
            <li key={`fold:${row.start}`} data-slot="plan-history-fold">
              <button type="button" data-slot="plan-history-unfold" onClick={() => openFold(row.start, row.shown)}>
                {labels.unchangedLines(row.shown, row.hidden)}
              </button>
            </li>
          ),
        )}
      </ul>
      {changesLeft > 0 ? (
        <button type="button" data-slot="plan-history-more" onClick={showMore}>
          {labels.moreChanges(changesLeft)}
        </button>
      ) : null}
    </>
  );
}
