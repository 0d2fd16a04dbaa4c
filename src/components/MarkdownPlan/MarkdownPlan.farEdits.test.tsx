// Big edits of long documents (more than TEXT_PER_COMMIT changed between the first and the last changed character):
// the text is analysed again from the first edit, 32 kB per commit, and the blocks shown after the analysed part
// are held (blockKeys.ts, `holdingBlockKeys`). At every commit no block is shown twice or goes missing, and once
// every commit ran the document reads exactly as a fresh render of the final text.
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlanEntryExtrasContext } from '../shared/planEntryExtras';
import { MarkdownPlan } from './MarkdownPlan';
import { withStableIds } from './stableIds.testing';
import { defaultUrlTransform } from '../shared/safeUrl';
import { LIST_PART } from './splitMarkdownBlocks';
import { TEXT_PER_COMMIT } from './useAnalysedLength';

afterEach(() => {
  vi.useRealTimers();
});

vi.setConfig({ testTimeout: 120_000 });

/** Runs one commit the plan schedules. */
const step = () => act(() => void vi.advanceTimersByTime(0));

/** Runs every commit a big document schedules, calling `check` after each. */
function flush(check: () => void = () => {}) {
  // Until twelve commits in a row change nothing in the page (a commit that analyses 32 kB more of a block held
  // while it is analysed changes nothing: 12 are more than the biggest block here).
  const observer = new MutationObserver(() => {});
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  for (let i = 0, quiet = 0; quiet < 12; i++) {
    expect(i).toBeLessThan(300);
    step();
    quiet = observer.takeRecords().length > 0 ? 0 : quiet + 1;
    check();
  }
  observer.disconnect();
}

const documentOf = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-slot="markdown-plan-document"]')!;
/** The document's HTML, generated ids numbered and attributes sorted (their order says in which render each was set). */
function documentHtml(container: HTMLElement): string {
  const clone = withStableIds(documentOf(container));
  // (A server's HTML keeps its Suspense boundary's comments.)
  const comments = document.createTreeWalker(clone, NodeFilter.SHOW_COMMENT);
  const found: Node[] = [];
  while (comments.nextNode()) found.push(comments.currentNode);
  for (const comment of found) comment.parentNode!.removeChild(comment);
  for (const element of clone.querySelectorAll('*')) {
    const attributes = [...element.attributes].map(({ name, value }) => [name, value] as const).sort(([a], [b]) => (a < b ? -1 : 1));
    for (const [name] of attributes) element.removeAttribute(name);
    for (const [name, value] of attributes) element.setAttribute(name, value);
  }
  return clone.innerHTML;
}

/** The DOM of a fresh render of `content`, every commit run. */
function freshHtml(plan: (content: string) => ReactNode, content: string): string {
  const fresh = render(plan(content));
  flush();
  const html = documentHtml(fresh.container);
  fresh.unmount();
  return html;
}

/** The tasks' texts, in document order. */
const taskTexts = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-slot="task-item"]')].map((task) => task.querySelector('[data-slot="task-text"]')?.textContent ?? task.textContent!);

/** A task list of about `size` characters: `- [ ] {name} i, ...`, ticked up to `ticked`. */
function taskList(size: number, name = 'Task', ticked = 0): string[] {
  const lines: string[] = [];
  for (let i = 0, length = 0; length < size; i++) {
    lines.push(`- [${i < ticked ? 'x' : ' '}] ${name} ${i}, see [notes](https://example.com/${name}${i}).`);
    length += lines[i]!.length + 1;
  }
  return lines;
}

const plan = (content: string) => <MarkdownPlan title="Plan" content={content} motion="reduced" streaming={false} />;

/** A taskStart extra that shows the document line it is given, as a step selection reads it (`data-line`). */
const TASK_LINE_EXTRAS = { taskStart: (line: number) => <span data-line={line} /> };
/** `plan(content)` with `TASK_LINE_EXTRAS`: each task shows its document line. */
const withTaskLines = (content: string) => <PlanEntryExtrasContext.Provider value={TASK_LINE_EXTRAS}>{plan(content)}</PlanEntryExtrasContext.Provider>;

/** Numbers of the tasks named `name` shown, in order. */
const numbersOf = (container: HTMLElement, name: string) =>
  taskTexts(container)
    .map((text) => new RegExp(`${name} (\\d+),`).exec(text)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number);

/**
 * Counts the blocks mounted anew: each `commit()` adds the blocks on the page that were not on it at the last call
 * (or when the counter was made) to `mounted`.
 */
function remountCounter(container: HTMLElement) {
  const blocksNow = () => [...container.querySelectorAll('[data-slot="markdown-block"]')];
  let shown = new Set(blocksNow());
  const counter = {
    mounted: 0,
    commit(): void {
      const now = blocksNow();
      counter.mounted += now.filter((block) => !shown.has(block)).length;
      shown = new Set(now);
    },
  };
  return counter;
}

describe('<MarkdownPlan> a long task list edited at two far places', () => {
  it('shows every task once at every commit, then reads as a fresh render', () => {
    vi.useFakeTimers();
    const lines = taskList(150_000, 'Task', 5);
    const { container, rerender } = render(plan(lines.join('\n')));
    flush();
    const last = lines.length - 1;
    // A task added near the top (a line more) and one removed near the end (a line less), boxes ticked around.
    const edited = [...lines.slice(0, 6), '- [ ] Added 1, near the top.', ...lines.slice(6, last - 3), ...lines.slice(last - 2)]
      .map((line, i) => (i === 7 || i === last - 1 ? line.replace('- [ ]', '- [x]') : line))
      .join('\n');
    const expected = [...edited.matchAll(/Task (\d+),/g)].map((match) => Number(match[1]));
    rerender(plan(edited));
    const seen: number[][] = [];
    const check = () => {
      const numbers = numbersOf(container, 'Task');
      seen.push(numbers);
      // Each task shown once, in order; none missing but the one removed (held until the analysis reaches it).
      expect(new Set(numbers).size).toBe(numbers.length);
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
      expect(numbers.length).toBeGreaterThanOrEqual(expected.length);
    };
    check();
    flush(check);
    expect(seen[0]!.length).toBeLessThanOrEqual(lines.length);
    expect(numbersOf(container, 'Task')).toEqual(expected);
    expect(documentHtml(container)).toBe(freshHtml(plan, edited));
    expect(container.querySelectorAll('[aria-current="step"]')).toHaveLength(1);
  });

  it('shows every task once at every commit when a run of boxes longer than TEXT_PER_COMMIT is ticked at once', () => {
    vi.useFakeTimers();
    const lines = taskList(150_000, 'Task');
    const { container, rerender } = render(plan(lines.join('\n')));
    flush();
    // About 60 kB of boxes ticked in a row: analysed from the first, a part at a time, the blocks after it held.
    const edited = lines.map((line, i) => (i >= 20 && i < 900 ? line.replace('- [ ]', '- [x]') : line)).join('\n');
    expect(edited.indexOf('Task 899,') - edited.indexOf('Task 20,')).toBeGreaterThan(TEXT_PER_COMMIT);
    rerender(plan(edited));
    const check = () => {
      const numbers = numbersOf(container, 'Task');
      expect(new Set(numbers).size).toBe(numbers.length);
      expect(numbers).toEqual(lines.map((_, i) => i));
    };
    check();
    flush(check);
    expect(container.querySelectorAll('[data-slot="task-item"][data-status="completed"]')).toHaveLength(880);
    expect(documentHtml(container)).toBe(freshHtml(plan, edited));
  });

  it('a second big edit while the first is still analysed', () => {
    vi.useFakeTimers();
    const lines = taskList(200_000);
    const { container, rerender } = render(plan(lines.join('\n')));
    flush();
    const last = lines.length - 1;
    const first = lines.map((line, i) => (i === 1 || i === last ? line.replace('- [ ]', '- [x]') : line));
    rerender(plan(first.join('\n')));
    step();
    // The second: a line removed near the top and another far down, before the analysis reached them.
    const second = first.filter((_, i) => i !== 3 && i !== last - 10);
    rerender(plan(second.join('\n')));
    const check = () => {
      const numbers = numbersOf(container, 'Task');
      expect(new Set(numbers).size).toBe(numbers.length);
      expect(numbers.length).toBeGreaterThanOrEqual(second.length);
    };
    check();
    flush(check);
    expect(documentHtml(container)).toBe(freshHtml(plan, second.join('\n')));
    expect(container.querySelector('[aria-current="step"]')).toHaveTextContent('Task 0,');
  });

  it('a big edit that removes most of the document', () => {
    vi.useFakeTimers();
    const lines = taskList(300_000);
    const { container, rerender } = render(plan(lines.join('\n')));
    flush();
    // The first 50 kB stay, then 200 kB go, then the rest stays.
    const kept = [...lines.slice(0, 700), ...lines.slice(3_500)].join('\n');
    rerender(plan(kept));
    const check = () => {
      const numbers = numbersOf(container, 'Task');
      expect(new Set(numbers).size).toBe(numbers.length);
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    };
    check();
    flush(check);
    expect(documentHtml(container)).toBe(freshHtml(plan, kept));
  });

  it('a big edit that replaces the document by an unrelated one', () => {
    vi.useFakeTimers();
    const before = [`# Old plan`, ...taskList(150_000, 'Old', 10), '## Old end', 'Old closing words.'].join('\n\n');
    const { container, rerender } = render(plan(before));
    flush();
    const after = ['# New plan', 'A new intro.[^n]', ...taskList(120_000, 'New', 3), '## Closing', 'New closing words.', '[^n]: The note.'].join('\n\n');
    rerender(plan(after));
    const check = () => {
      // New tasks first, then old ones still held: neither shown twice, both in order.
      const texts = taskTexts(container);
      expect(new Set(texts).size).toBe(texts.length);
      const newNumbers = numbersOf(container, 'New');
      expect(newNumbers).toEqual(newNumbers.map((_, i) => i));
      const firstOld = texts.findIndex((text) => text.includes('Old '));
      if (firstOld !== -1) expect(texts.slice(firstOld).every((text) => text.includes('Old '))).toBe(true);
    };
    check();
    flush(check);
    expect(documentHtml(container)).toBe(freshHtml(plan, after));
    expect(container.querySelector('[aria-current="step"]')).toHaveTextContent('New 3,');
    expect(container.querySelector('h2, h3, h4')).not.toBeNull();
    expect(container.querySelector('[data-slot="markdown-footnotes"]')).toHaveTextContent('The note.');
  });
});

describe('<MarkdownPlan> structure across a far edit: ordered lists, headings, footnotes', () => {
  const section = (i: number) =>
    [
      `## Section ${i}`,
      `Prose ${i} with a note.[^s${i}]`,
      Array.from({ length: 30 }, (_, j) => `${j + 1}. Step ${i}.${j} of the long [list](https://example.com/${i}/${j}).`).join('\n'),
      `### Detail ${i}`,
      `- [${i < 3 ? 'x' : ' '}] Task ${i}`,
    ].join('\n\n');
  const build = (count: number, edit: (i: number, text: string) => string = (_, text) => text) =>
    [
      '# Plan',
      ...Array.from({ length: count }, (_, i) => edit(i, section(i))),
      ...Array.from({ length: count }, (_, i) => `[^s${i}]: Note ${i}.`),
    ].join('\n\n');

  it('reads as a fresh render after edits at the top and the end, and after an edit that adds a heading level', () => {
    vi.useFakeTimers();
    const count = 90;
    const content = build(count);
    expect(content.length).toBeGreaterThan(4 * TEXT_PER_COMMIT);
    const { container, rerender } = render(plan(content));
    flush();
    const edits = [
      build(count, (i, text) => (i === 0 || i === count - 1 ? text.replace('1. Step', '1. Inserted.\n2. Step').replace(/\n(\d+)\./g, '\n$1.') : text)),
      build(count, (i, text) => (i === 1 ? text.replace('## Section', '# Part\n\n## Section') : i === count - 2 ? text.replace('### Detail', '#### Detail') : text)),
      build(count, (i, text) => (i === 0 ? text.replace('[^s0]', '[^s80]') : i === count - 1 ? `${text}\n\nNew note use.[^s0]` : text)),
      build(count, (i, text) => (i < 3 ? text.replace('- [x]', '- [ ]') : i === count - 1 ? text.replace('- [ ]', '- [x]') : text)),
    ];
    for (const edited of edits) {
      rerender(plan(edited));
      flush(() => {
        const ids = [...documentOf(container).querySelectorAll('[id]')].map((element) => element.id);
        expect(new Set(ids).size).toBe(ids.length);
      });
      expect(documentHtml(container)).toBe(freshHtml(plan, edited));
    }
    expect(container.querySelector('[aria-current="step"]')).toHaveTextContent('Task 0');
  });
});

describe('<MarkdownPlan> documents still shown over several commits', () => {
  it('a 1 MB document mounting progressively receives an edit at two far places', { timeout: 120_000 }, () => {
    vi.useFakeTimers();
    const lines = taskList(600_000, 'Task', 3);
    const { container, rerender } = render(plan(lines.join('\n')));
    for (let i = 0; i < 5; i++) step();
    const last = lines.length - 1;
    const edited = lines.map((line, i) => (i === 4 || i === last ? line.replace('- [ ]', '- [x]') : line)).join('\n');
    rerender(plan(edited));
    const check = () => {
      const numbers = numbersOf(container, 'Task');
      expect(new Set(numbers).size).toBe(numbers.length);
      expect(numbers).toEqual(numbers.map((_, i) => i));
    };
    for (let i = 0; i < 400; i++) {
      step();
      if (i % 20 === 0) check();
    }
    expect(numbersOf(container, 'Task')).toHaveLength(lines.length);
    expect(container.querySelectorAll('[data-slot="task-item"][data-status="completed"]')).toHaveLength(5);
    expect(container.querySelector('[aria-current="step"]')).toHaveTextContent('Task 3,');
  });

  it('a block bigger than TEXT_PER_COMMIT during the first mount, and edited at its top and after it', () => {
    vi.useFakeTimers();
    const code = Array.from({ length: 3_000 }, (_, i) => `const line${i} = ${i}; // a long enough line of code`).join('\n');
    const content = ['# Plan', '- [ ] First', '```ts', code, '```', '- [ ] Last', 'Closing paragraph.'].join('\n\n');
    expect(code.length).toBeGreaterThan(3 * TEXT_PER_COMMIT);
    const { container, rerender } = render(plan(content));
    const check = () => {
      // One code block at most, never two, and the blocks after it in order.
      expect(container.querySelectorAll('pre').length).toBeLessThanOrEqual(1);
      const texts = taskTexts(container);
      expect(new Set(texts).size).toBe(texts.length);
    };
    check();
    flush(check);
    expect(documentHtml(container)).toBe(freshHtml(plan, content));
    const edited = content.replace('const line0 =', 'const first =').replace('- [ ] Last', '- [x] Last');
    rerender(plan(edited));
    check();
    flush(check);
    expect(documentHtml(container)).toBe(freshHtml(plan, edited));
    expect(container.querySelector('pre')).toHaveTextContent('const first =');
  });

  it('streamed snapshots of a document past TEXT_PER_COMMIT, each appending more than one commit analyses', () => {
    vi.useFakeTimers();
    const lines = taskList(240_000, 'Task', 2);
    const snapshots = [40_000, 90_000, 170_000, Infinity].map((size) => {
      let length = 0;
      return lines.filter((line) => (length += line.length + 1) <= size).join('\n');
    });
    const streamed = (content: string, streaming: boolean) => <MarkdownPlan title="Plan" content={content} motion="reduced" streaming={streaming} />;
    const { container, rerender } = render(streamed(snapshots[0]!, true));
    const check = () => {
      const numbers = numbersOf(container, 'Task');
      expect(numbers).toEqual(numbers.map((_, i) => i));
      expect(container.querySelectorAll('[data-streaming-tail]').length).toBeLessThanOrEqual(1);
    };
    for (const snapshot of snapshots) {
      rerender(streamed(snapshot, true));
      check();
      step();
      check();
    }
    rerender(streamed(snapshots[snapshots.length - 1]!, false));
    flush(check);
    expect(documentHtml(container)).toBe(freshHtml((content) => streamed(content, false), snapshots[snapshots.length - 1]!));
  });
});

describe('<MarkdownPlan> task lines while blocks are held', () => {
  it("a task's document line given to a taskStart extra is the line of that task in the text", () => {
    vi.useFakeTimers();
    const lines = taskList(150_000);
    const { container, rerender } = render(withTaskLines(lines.join('\n')));
    flush();
    const last = lines.length - 1;
    // A task ticked at the top and at the end: no line moves.
    const edited = lines.map((line, i) => (i === 1 || i === last ? line.replace('- [ ]', '- [x]') : line));
    rerender(withTaskLines(edited.join('\n')));
    const check = () => {
      for (const task of container.querySelectorAll('[data-slot="task-item"]')) {
        const n = Number(/Task (\d+),/.exec(task.textContent!)![1]);
        expect(task.querySelector('[data-line]')).toHaveAttribute('data-line', String(n + 1));
      }
    };
    check();
    flush(check);
  });
});

describe('<MarkdownPlan> lines of the blocks held after a block that grew', () => {
  it("a task's document line is its line in the text when the last block analysed again grew by a line", () => {
    vi.useFakeTimers();
    // A paragraph, then a code block longer than one commit analyses, then tasks: the paragraph gains a line and the
    // last task is ticked. Analysed again from the paragraph, the code block is cut where the analysis stops (held as
    // shown), so the last block continued is the paragraph, whose end moved by a line and its start by none.
    const code = Array.from({ length: 1_500 }, (_, i) => `const line${i} = ${i}; // a long enough line of code`).join('\n');
    const tasks = taskList(40_000);
    const before = ['Intro.', ['```ts', code, '```'].join('\n'), tasks.join('\n')].join('\n\n');
    const { container, rerender } = render(withTaskLines(before));
    flush();
    const edited = before.replace('Intro.', 'Intro,\non two lines.').replace(tasks[tasks.length - 1]!, tasks[tasks.length - 1]!.replace('- [ ]', '- [x]'));
    const lineOf = new Map(edited.split('\n').map((line, i) => [/Task (\d+),/.exec(line)?.[1], i + 1]));
    rerender(withTaskLines(edited));
    const check = () => {
      // Every task stays on the page while the code block is analysed again.
      expect(container.querySelectorAll('[data-slot="task-item"]')).toHaveLength(tasks.length);
      for (const task of container.querySelectorAll('[data-slot="task-item"]')) {
        const n = /Task (\d+),/.exec(task.textContent!)![1];
        expect(task.querySelector('[data-line]'), `Task ${n}`).toHaveAttribute('data-line', String(lineOf.get(n)));
      }
    };
    check();
    flush(check);
    expect(container.querySelectorAll('[data-slot="task-item"][data-status="completed"]')).toHaveLength(1);
  });
});

describe('<MarkdownPlan> a document that starts with a block longer than one commit analyses', () => {
  it('keeps every block after it on the page while it is analysed again', () => {
    vi.useFakeTimers();
    const code = Array.from({ length: 1_500 }, (_, i) => `const line${i} = ${i}; // a long enough line of code`).join('\n');
    const tasks = taskList(40_000);
    const before = [['```ts', code, '```'].join('\n'), tasks.join('\n')].join('\n\n');
    const { container, rerender } = render(plan(before));
    flush();
    const edited = before.replace('const line0 =', 'const first =').replace(tasks[tasks.length - 1]!, tasks[tasks.length - 1]!.replace('- [ ]', '- [x]'));
    rerender(plan(edited));
    const check = () => expect(container.querySelectorAll('[data-slot="task-item"]')).toHaveLength(tasks.length);
    check();
    flush(check);
    expect(documentHtml(container)).toBe(freshHtml(plan, edited));
  });
});

describe('<MarkdownPlan> a document past TEXT_PER_COMMIT rendered on a server and hydrated', () => {
  it('hydrates without a warning, then takes a far edit', () => {
    vi.useFakeTimers();
    const lines = taskList(100_000, 'Task', 1);
    const content = lines.join('\n');
    const html = renderToString(plan(content));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverTask = container.querySelectorAll('[data-slot="task-item"]')[lines.length - 1];
    const firstServerTask = container.querySelectorAll('[data-slot="task-item"]')[0];
    expect(serverTask).toBeDefined();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    act(() => {
      root = hydrateRoot(container, plan(content));
    });
    // Every task the server rendered stays, the same element (before: the first 52 were left after hydration,
    // and the others came back over as many commits as a first mount takes, mounted and parsed anew).
    expect(container.querySelectorAll('[data-slot="task-item"]')).toHaveLength(lines.length);
    flush(() => expect(container.querySelectorAll('[data-slot="task-item"]')).toHaveLength(lines.length));
    expect(container.querySelectorAll('[data-slot="task-item"]')[0]).toBe(firstServerTask);
    expect(container.querySelectorAll('[data-slot="task-item"]')[lines.length - 1]).toBe(serverTask);
    const edited = lines.map((line, i) => (i === 2 || i === lines.length - 1 ? line.replace('- [ ]', '- [x]') : line)).join('\n');
    act(() => root!.render(plan(edited)));
    flush(() => expect(numbersOf(container, 'Task')).toHaveLength(lines.length));
    // (Not the HTML: the server writes style attributes its own way.)
    const read = (element: HTMLElement) =>
      [...element.querySelectorAll('[data-slot="task-item"]')].map((task) => `${task.getAttribute('data-status')} ${task.getAttribute('aria-current')} ${task.textContent}`);
    const shown = read(container);
    const fresh = render(plan(edited));
    flush();
    expect(shown).toEqual(read(fresh.container));
    expect(shown).toHaveLength(lines.length);
    fresh.unmount();
    act(() => root!.unmount());
    container.remove();
  });
});

describe('<MarkdownPlan> lines of the held blocks when the far edit adds or removes lines', () => {
  it.each([
    ['removes', -1],
    ['adds', 1],
  ])("a task's document line is its line in the text, or none while its block waits, when the far edit %s a line", (_, change) => {
    vi.useFakeTimers();
    const lines = taskList(150_000);
    const { container, rerender } = render(withTaskLines(lines.join('\n')));
    flush();
    const last = lines.length - 1;
    // A box ticked near the top (no line moves there) and, 150 kB further, a box ticked and a line removed or added
    // after it: the tasks after the far edit move by a line, the ones between the two edits do not.
    const ticked = lines.map((line, i) => (i === 1 || i === last - 60 ? line.replace('- [ ]', '- [x]') : line));
    const edited = change < 0 ? ticked.filter((_, i) => i !== last - 50) : [...ticked.slice(0, last - 50), '- [ ] Added 0, a line more.', ...ticked.slice(last - 50)];
    const lineOf = new Map(edited.map((line, i) => [/(?:Task|Added) (\d+),/.exec(line)?.[0], i + 1]));
    rerender(withTaskLines(edited.join('\n')));
    const withoutLine: number[] = [];
    const check = () => {
      let missing = 0;
      for (const task of container.querySelectorAll('[data-slot="task-item"]')) {
        const name = /(?:Task|Added) (\d+),/.exec(task.textContent!)![0];
        const line = task.querySelector('[data-line]');
        // A task of a held block the far edit changed has no line until the analysis reaches it: never a wrong one.
        if (line === null) missing++;
        else expect(line, name).toHaveAttribute('data-line', String(lineOf.get(name)));
      }
      withoutLine.push(missing);
      expect(container.querySelectorAll('[aria-current="step"]').length).toBeLessThanOrEqual(1);
    };
    check();
    flush(check);
    // Only the tasks of the block the far edit changed (one list part) ever go without a line, and at the end none.
    expect(Math.max(...withoutLine)).toBeLessThanOrEqual((2 * LIST_PART) / 50);
    expect(withoutLine.at(-1)).toBe(0);
    expect(container.querySelector('[aria-current="step"]')).toHaveTextContent(`Task ${last - 59},`);
    expect(documentHtml(container)).toBe(freshHtml(withTaskLines, edited.join('\n')));
  });
});

describe('<MarkdownPlan> a task list right after a closing code fence, in sections that repeat it', () => {
  it('shows every task once at every commit when boxes are ticked at two far places, then reads as a fresh render', () => {
    vi.useFakeTimers();
    // Each section: a heading, then a code block and, on the very next line, the same two tasks: one block, the same
    // text in every section. The split of the analysed part ends in such a block, which is the text of the
    // document's last block too: matched as the unchanged end, it continued the whole list, and every block after the
    // analysed part left the page (of 2,000 tasks, 882 left after the edit's commit, fewer than all for 33 commits,
    // 1,126 blocks mounted anew). Then identical blocks paired in order over the whole list: from the ticked one on,
    // each took the key of the one before, so for 2 commits one block of two tasks showed twice where the analysis
    // stopped, and 17 blocks were mounted anew (keys moved into another chunk). Now they pair between their
    // sections' headings: never twice, and no block is mounted anew.
    const count = 1_000;
    const section = (i: number, done: boolean) => `## Step ${i}\n\n\`\`\`sh\nnpm test\n\`\`\`\n- [${done ? 'x' : ' '}] Run the tests\n- [${done ? 'x' : ' '}] Read the output`;
    const build = (done: (i: number) => boolean) => ['# Plan', ...Array.from({ length: count }, (_, i) => section(i, done(i)))].join('\n\n');
    const before = build(() => false);
    expect(before.length).toBeGreaterThan(2 * TEXT_PER_COMMIT);
    const { container, rerender } = render(plan(before));
    flush();
    const tasks = () => container.querySelectorAll('[data-slot="task-item"]').length;
    expect(tasks()).toBe(2 * count);
    const edited = build((i) => i === 2 || i === count - 3);
    const remounts = remountCounter(container);
    const perCommit: number[] = [];
    rerender(plan(edited));
    const check = () => {
      perCommit.push(tasks());
      // Each section's heading once, in order, each followed by its code block's tasks.
      const headings = [...documentOf(container).querySelectorAll('h3, h4')].map((heading) => heading.textContent);
      expect(headings).toEqual(headings.map((_, i) => `Step ${i}`));
      remounts.commit();
    };
    check();
    flush(check);
    expect(perCommit.every((shownTasks) => shownTasks === 2 * count), `tasks per commit: ${perCommit.join()}`).toBe(true);
    // None: the two ticked blocks keep their keys and update in place.
    expect(remounts.mounted).toBe(0);
    expect(documentHtml(container)).toBe(freshHtml(plan, edited));
  });
});

describe('<MarkdownPlan> a block near the top given the text of a block far below', () => {
  it('keeps every task on the page at every commit, each once, and pairs the block in place', () => {
    vi.useFakeTimers();
    // Sections of a heading and a few tasks. Near the top, a heading is given the text of one 150 kB below, and a
    // box is ticked near the end: analysed again from the top, the heading paired with the far one, the blocks held
    // started after it, and every section between left the page until the analysis reached it (861 of 1,800 tasks
    // left after the edit's commit, fewer than all for 25 commits, 632 blocks mounted anew).
    const count = 600;
    const section = (i: number, heading = i) =>
      `## Section ${heading}\n\n${[0, 1, 2].map((k) => `- [ ] Task ${3 * i + k}, see [notes](https://example.com/${3 * i + k}).`).join('\n')}`;
    const before = Array.from({ length: count }, (_, i) => section(i)).join('\n\n');
    const edited = Array.from({ length: count }, (_, i) => (i === 2 ? section(i, 500) : i === count - 2 ? section(i).replace('- [ ]', '- [x]') : section(i))).join('\n\n');
    expect(edited.length).toBeGreaterThan(3 * TEXT_PER_COMMIT);
    // Links parsed: the plan's URL transform is called once per link a parse meets.
    const links = vi.fn(defaultUrlTransform);
    const linked = (content: string) => <MarkdownPlan title="Plan" content={content} motion="reduced" streaming={false} urlTransform={links} />;
    const { container, rerender } = render(linked(before));
    flush();
    links.mockClear();
    const remounts = remountCounter(container);
    const perCommit: number[] = [];
    rerender(linked(edited));
    const check = () => {
      const numbers = numbersOf(container, 'Task');
      perCommit.push(numbers.length);
      expect(new Set(numbers).size).toBe(numbers.length);
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
      remounts.commit();
    };
    check();
    flush(check);
    expect(perCommit.every((tasks) => tasks === 3 * count), `tasks per commit: ${perCommit.join()}`).toBe(true);
    // None: the heading and the ticked list update in place. Links parsed: the ticked list's 3, and the first
    // section's 3 (parsed again with an unrelated heading renamed too, on the code before: not from the pairing);
    // before, 1,248, as the sections that left came back mounted anew (632 blocks).
    expect(remounts.mounted).toBe(0);
    expect(links.mock.calls.map(([url]) => url)).toEqual([0, 1, 2, 1794, 1795, 1796].map((k) => `https://example.com/${k}`));
    expect(documentHtml(container)).toBe(freshHtml(plan, edited));
  });
});
