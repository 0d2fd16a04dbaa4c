// Issue 20, the deterministic half of the main-thread bound: the work of each commit is bounded by a budget, not by
// the size or shape of the input, for every cap-sized worst case. Counted, never timed: characters scanned by
// regular expressions (every pass over a document's text, ours and the markdown parser's, runs through them) and
// DOM nodes added, per commit. test/fuzz/mainThread.browser.test.tsx checks the time the same shapes take in
// Chromium; bench/mainThread.mjs measures them in production React.
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MarkdownPlan } from '../../src/components/MarkdownPlan';
import { FIRST_TEXT, TEXT_PER_COMMIT } from '../../src/components/MarkdownPlan/useAnalysedLength';
import { WORK_PER_COMMIT } from '../../src/components/MarkdownPlan/useProgressiveBlocks';
import { LIST_PART } from '../../src/components/MarkdownPlan/splitMarkdownBlocks';
import { PlanStoreProvider } from '../../src/react/PlanStoreProvider';
import { createPlanStore } from '../../src/store';
import { defaultUrlTransform } from '../../src/components/shared/safeUrl';
import type { UrlTransform } from '../../src/components/shared/safeUrl';
import { scanMarkdownTasks } from '../../src/store/markdownTaskScanner';
import { regExpWork, type RegExpRun } from '../regExpWork';
import { capSizedFootnoteDocument, capSizedNesting, capSizedTaskList } from './arbitraries';

/**
 * Characters one `exec` looked at: from where it started to the end of its match, or to the end of the input
 * when it found none (a sticky expression, as `split` uses, looks at one position).
 */
function scanned({ regExp, input, from, match }: RegExpRun): number {
  if (match) return match.index + match[0].length - from;
  return regExp.sticky ? 1 : input.length - from;
}

/**
 * Text work one commit may do: analysing `TEXT_PER_COMMIT` new characters (the splitter and the task scanner
 * test each line against about a dozen anchored patterns) plus parsing the blocks the commit shows (about
 * `WORK_PER_COMMIT * 8` characters, and at most one formatted block of 10,000 past it, each looked at by the
 * parser a few dozen times). Before the analysis was spread over commits, the first commit of a 1 MB document
 * scanned over 10,000,000.
 */
const TEXT_WORK_PER_COMMIT = 24 * TEXT_PER_COMMIT + 40 * (WORK_PER_COMMIT * 8 + 10_000);
/** DOM nodes one commit may add: a budget of estimated work, plus one block, with the estimate's factor of 2. */
const NODES_PER_COMMIT = 2 * (WORK_PER_COMMIT + 3_000);

const nodes = (container: HTMLElement) => container.getElementsByTagName('*').length;

afterEach(() => {
  vi.useRealTimers();
});

/** Renders, then runs `commits` more commits (each scheduled task), and returns the work of each. */
function workPerCommit(element: React.ReactElement, commits: number) {
  vi.useFakeTimers();
  const text: number[] = [];
  const added: number[] = [];
  let container!: HTMLElement;
  text.push(regExpWork(() => void ({ container } = render(element)), scanned));
  added.push(nodes(container));
  for (let i = 0; i < commits; i++) {
    const before = nodes(container);
    text.push(regExpWork(() => act(() => void vi.advanceTimersByTime(0)), scanned));
    added.push(nodes(container) - before);
  }
  return { text, added, container };
}

describe('work per commit of cap-sized markdown (issue 20)', { timeout: 120_000 }, () => {
  const shapes: Record<string, string> = {
    'a 1 MB task list': capSizedTaskList(),
    'a 1 MB document with footnotes': capSizedFootnoteDocument(),
    ...Object.fromEntries(
      Object.entries(capSizedNesting(200_000))
        .filter(([name]) => ['quotes', 'lists', 'mixed containers', 'emphasis', 'brackets'].includes(name))
        .map(([name, text]) => [`200 kB of ${name} nested at the cap`, text]),
    ),
  };
  it.each(Object.keys(shapes))('%s: every commit scans and adds a bounded amount', (name) => {
    const { text, added, container } = workPerCommit(<MarkdownPlan content={shapes[name]!} motion="reduced" streaming={false} />, 6);
    for (const work of text) expect(work).toBeLessThanOrEqual(TEXT_WORK_PER_COMMIT);
    for (const count of added) expect(count).toBeLessThanOrEqual(NODES_PER_COMMIT);
    // And it does show the document, commit by commit.
    expect(added.filter((count) => count > 0).length).toBeGreaterThan(3);
    expect(container.querySelectorAll('[data-slot="markdown-block"]').length).toBeGreaterThan(0);
  });

  it('a task list: the progress header counts every task once the text is analysed', () => {
    const content = capSizedTaskList(200_000);
    const { container } = workPerCommit(<MarkdownPlan content={content} motion="reduced" streaming={false} />, Math.ceil(content.length / TEXT_PER_COMMIT) + 1);
    const tasks = content.split('\n').length;
    expect(container.querySelector('[role="progressbar"]')).toHaveAttribute('aria-valuemax', String(tasks));
  });
});

describe('streaming growth re-analyses only the appended part, footnotes included (issue 20)', { timeout: 120_000 }, () => {
  it('each snapshot appended to a shown document with footnotes costs about what it appends', () => {
    vi.useFakeTimers();
    const full = capSizedFootnoteDocument(60_000);
    const store = createPlanStore();
    const send = (content: string) => store.apply({ sessionId: 's', update: { sessionUpdate: 'plan_update', plan: { type: 'markdown', planId: 'm', content } } });
    send(full.slice(0, 40_000));
    const { container } = render(
      <PlanStoreProvider store={store}>
        <MarkdownPlan sessionId="s" planId="m" motion="reduced" streaming={false} />
      </PlanStoreProvider>,
    );
    // Everything shown first, then snapshots of ~1 kB more each.
    for (let i = 0; i < 200 && container.querySelector('[data-slot="markdown-footnotes"]') === null; i++) act(() => void vi.advanceTimersByTime(0));
    expect(container.querySelector('[data-slot="markdown-footnotes"]')).not.toBeNull();
    for (let end = 41_000; end <= 60_000; end += 1_000) {
      const snapshot = full.slice(0, end);
      const work = regExpWork(() => act(() => void send(snapshot)), scanned) + regExpWork(() => act(() => void vi.advanceTimersByTime(0)), scanned);
      // The store's scan, the split, the footnote search and the parse of the new blocks and the footnotes
      // section: a few dozen looks per appended character, not the 40-60 kB document (over 1,000,000).
      expect(work).toBeLessThanOrEqual(200_000);
    }
    expect(container.querySelectorAll('[data-slot="markdown-block"]').length).toBeGreaterThan(500);
    // References resolve (to the section's notes), numbered across blocks in order of first reference.
    const refs = [...container.querySelectorAll('a[data-footnote-ref]')].map((ref) => Number(ref.textContent));
    expect(refs.length).toBeGreaterThan(500);
    expect(refs.slice(0, 3)).toEqual([1, 2, 3]);
  });
});

/**
 * `content` applied to a store and shown by a store-bound `<MarkdownPlan>` (with `urlTransform`, when given);
 * `send` applies a new snapshot.
 */
function mountFromStore(content: string, urlTransform?: UrlTransform) {
  const store = createPlanStore();
  const send = (text: string) => store.apply({ sessionId: 's', update: { sessionUpdate: 'plan_update', plan: { type: 'markdown', planId: 'm', content: text } } });
  send(content);
  const { container } = render(
    <PlanStoreProvider store={store}>
      <MarkdownPlan sessionId="s" planId="m" motion="reduced" streaming={false} urlTransform={urlTransform} />
    </PlanStoreProvider>,
  );
  return { send, container };
}

/**
 * A plan of `size` characters in many short sections: a heading, a paragraph with one link, and two tasks each
 * (the first 400 sections' ticked, so the current task is far down).
 */
function sectionsDocument(size: number): string {
  const sections: string[] = ['# Plan', '', 'Intro line.', ''];
  for (let i = 0, length = sections.join('\n').length; length < size; i++) {
    const box = i < 400 ? 'x' : ' ';
    const section = [
      `## Section ${i}`,
      '',
      `Some **prose** about section ${i}, with \`code\` and a [link](https://example.com/${i}).`,
      '',
      `- [${box}] Task ${i} a`,
      `- [${box}] Task ${i} b`,
      '',
    ];
    sections.push(...section);
    length += section.join('\n').length + 1;
  }
  return sections.join('\n');
}

describe('an edit before the end of a shown document is analysed about where it changed (issue 20)', { timeout: 120_000 }, () => {
  // A ticked box or a reworded task: the blocks after it are taken over as they were.
  it('a box ticked in the middle of a 200 kB task list', () => {
    vi.useFakeTimers();
    const content = capSizedTaskList(200_000);
    const { send, container } = mountFromStore(content);
    for (let i = 0; i < 200; i++) act(() => void vi.advanceTimersByTime(0));
    const box = content.indexOf('- [ ]', 100_000) + 2;
    const edited = `${content.slice(0, box)}[x]${content.slice(box + 3)}`;
    // The store scans the edited document's tasks when it applies it (bench/README.md measures that pass):
    // done here first, so what is counted is the component's work.
    scanMarkdownTasks(edited);
    const work = regExpWork(() => act(() => void send(edited)), scanned) + regExpWork(() => act(() => void vi.advanceTimersByTime(0)), scanned);
    // The split about the edit (two or three marks of 4 kB, ~24 looks per character) and the parse of the changed
    // block (a list part of ~2,000 characters): 240,637 when written; the whole 200 kB split again was 1,597,919.
    expect(work).toBeLessThanOrEqual(400_000);
    for (let i = 0; i < 10; i++) act(() => void vi.advanceTimersByTime(0));
    // The ticked task shows done, the progress counts it, and nothing else changed.
    const name = /Task \d+ with/.exec(edited.slice(box))![0];
    const task = [...container.querySelectorAll('[data-slot="task-item"]')].find((item) => item.textContent!.includes(`${name} `));
    expect(task).toHaveAttribute('data-status', 'completed');
    expect(container.querySelector('[role="progressbar"]')).toHaveAttribute('aria-valuenow', String(edited.split('[x]').length - 1));
  });
});


describe('a line added or removed above shown blocks does not parse them again (issue 20)', { timeout: 120_000 }, () => {
  it('a line added to the first paragraph of a 200 kB document of many sections', () => {
    vi.useFakeTimers();
    const content = sectionsDocument(200_000);
    const { send, container } = mountFromStore(content);
    for (let i = 0; i < 300; i++) act(() => void vi.advanceTimersByTime(0));
    const current = () => container.querySelector('[data-slot="task-item"][aria-current="step"]')?.textContent;
    expect(current()).toContain('Task 400 a');
    const edited = content.replace('Intro line.', 'Intro line.\nA second intro line.');
    scanMarkdownTasks(edited);
    let work = regExpWork(() => act(() => void send(edited)), scanned);
    for (let i = 0; i < 10; i++) work += regExpWork(() => act(() => void vi.advanceTimersByTime(0)), scanned);
    // The split about the edit and the parse of the changed paragraph: 64,000 when written. Before, every block
    // after the edit was parsed again (its task lines moved): 7,188,573, the whole 200 kB through the parser.
    expect(work).toBeLessThanOrEqual(400_000);
    expect(container.textContent).toContain('A second intro line.');
    // The current task is the same task, one document line further down.
    expect(current()).toContain('Task 400 a');
  });
});

/**
 * Applies an edited document through `send` and runs every commit it schedules: returns the characters scanned and
 * the links parsed (`transform` is the mounted plan's URL transform, called once per link a parse meets).
 */
function editRunner(send: (content: string) => void, transform: ReturnType<typeof vi.fn>) {
  return (edited: string, afterEachCommit = () => {}) => {
    scanMarkdownTasks(edited);
    transform.mockClear();
    let work = regExpWork(() => act(() => void send(edited)), scanned);
    afterEachCommit();
    for (let i = 0; i < 10; i++) {
      work += regExpWork(() => act(() => void vi.advanceTimersByTime(0)), scanned);
      afterEachCommit();
    }
    return { work, links: transform.mock.calls.map(([url]) => url as string) };
  };
}

describe('a block inserted or removed before the end parses only that block (issue 20)', { timeout: 120_000 }, () => {
  // Parsing is counted twice: by the links the parser hands to `urlTransform` (one per section's paragraph, so one
  // per block parsed again, about), and by the characters regular expressions scan (the parser's and ours).
  // With index keys, every block after the edit got its neighbour's text: all of them were parsed again.
  function mountSections() {
    vi.useFakeTimers();
    const content = sectionsDocument(200_000);
    const transform = vi.fn(defaultUrlTransform);
    const { send, container } = mountFromStore(content, transform);
    for (let i = 0; i < 300; i++) act(() => void vi.advanceTimersByTime(0));
    const blocks = () => [...container.querySelectorAll('[data-slot="markdown-block"]')];
    const current = () => container.querySelector('[data-slot="task-item"][aria-current="step"]')?.textContent;
    expect(current()).toContain('Task 400 a');
    expect(transform.mock.calls.length).toBeGreaterThan(1_000);
    const edit = editRunner(send, transform);
    return { content, edit, blocks, current };
  }

  it('a paragraph inserted near the top of a 200 kB document parses only that block', () => {
    const { content, edit, blocks, current } = mountSections();
    const before = blocks();
    const inserted = 'A new paragraph with [a link](https://example.com/new).';
    const { work, links } = edit(content.replace('Intro line.\n', `Intro line.\n\n${inserted}\n`));
    // The new paragraph's link only. Before: every block after it (1,204 links, 6,951,404 characters scanned).
    expect(links).toEqual(['https://example.com/new']);
    expect(work).toBeLessThanOrEqual(200_000);
    // One element added, where the paragraph is; every other block keeps its element.
    const after = blocks();
    expect(after).toHaveLength(before.length + 1);
    expect(after[1]).toHaveTextContent(inserted.replace(/\[(.*)\]\(.*\)/, '$1'));
    expect(after.filter((block) => !before.includes(block))).toEqual([after[1]]);
    expect(current()).toContain('Task 400 a');
  });

  it('a block removed near the top re-parses nothing after it', () => {
    const { content, edit, blocks, current } = mountSections();
    const before = blocks();
    const removed = content.indexOf('Some **prose** about section 1,');
    const { work, links } = edit(content.slice(0, removed) + content.slice(content.indexOf('\n\n', removed) + 2));
    expect(links).toEqual([]);
    expect(work).toBeLessThanOrEqual(200_000);
    // The paragraph's element left; the others are the same elements, in the same order.
    const after = blocks();
    expect(after).toHaveLength(before.length - 1);
    expect(after.every((block) => before.includes(block))).toBe(true);
    expect(before.filter((block) => !after.includes(block))).toHaveLength(1);
    expect(before.find((block) => !after.includes(block))).toHaveTextContent('about section 1,');
    expect(current()).toContain('Task 400 a');
  });
});

describe('a footnote reference inserted before the others renumbers them without parsing their blocks (issue 20)', { timeout: 120_000 }, () => {
  // A block's note numbers are given at render (FootnoteNumbersContext), not to the parser: every reference after
  // the new one shows a number one higher, and no block that cites them is parsed again.
  it('a paragraph citing a new first note near the top of a 200 kB document with notes', () => {
    vi.useFakeTimers();
    const paragraphs: string[] = ['Intro line.'];
    for (let i = 0, length = 0; length < 200_000; i++) {
      paragraphs.push(`Paragraph ${i} cites a note[^n${i % 300}] and [a link](https://example.com/p${i}).`);
      length += paragraphs[paragraphs.length - 1]!.length + 2;
    }
    const definitions = Array.from({ length: 300 }, (_, i) => `[^n${i}]: Note ${i}.`);
    const content = [...paragraphs, ...definitions].join('\n\n');
    const transform = vi.fn(defaultUrlTransform);
    const { send, container } = mountFromStore(content, transform);
    // Until the whole document is shown (a block of one link per commit's work of 1,000 units: ~40 per commit).
    const last = `Paragraph ${paragraphs.length - 2} cites`;
    const shown = () => [...container.querySelectorAll('[data-slot="markdown-block"]')].at(-1)?.textContent?.includes(last);
    for (let i = 0; i < 2_000 && (i % 25 !== 0 || !shown()); i++) act(() => void vi.advanceTimersByTime(0));
    expect(shown()).toBe(true);
    const references = () => [...container.querySelectorAll('a[data-footnote-ref]')].map((ref) => ref.textContent);
    expect(references().slice(0, 3)).toEqual(['1', '2', '3']);
    const edit = editRunner(send, transform);
    // One place edited (its definition beside it): an edit at two far places is analysed as a rewrite of what is
    // between them (README, "Markdown limits"), which is not what this counts.
    const edited = content.replace('Intro line.', 'Intro line.\n\nA new note[^new], see [it](https://example.com/new).\n\n[^new]: The new note.');
    const { work, links } = edit(edited);
    // The new paragraph's link only: its block and the notes section are parsed. Before: every paragraph citing a
    // renumbered note (2,641 links, 4,551,835 characters scanned).
    expect(links.filter((url) => url.startsWith('https:'))).toEqual(['https://example.com/new']);
    // What is left is mostly React's development build checking the attributes of the ~2,640 references whose
    // numbers change (they re-render: ~2.1 million characters of its regular expressions), then the new block and
    // the notes section: 2,726,695 when written.
    expect(work).toBeLessThanOrEqual(3_000_000);
    // Every reference shows its new number, as a fresh render of the text would: the new note is 1.
    expect(references().slice(0, 4)).toEqual(['1', '2', '3', '4']);
    expect(references()).toHaveLength(paragraphs.length);
    expect(container.querySelector('a[data-footnote-ref]')!.closest('p')).toHaveTextContent('A new note1, see it.');
    // The 300 notes the paragraphs cite now count from 2.
    expect(Math.max(...references().map(Number))).toBe(301);
    expect(references().at(-1)).toBe(String(((paragraphs.length - 2) % 300) + 2));
  });
});

/**
 * A 200 kB list of `line(i)` items (each with one link), applied to a store and shown whole: its lines and text,
 * the container, and `edit` (editRunner) to apply an edited text. Every item's link is parsed once on the way in.
 */
function mountLongList(line: (i: number) => string) {
  vi.useFakeTimers();
  const lines: string[] = [];
  for (let i = 0, length = 0; length < 200_000; i++) {
    lines.push(line(i));
    length += lines[i]!.length + 1;
  }
  const content = lines.join('\n');
  const transform = vi.fn(defaultUrlTransform);
  const { send, container } = mountFromStore(content, transform);
  for (let i = 0; i < 300; i++) act(() => void vi.advanceTimersByTime(0));
  expect(transform.mock.calls.length).toBe(lines.length);
  return { lines, content, container, edit: editRunner(send, transform) };
}

describe('a task added to or removed from a long list parses only the part of the list it is in (issue 20)', { timeout: 120_000 }, () => {
  // A long list is parsed in parts of at most LIST_PART characters. Parts used to end every LIST_PART characters
  // counted from the list's start, so one task added near the top moved where every later part ends: all of them
  // (the whole list) were parsed again. Now a part ends where the text of an item says (splitMarkdownBlocks.ts).
  it('a task added, then removed, near the top of a 200 kB task list', () => {
    const { lines, content, container, edit } = mountLongList((i) => `- [${i < 10 ? 'x' : ' '}] Task ${i}, see [its notes](https://example.com/t${i})`);
    const added = `${lines.slice(0, 3).join('\n')}\n- [ ] A new task, see [its notes](https://example.com/new)\n${lines.slice(3).join('\n')}`;
    const addition = edit(added);
    // The part with the new task, and the next one when the new task moves where that part starts: at most
    // 2 * LIST_PART characters of tasks of over 50 (56 links, 279,853 characters scanned when written). Before:
    // every part after it, the whole list (3,372 links, 5,626,480 characters scanned).
    const parts = (2 * LIST_PART) / 50;
    expect(addition.links).toContain('https://example.com/new');
    expect(addition.links.length).toBeLessThanOrEqual(parts);
    expect(addition.work).toBeLessThanOrEqual(400_000);
    // (55 links and 247,863 characters; before, 3,371 and 4,222,192.)
    // (When written: `1.` form 28 links, 71,438 characters; numbered 37, 74,720. Before: 3,548, 1,921,108;
    // 3,389, 1,853,792.)
    const removal = edit(content);
    expect(removal.links.length).toBeLessThanOrEqual(parts);
    expect(removal.work).toBeLessThanOrEqual(400_000);
    // The list reads as before: every task once, the current one the first open task.
    expect(container.querySelectorAll('[data-slot="task-item"]')).toHaveLength(lines.length);
    expect(container.querySelector('[aria-current="step"]')).toHaveTextContent('Task 10,');
  });
});

describe('boxes ticked at two far places of a long list: analysed again from the first, the rest stays on the page (issue 20)', { timeout: 120_000 }, () => {
  // Two edits 200 kB apart change more than one commit analyses (TEXT_PER_COMMIT), so the text is analysed again from
  // the first edit, 32 kB per commit. The blocks after the analysed part used to leave the page (every task past the
  // first 32 kB gone after the edit's commit) and came back one commit at a time, mounted and parsed anew. Now they
  // stay, as they were shown, until the analysis reaches them (blockKeys.ts, `holdingBlockKeys`).
  it('every task stays on the page at every commit, and only the two edited parts are parsed', () => {
    const { lines, container, edit } = mountLongList((i) => `- [ ] Task ${i}, see [its notes](https://example.com/t${i})`);
    const tasks = () => container.querySelectorAll('[data-slot="task-item"]').length;
    const last = lines.length - 1;
    const edited = lines.map((line, i) => (i === 2 || i === last ? line.replace('- [ ]', '- [x]') : line)).join('\n');
    const shown: number[] = [];
    const { links } = edit(edited, () => shown.push(tasks()));
    // Before: 571 of the 3,371 tasks were left after the edit's commit and 1,030 ten commits later, by when 504 links
    // had been parsed again (the parts coming back, mounted anew); now every task stays, and 29 links are parsed.
    expect(shown).toEqual(Array.from(shown, () => lines.length));
    expect(links).toContain('https://example.com/t2');
    expect(links).toContain(`https://example.com/t${last}`);
    expect(links.length).toBeLessThanOrEqual((2 * LIST_PART) / 50);
    expect([...container.querySelectorAll('[data-slot="task-item"][data-status="completed"]')].map((task) => task.textContent)).toEqual([
      expect.stringContaining('Task 2,'),
      expect.stringContaining(`Task ${last},`),
    ]);
  });
});

describe('an item added to or removed from a long ordered list parses only the part it is in (issue 20)', { timeout: 120_000 }, () => {
  // A later part of an ordered list starts at the number its first item has in the whole list. That number used to
  // be a parse input of the part: one item added near the top renumbered every later part, and all of them (the
  // whole list) were parsed again, and split again (the splitter's marks held the count). Now a part is parsed as
  // written and its number is given at render (MarkdownDocument), so only the `<ol>` element's start changes.
  /** The numbers the DOM shows for the list's items, in order: each `<ol>`'s start, counted on per item. */
  const shownNumbers = (container: HTMLElement) =>
    [...container.querySelectorAll('[data-slot="markdown-block"] > ol')].flatMap((list) => {
      const start = Number(list.getAttribute('start') ?? 1);
      return [...list.children].map((_, i) => start + i);
    });

  it.each([
    ['written `1.` for every item', () => '1.'],
    ['numbered 1..N (the inserted item adds its line only)', (i: number) => `${i + 1}.`],
  ])('a 200 kB ordered list, %s: an item added, then removed, near the top', (_, marker) => {
    const { lines, content, container, edit } = mountLongList((i) => `${marker(i)} Step ${i}, see [its notes](https://example.com/t${i})`);
    const numbers = Array.from({ length: lines.length }, (_, i) => i + 1);
    expect(shownNumbers(container)).toEqual(numbers);
    const addition = edit(`${lines.slice(0, 3).join('\n')}\n${marker(3)} A new step, see [its notes](https://example.com/new)\n${lines.slice(3).join('\n')}`);
    // As for a bullet list: the part with the new item and the next one, at most 2 * LIST_PART characters of
    // items of over 50 (when written: `1.` form 29 links, 102,264 characters scanned; numbered 38, 107,787).
    // Before: every part after it (`1.` form 3,549 links, 3,329,041 characters; numbered 3,390, 3,288,533).
    const parts = (2 * LIST_PART) / 50;
    expect(addition.links).toContain('https://example.com/new');
    expect(addition.links.length).toBeLessThanOrEqual(parts);
    expect(addition.work).toBeLessThanOrEqual(400_000);
    // Every item numbered as a fresh render numbers it: one list, 1 to N + 1.
    expect(shownNumbers(container)).toEqual([...numbers, lines.length + 1]);
    // (When written: `1.` form 28 links, 71,438 characters; numbered 37, 74,720. Before: 3,548, 1,921,108;
    // 3,389, 1,853,792.)
    const removal = edit(content);
    expect(removal.links.length).toBeLessThanOrEqual(parts);
    expect(removal.work).toBeLessThanOrEqual(400_000);
    expect(shownNumbers(container)).toEqual(numbers);
  });
});

describe('a heading inserted or removed before the end parses only that block (issue 20)', { timeout: 120_000 }, () => {
  // A heading renders nested below the headings before it (`nestHeadingLevel`), so inserting one can change the
  // level every later heading renders at, until the outline is as before. A block that may hold a heading the
  // splitter cannot see (`- #12 …`: `unscannedHeading`) took the level before it as a parse input, so a heading
  // inserted above a long list of such items parsed every part of it again. Now headings are parsed as written and
  // their level is given at render (MarkdownBlock's HeadingLevelContext): only the new block is parsed.
  /** Sections with a heading, a paragraph with a link, and a list of items starting `#`; the first list 100 kB. */
  function headingsDocument(size: number): string {
    const parts: string[] = ['Intro line.\n'];
    for (let i = 0, length = 0; length < size; i++) {
      const items = Array.from({ length: i === 0 ? 2_000 : 2 }, (_, j) => `- #${j} of ${i}, see [notes](https://example.com/${i}/${j})`);
      const section = `## Section ${i}\n\nProse of section ${i} with [a link](https://example.com/${i}).\n\n${items.join('\n')}\n`;
      parts.push(section);
      length += section.length + 1;
    }
    return parts.join('\n');
  }
  const levels = (container: HTMLElement) => [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => heading.tagName).join();

  it('a heading inserted, then removed, above a 100 kB list of items starting with `#`', () => {
    vi.useFakeTimers();
    const content = headingsDocument(200_000);
    const transform = vi.fn(defaultUrlTransform);
    const { send, container } = mountFromStore(content, transform);
    for (let i = 0; i < 300; i++) act(() => void vi.advanceTimersByTime(0));
    expect(transform.mock.calls.length).toBeGreaterThan(2_000);
    const edit = editRunner(send, transform);
    // (After the first line: a document's first heading is the plan's title.)
    const edited = content.replace('Intro line.\n', 'Intro line.\n\n# [Preface](https://example.com/preface)\n');
    const addition = edit(edited);
    // The new heading's block only (69,017 characters scanned when written). Before: every part of the list
    // (2,001 links, 1,068,907 characters scanned).
    expect(addition.links).toEqual(['https://example.com/preface']);
    expect(addition.work).toBeLessThanOrEqual(200_000);
    // Every heading renders at the level a fresh render gives it.
    const fresh = render(<MarkdownPlan content={edited} motion="reduced" streaming={false} />);
    for (let i = 0; i < 300; i++) act(() => void vi.advanceTimersByTime(0));
    expect(levels(container)).toBe(levels(fresh.container));
    fresh.unmount();
    // (32,490 characters when written; before, 2,000 links and 1,032,405 characters.)
    const removal = edit(content);
    expect(removal.links).toEqual([]);
    expect(removal.work).toBeLessThanOrEqual(200_000);
  });
});

describe('a shown document replaced by another (issue 20)', { timeout: 120_000 }, () => {
  it('the update that brings it parses the blocks of its first FIRST_TEXT only; the rest follow in later commits', () => {
    vi.useFakeTimers();
    // 4,000 paragraphs of ~50 characters, one link each (the URL transform counts the blocks parsed): ~200 kB.
    const paragraph = (word: string, i: number) => `${word} ${i} [docs](https://example.com/${word}/${i}).`;
    const document = (word: string) => Array.from({ length: 4_000 }, (_, i) => paragraph(word, i)).join('\n\n');
    const transform = vi.fn(defaultUrlTransform);
    const plan = (content: string) => <MarkdownPlan content={content} urlTransform={transform} motion="reduced" streaming={false} />;
    const { rerender, container } = render(plan(document('Old')));
    const blocks = () => container.querySelectorAll('[data-slot="markdown-block"]');
    for (let i = 0; i < 300 && blocks().length < 4_000; i++) act(() => void vi.advanceTimersByTime(0));
    expect(blocks()).toHaveLength(4_000);
    transform.mockClear();
    rerender(plan(document('New')));
    // Its changed blocks are parsed in this one task. Before: the first TEXT_PER_COMMIT of it (717 blocks).
    const parsed = transform.mock.calls.length;
    expect(parsed).toBeGreaterThan(0);
    // (The paragraphs the first FIRST_TEXT characters hold, the one it cuts included: 183.)
    expect(parsed).toBeLessThanOrEqual(document('New').slice(0, FIRST_TEXT).split('\n\n').length);
    for (let i = 0; i < 300 && !container.textContent!.includes('New 3999'); i++) act(() => void vi.advanceTimersByTime(0));
    expect(blocks()).toHaveLength(4_000);
    expect(container.textContent).not.toContain('Old ');
  });
});
