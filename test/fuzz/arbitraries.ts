// Structure-aware generators for the fuzz suites (issue 20): what a hostile or broken agent can send, built from
// the shapes the parsers care about rather than from random bytes, which almost never reach the deep code paths.
// Every generator is a fast-check 4 arbitrary; sizes are chosen so a run stays fast in jsdom, and the cap-sized
// worst cases are plain functions (`capSized*`) the Chromium suites render a few at a time.
import fc from 'fast-check';
import { MAX_MARKDOWN_NESTING } from '../../src/components/MarkdownPlan/markdownLimits';

// ---------------------------------------------------------------------------------------------------------------
// Characters

/** C0 controls, DEL, C1 controls, bidi controls, zero-width and invisible characters, lone surrogates, BOM. */
export const HOSTILE_CHARACTERS: readonly string[] = [
  '\u0000', '\u0001', '\u0007', '\b', '\t', '\n', '\u000B', '\f', '\r', '\u001B', '\u001F', '\u007F',
  '\u0080', '\u0085', '\u009B', '\u009F', '\u00A0', '\u00AD',
  '\u061C', '\u200E', '\u200F', '\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069',
  '\u200B', '\u200C', '\u200D', '\u2060', '\u2028', '\u2029', '\uFEFF', '\uFFFD', '\uFFFF',
  '\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\uD83D\uDE00',
];

/** Characters markdown and HTML give meaning to. */
const MARKUP_CHARACTERS = ['*', '_', '~', '`', '[', ']', '(', ')', '<', '>', '!', '#', '|', '\\', '&', ';', ':', '-', '+', '.', ' ', '"', "'", '='];

const hostileChar = fc.constantFrom(...HOSTILE_CHARACTERS);
const markupChar = fc.constantFrom(...MARKUP_CHARACTERS);

/** Short text mixing words, markup and hostile characters. */
export const hostileText = (maxLength = 40): fc.Arbitrary<string> =>
  fc
    .array(
      fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom('Fix', 'the', 'tokenizer', 'plan', 'step', 'x', '1.', 'completed', '') },
        { weight: 3, arbitrary: markupChar },
        { weight: 3, arbitrary: hostileChar },
        { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 4 }) },
      ),
      { maxLength },
    )
    .map((parts) => parts.join(''));

// ---------------------------------------------------------------------------------------------------------------
// URL tricks

const SCHEMES = ['javascript', 'vbscript', 'data', 'file', 'https', 'http', 'mailto', 'blob', 'about', 'chrome', 'vscode'];

/** `word` with random upper case and a tab / newline / control / zero-width character inserted somewhere. */
const disguised = (word: string) =>
  fc
    .record({
      cases: fc.array(fc.boolean(), { minLength: word.length, maxLength: word.length }),
      insertAt: fc.integer({ min: 0, max: word.length }),
      insert: fc.constantFrom('', '', '\t', '\n', '\r', '\u0000', '\u200B', '\u00AD', ' ', '%09', '&#9;', '&Tab;'),
    })
    .map(({ cases, insertAt, insert }) => {
      const mixed = [...word].map((char, i) => (cases[i] ? char.toUpperCase() : char)).join('');
      return mixed.slice(0, insertAt) + insert + mixed.slice(insertAt);
    });

/** What a colon can be spelled as, to a browser or to a careless decoder. */
const COLONS = [':', ':', ':', '&colon;', '&#58;', '&#x3A;', '&#0000058', '%3A', '%3a', '\\:', '\uFF1A', ' :', ':\t'];
const LEAD = ['', '', '', ' ', '\t\n ', '\u0000', '\u0001', '\u001F', '\u00A0', '\uFEFF', '\u200B', '\u202E', '  \u0000 '];
const PAYLOADS = ['alert(1)', 'window.__pwned=1', '//evil.example/%0aalert(1)', 'text/html;base64,PHNjcmlwdD4=', 'text/html,<script>x</script>', '\\\\evil.example', '/etc/passwd', ''];

/** URLs built to slip an unsafe scheme past a check: controls, case, encodings, backslashes, protocol-relative. */
export const trickyUrl: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .tuple(fc.constantFrom(...LEAD), fc.constantFrom(...SCHEMES).chain(disguised), fc.constantFrom(...COLONS), fc.constantFrom(...PAYLOADS), fc.constantFrom('', ' ', '\u0000', '\n'))
      .map((parts) => parts.join('')),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '//evil.example/x', '\\\\evil.example\\x', '/\\evil.example', '\\/evil.example', '///evil.example',
      '&#106;avascript:alert(1)', '&#x6A;avascript:alert(1)', 'jav&#x09;ascript:alert(1)', '%6Aavascript:alert(1)',
      'javascript:\\u0061lert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', 'DATA:text/html;base64,PHNjcmlwdD4=',
      'java\u0000script:alert(1)', 'jav\u200Bascript:alert(1)', 'ｊａｖａｓｃｒｉｐｔ:alert(1)', 'C:\\Windows\\x',
      '#x', '?q=javascript:alert(1)', './a:b', 'docs/plan.md', 'https://example.com/a b', 'mailto:a@b.c',
      'file:///workspace/PLAN.md', 'FILE:///workspace/PLAN.md', 'file://host/\u0000x', 'vscode-remote://box/plan.md',
      // Safe schemes no browser can parse (a link to nowhere; the first was found by the render fuzz on 2026-11-27).
      'https:', 'http://', '//', '<https://exa mple.com>', 'http://[::1', 'http://%zz', 'https://a:99999',
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 16 }) },
);

/** Does `value` read as a script URL to a browser (controls and whitespace removed, any case)? */
export function looksLikeScriptUrl(value: string): boolean {
  // A browser ignores exactly these (C0 controls, space, DEL) inside and around a scheme.
  return /(javascript|vbscript):/i.test(value.replace(/[\0-\x20\x7F]/g, ''));
}

// ---------------------------------------------------------------------------------------------------------------
// Markdown

/** `n` copies of `unit`. */
const repeat = (unit: string, n: number) => unit.repeat(Math.max(0, n));

/** Depths around the nesting cap: below, at, just past and far past it. */
const depth = fc.oneof(
  fc.integer({ min: 0, max: 8 }),
  fc.integer({ min: MAX_MARKDOWN_NESTING - 2, max: MAX_MARKDOWN_NESTING + 2 }),
  fc.integer({ min: 40, max: 400 }),
);

const link = fc.tuple(hostileText(6), trickyUrl).map(([text, url]) => `[${text}](${url})`);
const image = fc.tuple(hostileText(4), trickyUrl).map(([alt, url]) => `![${alt}](${url})`);
const autolink = trickyUrl.map((url) => `<${url}>`);
const rawHtml = fc.constantFrom(
  '<script>window.__pwned=1</script>',
  '<img src=x onerror="window.__pwned=1">',
  '<a href="javascript:window.__pwned=1">x</a>',
  '<svg onload="window.__pwned=1"></svg>',
  '<iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>',
  '<details open ontoggle="window.__pwned=1">',
  '<style>*{display:none}</style>',
  '<!-- <script> -->',
  '<![CDATA[<script>]]>',
  '<scr<script>ipt>',
);

/** One markdown block of a hostile shape. */
export const markdownBlock: fc.Arbitrary<string> = fc.oneof(
  // Nesting: lists, quotes, ordered lists, task items, emphasis, brackets, backticks, and mixes of them.
  depth.map((d) => Array.from({ length: d + 1 }, (_, i) => `${repeat('  ', i)}- level ${i}`).join('\n')),
  depth.map((d) => `${repeat('> ', d)}deep quote`),
  depth.map((d) => `${repeat('>', d)} quote`),
  depth.map((d) => `${repeat('1. ', d)}ordered`),
  depth.map((d) => `${repeat('- [ ] ', d)}task`),
  depth.map((d) => `${repeat('*', d)}emphasis${repeat('*', d)}`),
  depth.map((d) => `${repeat('*_', d)}mixed${repeat('_*', d)}`),
  depth.map((d) => `${repeat('[', d)}brackets${repeat('](x)', d)}`),
  depth.map((d) => `${repeat('`', d)}code${repeat('`', d)}`),
  depth.map((d) => `${repeat('~~', d)}strike`),
  depth.map((d) => `${repeat('> - ', d)}quote in list`),
  depth.map((d) => `${repeat('- > ', d)}list in quote`),
  depth.map((d) => `${repeat('![', d)}x${repeat('](y)', d)}`),
  // Tables, narrow to far past the column cap.
  fc.integer({ min: 1, max: 300 }).map((columns) => {
    const row = (cell: string) => `|${repeat(` ${cell} |`, columns)}`;
    return [row('h'), row('---'), row('v')].join('\n');
  }),
  // Fences: unclosed, nested, backtick runs.
  fc.tuple(fc.integer({ min: 3, max: 40 }), hostileText(20)).map(([n, text]) => `${repeat('`', n)}\n${text}\n${repeat('`', n - 1)}`),
  // Links, images, autolinks, reference definitions, footnotes with tricky URLs.
  fc.array(fc.oneof(link, image, autolink, hostileText(10)), { maxLength: 6 }).map((parts) => parts.join(' ')),
  fc.tuple(hostileText(6), trickyUrl).map(([label, url]) => `[ref][${label}]\n\n[${label}]: ${url}`),
  fc.tuple(hostileText(6), trickyUrl).map(([label, url]) => `Note[^${label}]\n\n[^${label}]: [x](${url})`),
  rawHtml,
  fc.tuple(fc.constantFrom('- [ ] ', '- [x] ', '* [X] ', '1. [ ] ', '- [~] '), hostileText(20)).map(([marker, text]) => marker + text),
  fc.tuple(fc.integer({ min: 1, max: 7 }), hostileText(20)).map(([level, text]) => `${repeat('#', level)} ${text}`),
  hostileText(80),
);

/** A markdown document of a few hostile blocks. */
export const hostileMarkdown = (maxBlocks = 6): fc.Arbitrary<string> =>
  fc.array(markdownBlock, { minLength: 1, maxLength: maxBlocks }).map((blocks) => blocks.join('\n\n'));

// ---------------------------------------------------------------------------------------------------------------
// Session updates

/** Ids agents send, plus prototype keys and hostile text. */
export const hostileId: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('s1', 's2', 'main', 'p', 'plan-1') },
  { weight: 2, arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '') },
  { weight: 1, arbitrary: hostileText(12) },
);

const status = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('pending', 'in_progress', 'completed') },
  { weight: 1, arbitrary: fc.constantFrom('cancelled', '__proto__', 'constructor', '\u202Edetelpmoc', 'COMPLETED') },
  { weight: 1, arbitrary: hostileText(10) },
);
const priority = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('high', 'medium', 'low') },
  { weight: 1, arbitrary: fc.constantFrom('urgent', '__proto__', 'toString') },
  { weight: 1, arbitrary: hostileText(10) },
);

/** Entry content: inline markdown with links, emphasis runs and hostile characters. */
const entryContent = fc.oneof(
  { weight: 3, arbitrary: fc.array(fc.oneof(hostileText(8), link, autolink, rawHtml, fc.constantFrom('**', '`', '~~', '_')), { maxLength: 6 }).map((p) => p.join(' ')) },
  { weight: 1, arbitrary: depth.map((d) => `${repeat('*', d)}x${repeat('[', d)}`) },
);

export interface WireEntry {
  content: unknown;
  priority: unknown;
  status: unknown;
  [extra: string]: unknown;
}

/** An entry as sent, sometimes with a wrong type, a missing field or extra (prototype) keys. */
export const wireEntry: fc.Arbitrary<WireEntry> = fc.oneof(
  { weight: 8, arbitrary: fc.record({ content: entryContent, priority, status }) },
  {
    weight: 1,
    arbitrary: fc.record({ content: fc.oneof(entryContent, fc.integer(), fc.constant(null)), priority: fc.oneof(priority, fc.boolean()), status: fc.oneof(status, fc.array(fc.string())) }),
  },
  { weight: 1, arbitrary: fc.record({ content: entryContent, priority, status }).map((entry) => withProtoKeys(entry)) },
);

/** `object` with own `__proto__` / `constructor` keys (as JSON.parse makes them), never touching the prototype. */
export function withProtoKeys<T extends object>(object: T): T {
  return Object.assign(JSON.parse('{"__proto__": {"status": "completed", "polluted": true}, "constructor": {"prototype": {"polluted": true}}}'), object);
}

/** A plan update's body. */
export const planBody: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ type: fc.constant('items'), entries: fc.array(wireEntry, { maxLength: 12 }) }) },
  { weight: 3, arbitrary: fc.record({ type: fc.constant('markdown'), content: hostileMarkdown(4) }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('file'), uri: trickyUrl }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constantFrom('_custom', 'unknown', '__proto__', 7), content: fc.string() }) },
);

export type Wrapping = 'params' | 'notification' | 'text';

/** An ACP session update of any plan kind (and some that are not about plans), in one of the three wrappings. */
export const sessionUpdate: fc.Arbitrary<unknown> = fc
  .record({
    sessionId: hostileId,
    planId: hostileId,
    spelling: fc.constantFrom('planId', 'id'),
    kind: fc.constantFrom('legacy', 'plan_update', 'plan_update', 'plan_removed', 'other'),
    entries: fc.array(wireEntry, { maxLength: 12 }),
    body: planBody,
    wrapping: fc.constantFrom<Wrapping>('params', 'notification', 'text'),
  })
  .map(({ sessionId, planId, spelling, kind, entries, body, wrapping }) => {
    const update =
      kind === 'legacy'
        ? { sessionUpdate: 'plan', entries }
        : kind === 'plan_update'
          ? { sessionUpdate: 'plan_update', plan: { ...body, [spelling]: planId } }
          : kind === 'plan_removed'
            ? { sessionUpdate: 'plan_removed', [spelling]: planId }
            : { sessionUpdate: 'agent_message_chunk', content: { type: 'text', text: 'hi' } };
    return wrap({ sessionId, update }, wrapping);
  });

/** `params` as params, as a JSON-RPC notification, or as the notification's JSON text. */
export function wrap(params: unknown, wrapping: Wrapping): unknown {
  const notification = { jsonrpc: '2.0', method: 'session/update', params };
  return wrapping === 'params' ? params : wrapping === 'notification' ? notification : JSON.stringify(notification);
}

/** Input that is not a valid update: anything, broken JSON text, near-misses, prototype-keyed objects. */
export const garbage: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({ withObjectString: true, withNullPrototype: true, withBigInt: true, withDate: true, withMap: true, withSet: true, withTypedArray: true, withSparseArray: true }),
  fc.json(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  sessionUpdate.map((input) => (typeof input === 'string' ? input.slice(0, Math.floor(input.length / 2)) : JSON.stringify(input).replace(/"/, ''))),
  fc.constantFrom(
    '{"sessionId":"s","update":{"sessionUpdate":"plan","entries":[',
    '{"__proto__":{"sessionUpdate":"plan"},"sessionId":"s"}',
    '{"sessionId":"s","update":{"sessionUpdate":"plan","__proto__":{"entries":[]}}}',
    '{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s","update":{"sessionUpdate":"plan","entries":[{"content":"a","priority":"high","status":"pending","__proto__":{"x":1}}]}}}',
    `{"sessionId":"s","update":${'['.repeat(10_000)}`,
    `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
    '\uFEFF{"sessionId":"s","update":{"sessionUpdate":"plan","entries":[]}}',
  ),
  // Inherited fields only: the parser reads own properties.
  fc.constant(Object.create({ sessionId: 's', update: { sessionUpdate: 'plan', entries: [] } })),
);

/** A stream of updates and garbage, as a broken or hostile agent sends it. */
export const traffic = (maxLength = 30): fc.Arbitrary<unknown[]> =>
  fc.array(fc.oneof({ weight: 5, arbitrary: sessionUpdate }, { weight: 1, arbitrary: garbage }), { minLength: 1, maxLength });

// ---------------------------------------------------------------------------------------------------------------
// Sizes near the caps (plain functions: generating a megabyte per run through fast-check is slow for nothing)

/** A markdown task list of about `chars` characters (1,000,000 is the store's `maxDocumentLength`). */
export function capSizedTaskList(chars = 999_000): string {
  const lines: string[] = [];
  let length = 0;
  for (let i = 0; length < chars - 40; i++) {
    const line = `- [${i % 3 === 0 ? 'x' : ' '}] Task ${i} with **some** text and \`code\``;
    lines.push(line);
    length += line.length + 1;
  }
  return lines.join('\n');
}

/** A document of about `chars` characters: paragraphs with footnote references and their definitions. */
export function capSizedFootnoteDocument(chars = 999_000): string {
  const parts: string[] = [];
  let length = 0;
  for (let i = 0; length < chars - 200; i++) {
    // Each paragraph cites the note defined right after it (500 labels, defined again further on: the first wins).
    const label = `n${(i >> 1) % 500}`;
    const part = i % 2 === 0 ? `Paragraph ${i} cites a note[^${label}] and [a link](https://example.com/${i}).` : `[^${label}]: Note ${i} with *emphasis*.`;
    parts.push(part);
    length += part.length + 2;
  }
  return parts.join('\n\n');
}

/** `count` entries (5,000 is the store's `maxEntries`) of about `contentLength` characters each. */
export function capSizedEntries(count = 5_000, contentLength = 60): { content: string; priority: string; status: string }[] {
  return Array.from({ length: count }, (_, i) => ({
    content: `Task ${i} ${'**bold** `x` [l](https://e.example) '.repeat(Math.ceil(contentLength / 36))}`.slice(0, contentLength),
    priority: ['high', 'medium', 'low'][i % 3]!,
    status: i < count / 3 ? 'completed' : i === Math.floor(count / 3) ? 'in_progress' : 'pending',
  }));
}

/** The deep-nesting shapes, each at the cap and just past it, repeated to about `chars` characters. */
export function capSizedNesting(chars = 200_000): Record<string, string> {
  const n = MAX_MARKDOWN_NESTING;
  const shapes: Record<string, string> = {
    lists: Array.from({ length: n }, (_, i) => `${repeat('  ', i)}- level ${i}`).join('\n'),
    quotes: `${repeat('> ', n)}quote`,
    'quotes past the cap': `${repeat('>', 5_000)} quote`,
    emphasis: `${repeat('*', n)}x${repeat('*', n)}`,
    'emphasis past the cap': `${repeat('*_', 5_000)}x`,
    brackets: `${repeat('[', n)}x${repeat('](y)', n)}`,
    'brackets past the cap': `${repeat('[', 5_000)}x`,
    backticks: Array.from({ length: n }, (_, i) => `${repeat('`', i + 1)}x`).join(' '),
    'mixed containers': `${repeat('> - ', n / 2)}x`,
  };
  return Object.fromEntries(
    Object.entries(shapes).map(([name, shape]) => [name, Array.from({ length: Math.max(1, Math.floor(chars / (shape.length + 2))) }, () => shape).join('\n\n')]),
  );
}
