import type { UrlTransform as MarkdownUrlTransform } from 'react-markdown';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createUrlTransform, defaultUrlTransform } from './safeUrl';
import { urlSchemeOf } from './safeUrlScheme';
import { TRICKY_URLS } from './trickyUrls.fixture';

describe('defaultUrlTransform', () => {
  it.each([
    'https://example.com/a?b=c#d',
    'http://example.com',
    'HTTPS://EXAMPLE.COM',
    'mailto:someone@example.com',
    'MailTo:someone@example.com',
    '#fragment',
    '#a:b',
    '/path/to/file.md',
    './relative.md',
    '../up/one.md',
    'plain.md',
    'docs/plan.md#step-2',
    '?query=1',
    '//cdn.example.com/x.png',
    'a/b:c',
    'search?q=a:b',
    'Q&A.md',
    'a%20b.md',
    '',
  ])('keeps %j', (url) => {
    expect(defaultUrlTransform(url)).toBe(url);
  });

  it.each([
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['JAVASCRIPT:alert(1)'],
    ['vbscript:msgbox(1)'],
    ['VBScript:msgbox(1)'],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['data:image/svg+xml,<svg onload=alert(1)>'],
    ['file:///etc/passwd'],
    ['ftp://example.com'],
    ['tel:+123'],
    ['chrome://settings'],
    ['unknown-scheme:thing'],
    ['java\tscript:alert(1)'],
    ['java\nscript:alert(1)'],
    ['java\rscript:alert(1)'],
    ['\u0000javascript:alert(1)'],
    ['javascript\u0000:alert(1)'],
    ['   javascript:alert(1)'],
    ['\t\n javascript:alert(1)'],
    ['\u0001\u0002javascript:alert(1)'],
    // Controls are never part of an honest link, so one at an edge drops the URL rather than being trimmed.
    ['\u0001https://example.com'],
    ['\u00A0javascript:alert(1)'],
    ['\uFEFFjavascript:alert(1)'],
    ['java\u200Bscript:alert(1)'],
    ['javascript :alert(1)'],
    ['ｊａｖａｓｃｒｉｐｔ:alert(1)'],
    ['javascript&colon;alert(1)'],
    ['javascript&#58;alert(1)'],
    ['javascript&#x3A;alert(1)'],
    ['javascript&#0000058alert(1)'],
    ['javascript%3Aalert(1)'],
    ['&#106;avascript:alert(1)'],
    ['https://ok.example\u0000.com'],
    ['https://example.com/\u0085'],
    ['C:\\Windows\\system32'],
  ])('drops %j', (url) => {
    expect(defaultUrlTransform(url)).toBeUndefined();
  });

  it('trims surrounding whitespace from a safe URL', () => {
    expect(defaultUrlTransform('  https://example.com  ')).toBe('https://example.com');
    expect(defaultUrlTransform('\n./a.md\t')).toBe('./a.md');
  });

  it('drops non-strings instead of throwing (untrusted callers)', () => {
    expect(defaultUrlTransform(undefined as unknown as string)).toBeUndefined();
    expect(defaultUrlTransform(42 as unknown as string)).toBeUndefined();
  });

  it("fits react-markdown's urlTransform signature", () => {
    const transform: MarkdownUrlTransform = defaultUrlTransform;
    expect(transform('https://x.dev', 'href', { type: 'element', tagName: 'a', properties: {}, children: [] })).toBe(
      'https://x.dev',
    );
    expect(transform('javascript:x', 'href', { type: 'element', tagName: 'a', properties: {}, children: [] })).toBe(
      undefined,
    );
  });
});

describe('createUrlTransform', () => {
  it('allows exactly the protocols given, with or without colon, in any case', () => {
    const transform = createUrlTransform({ allowedProtocols: ['HTTPS', 'vscode:'] });
    expect(transform('https://example.com')).toBe('https://example.com');
    expect(transform('vscode://file/a.ts')).toBe('vscode://file/a.ts');
    expect(transform('http://example.com')).toBeUndefined();
    expect(transform('mailto:a@b.c')).toBeUndefined();
    expect(transform('./still-relative.md')).toBe('./still-relative.md');
  });

  it('keeps dropping obfuscated scripts even when the caller allows odd schemes', () => {
    const transform = createUrlTransform({ allowedProtocols: ['http:', 'file:'] });
    expect(transform('file:///tmp/plan.md')).toBe('file:///tmp/plan.md');
    expect(transform('java\tscript:alert(1)')).toBeUndefined();
    expect(transform('javascript&colon;alert(1)')).toBeUndefined();
  });

  it('with no allowed protocols keeps only relative URLs', () => {
    const transform = createUrlTransform({ allowedProtocols: [] });
    expect(transform('https://example.com')).toBeUndefined();
    expect(transform('#top')).toBe('#top');
  });
});

describe('what a browser makes of the result', () => {
  // The WHATWG URL parser is the one browsers use for href: whatever we let through must resolve to an allowed scheme.
  const base = 'https://host.example/dir/page';
  const tricky = fc.constantFrom(
    'javascript', 'JaVaScRiPt', 'vbscript', 'data', 'file', ':', '&', '#', ';', '%3A', '\t', '\n', '\u0000',
    ' ', '\u00A0', '/', '\\', '?', 'https', 'mailto', 'x', '58', '&#', 'colon', '\u200B',
  );
  const urlLike = fc.array(tricky, { maxLength: 8 }).map((parts) => parts.join(''));

  it('never yields a URL that resolves to a scheme outside the allowed list', () => {
    fc.assert(
      fc.property(fc.oneof(urlLike, fc.string({ unit: 'binary', maxLength: 24 })), (url) => {
        const result = defaultUrlTransform(url);
        // Undefined (dropped) or unparseable (`/\\`: an empty host) links cannot navigate anywhere; the link rule shows the
        // unparseable ones as text (isFollowableHref, linkRule.test.tsx).
        if (result === undefined || !URL.canParse(result, base)) return;
        expect(['http:', 'https:', 'mailto:']).toContain(new URL(result, base).protocol);
      }),
      { numRuns: 3000 },
    );
    // 3,000 runs through jsdom's URL parser take ~2 s alone and over 5 s on a loaded 2-core machine.
  }, 30_000);
});

describe('defaultUrlTransform against the URL parser', () => {
  // Whatever scheme a browser would read (jsdom's URL is the reference whatwg-url), a kept URL has an allowed one.
  it.each(TRICKY_URLS)('keeps %j only when the parser reads an allowed scheme or a relative URL', (url) => {
    const kept = defaultUrlTransform(url);
    if (kept === undefined) return;
    expect(['https:', 'http:', 'mailto:']).toContain(new URL(kept, 'https://base.example/').protocol);
    expect(['', 'https:', 'http:', 'mailto:']).toContain(urlSchemeOf(url));
  });
});
