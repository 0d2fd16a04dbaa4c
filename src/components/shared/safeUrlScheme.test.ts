import { describe, expect, it } from 'vitest';
import { hasControlCharacter, preprocessUrl, urlSchemeOf } from './safeUrlScheme';
import { TRICKY_URLS } from './trickyUrls.fixture';

describe('urlSchemeOf', () => {
  it.each([
    ['java\tscript:alert(1)', 'javascript:'],
    ['java\nscript:alert(1)', 'javascript:'],
    ['java\rscript:alert(1)', 'javascript:'],
    ['\u0000javascript:alert(1)', 'javascript:'],
    ['\u0001javascript:alert(1)', 'javascript:'],
    ['\u001f javascript:alert(1)', 'javascript:'],
    [' javascript:alert(1)', 'javascript:'],
    ['JAVASCRIPT:alert(1)', 'javascript:'],
    ['java script:alert(1)', ''],
    ['javascript&colon;alert(1)', ''],
    ['javascript%3Aalert(1)', ''],
    ['docs/plan.md', ''],
    ['C:\\plans\\x.md', 'c:'],
  ])('reads %j as %j', (url, scheme) => {
    expect(urlSchemeOf(url)).toBe(scheme);
  });

  // jsdom's URL is whatwg-url, the reference implementation; the browser test compares with Chromium's.
  it.each(TRICKY_URLS)('agrees with the URL parser on %j', (url) => {
    expect(urlSchemeOf(url) || 'https:').toBe(new URL(url, 'https://base.example/').protocol);
  });

  it('strips only C0 controls and spaces from the ends, and deletes tabs and newlines inside', () => {
    expect(preprocessUrl('\u0000 a\tb\nc\rd \u00a0\u001f')).toBe('abcd \u00a0');
    expect(hasControlCharacter('a\u007fb')).toBe(true);
    expect(hasControlCharacter('a b\u00a0')).toBe(false);
  });

  it('takes linear work on long runs of spaces (a regex for the trailing run would backtrack)', () => {
    const url = `a${' '.repeat(100_000)}b`;
    expect(preprocessUrl(url)).toBe(url);
  });
});
