import { describe, expect, it } from 'vitest';
import { urlSchemeOf } from './safeUrlScheme';
import { TRICKY_URLS } from './trickyUrls.fixture';

// The browser decides what a scheme is: whatever Chromium's URL parser reads must be what `urlSchemeOf` reads,
// so no check built on it sees a relative path where the browser navigates to `javascript:`.
describe('urlSchemeOf in Chromium', () => {
  it.each(TRICKY_URLS)('reads %j as new URL() does', (url) => {
    expect(urlSchemeOf(url) || 'https:').toBe(new URL(url, 'https://base.example/').protocol);
  });

  it('reads what an <a href> navigates to', () => {
    for (const url of TRICKY_URLS) {
      const link = document.createElement('a');
      link.href = url;
      expect(urlSchemeOf(url) || location.protocol).toBe(link.protocol);
    }
  });
});
